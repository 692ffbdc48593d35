import Graft
import GtkBridge
import Observation
import Testing

@Suite("ScrollViewReader on GTK", .serialized)
@MainActor
struct ScrollViewReaderGtkTests {
    final class Seen {
        var proxy: ScrollViewProxy?
    }

    @Observable
    final class Rows {
        var count = 20
    }

    /// A reader around a scroll view of `rows.count` rows 40 pixels high (row `i` starts at
    /// `40 * i`), then a footer with the id "end".
    func show(_ rows: Rows, _ seen: Seen) throws -> HostingWindow {
        try GtkTest.show(width: 300, height: 200) {
            ScrollViewReader { proxy in
                let _ = seen.proxy = proxy
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<rows.count, id: \.self) { index in
                            Text("row \(index)").frame(height: 40)
                        }
                        Text("footer").frame(height: 40).id("end")
                    }
                }
            }
        }
    }

    func offset(_ host: HostingWindow) -> Double? { host.root.first("GtkScrolledWindow")?.scrollPosition?.y }

    /// Waits for the scroll view's vertical offset to become `expected`.
    func expectOffset(_ host: HostingWindow, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { offset(host) == expected },
            "offset \(String(describing: offset(host))), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test("scrollTo lines the row's anchor up with the visible area's: top, bottom, centre")
    func anchors() throws {
        let seen = Seen()
        let host = try show(Rows(), seen)
        defer { host.close() }
        let proxy = try #require(seen.proxy)
        #expect(offset(host) == 0)

        proxy.scrollTo(10, anchor: .top)
        expectOffset(host, 400)
        proxy.scrollTo(10, anchor: .bottom)
        // The row's bottom (440) at the visible area's bottom (200 high).
        expectOffset(host, 240)
        proxy.scrollTo(12, anchor: .center)
        expectOffset(host, 400)
        // Past the content's end: it stops at the end (21 rows of 40, 200 visible).
        proxy.scrollTo("end", anchor: .top)
        expectOffset(host, 640)
    }

    @Test("Without an anchor the row scrolls just into sight, from above or below")
    func leastScrolling() throws {
        let seen = Seen()
        let host = try show(Rows(), seen)
        defer { host.close() }
        let proxy = try #require(seen.proxy)
        proxy.scrollTo(9)
        // Row 9 spans 360…400: its bottom at the bottom of the 200 visible.
        expectOffset(host, 200)
        proxy.scrollTo(2)
        expectOffset(host, 80)
    }

    @Test("A row added in the same action is shown before it is scrolled to")
    func rowJustAdded() throws {
        let seen = Seen()
        let rows = Rows()
        let host = try show(rows, seen)
        defer { host.close() }
        let proxy = try #require(seen.proxy)
        rows.count = 40
        proxy.scrollTo(30, anchor: .top)
        expectOffset(host, 30 * 40)
        #expect(host.root.labelTexts.contains("row 39"))
    }

    @Test("An id no view has scrolls nothing and says so")
    func unknownID() throws {
        let seen = Seen()
        let host = try show(Rows(), seen)
        defer { host.close() }
        let proxy = try #require(seen.proxy)
        proxy.scrollTo("nowhere", anchor: .top)
        #expect(host.graph.diagnostics.contains { $0.contains("nowhere") }, "\(host.graph.diagnostics)")
        GtkTest.settle()
        #expect(offset(host) == 0)
    }
}
