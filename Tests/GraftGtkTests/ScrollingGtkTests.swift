import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite(
    "Scrolling modifiers on GTK: scrollDisabled, scrollIndicators, scrollContentBackground, contentMargins", .serialized
)
@MainActor
struct ScrollingGtkTests {
    /// Twenty rows far taller than the window.
    struct Rows: View {
        let name: String
        var body: some View {
            VStack {
                ForEach(0..<20, id: \.self) { Text("\(name) \($0)").frame(height: 40) }
            }
        }
    }

    func scrollers(_ host: HostingWindow) -> [Gtk.Widget] { host.root.all("GtkScrolledWindow") }

    @Test("scrollDisabled: the wheel moves the enabled scroll view and not the disabled one, which hides its bars")
    func disabled() throws {
        let host = try HostingWindow(title: "scroll-disabled", width: 400, height: 200, colorScheme: .light) {
            HStack {
                ScrollView { Rows(name: "fixed") }.scrollDisabled(true)
                ScrollView { Rows(name: "free") }
            }
        }
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        defer {
            host.close()
            Pointer.park()
        }
        let (fixed, free) = (scrollers(host)[0], scrollers(host)[1])
        #expect(fixed.scrollbarPolicies?.vertical == .external, "no scroll bar, the size stays")
        #expect(fixed.scrollbarPolicies?.horizontal == .never, "the axis that does not scroll stays so")
        #expect(!fixed.isKineticScrolling && free.isKineticScrolling)
        #expect(free.scrollbarPolicies?.vertical == .automatic)
        #expect(fixed.allocatedHeight == free.allocatedHeight, "the disabled view keeps its size")

        let wheel = ["click", "--repeat", "3", "--delay", "30", "5"]
        var process = try Pointer.run(
            window: "scroll-disabled", at: try Pointer.centre(of: fixed, in: host.window), wheel)
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        process = try Pointer.run(window: "scroll-disabled", at: try Pointer.centre(of: free, in: host.window), wheel)
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { free.verticalScrollOffset > 0 }, "the enabled one scrolled")
        #expect(fixed.verticalScrollOffset == 0, "the disabled one did not")
    }

    @Test("scrollIndicators and showsIndicators hide or keep the scroll bars; the content still scrolls")
    func indicators() throws {
        struct Indicators: View {
            @State var hidden = true
            var body: some View {
                VStack {
                    ScrollView { Rows(name: "a") }.scrollIndicators(hidden ? .hidden : .visible)
                    ScrollView(showsIndicators: false) { Rows(name: "b") }
                    ScrollView { Rows(name: "c") }.scrollIndicators(.never, axes: .horizontal)
                    Button("show") { hidden = false }
                }
            }
        }
        let host = try GtkTest.show(width: 300, height: 400) { Indicators() }
        defer { host.close() }
        let views = scrollers(host)
        try #require(views.count == 3)
        #expect(views[0].scrollbarPolicies?.vertical == .external && !views[0].showsVerticalScrollbar)
        #expect(views[1].scrollbarPolicies?.vertical == .external, "showsIndicators: false hides them")
        #expect(views[2].scrollbarPolicies?.vertical == .automatic, "only the horizontal one was named")
        #expect(views[2].isOverlayScrolling)

        host.root.all("GtkButton").first { $0.labelTexts == ["show"] }?.emit("clicked")
        GtkTest.settle()
        #expect(views[0].scrollbarPolicies?.vertical == .automatic)
        #expect(!views[0].isOverlayScrolling, ".visible: a classic scroll bar beside the content")
        #expect(views[0].showsVerticalScrollbar, "and it is on screen")
    }

    @Test("contentMargins insets the scrolled content, which scrolls with its margins")
    func contentMargins() throws {
        let host = try GtkTest.show {
            ScrollView { Text("first") }.contentMargins(.horizontal, 30).contentMargins(.top, 12)
        }
        defer { host.close() }
        let scroller = try #require(scrollers(host).first)
        let label = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["first"] })
        let frame = try #require(label.frame(in: scroller))
        #expect(frame.y >= 12 && frame.y < 16, "12 points above")
        let column = try #require(label.parent.flatMap { $0.typeName == "GtkBox" ? $0 : $0.parent })
        #expect(
            column.marginStart == 30 && column.marginEnd == 30 && column.marginTop == 12 && column.marginBottom == 0)
    }

    @Test("scrollContentBackground(.hidden) stops a list drawing its background behind and below its rows")
    func contentBackground() throws {
        func render(hidden: Bool) throws -> RGBAImage {
            let host = try GtkTest.show {
                List { Text("row") }
                    .scrollContentBackground(hidden ? .hidden : .automatic)
            }
            defer { host.close() }
            let list = try #require(scrollers(host).first)
            return try WidgetRenderer.renderImage(of: list)
        }
        let plain = try render(hidden: false)
        #expect(plain.pixel(x: plain.width / 2, y: plain.height - 10).alpha > 200, "the list draws its background")
        let clear = try render(hidden: true)
        #expect(clear.pixel(x: clear.width / 2, y: clear.height - 10).alpha < 40, "below the rows, nothing is drawn")
    }
}
