import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@Observable @MainActor
private final class BarTestModel {
    var path: [Int] = []
    var tab = 0
}

@Suite("Toolbar visibility, background, colour scheme and title menu on GTK", .serialized)
@MainActor
struct ToolbarAppearanceGtkTests {
    /// The mapped label reading `text`.
    func label(_ host: HostingWindow, _ text: String) -> Gtk.Widget? {
        host.root.all("GtkLabel").first { $0.isMapped && $0.property("label", as: String.self) == text }
    }

    /// The colour the window shows `dx`, `dy` points from the top-left corner of `widget`.
    func pixel(_ host: HostingWindow, beside widget: Gtk.Widget, dx: Double, dy: Double) throws -> RGBA {
        let image = try WidgetRenderer.renderImage(of: host.root)
        let scale = Double(image.width) / Double(host.root.allocatedWidth)
        let frame = try #require(widget.frame(in: host.root))
        return image.pixel(x: Int((frame.x + dx) * scale), y: Int((frame.y + dy) * scale))
    }

    @Test(".toolbar(.hidden, for: .navigationBar) on a pushed screen takes its header away until it is popped")
    func hiddenNavigationBar() throws {
        let model = BarTestModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                    NavigationLink("Open", value: 1)
                        .navigationTitle("Home")
                        .navigationDestination(for: Int.self) { _ in
                            Text("Full screen photo")
                                .navigationTitle("Photo")
                                .toolbar(.hidden, for: .navigationBar)
                        }
                }
            }
        }
        defer { host.close() }
        #expect(label(host, "Home") != nil, "the root's header shows its title")
        host.click("Open")
        #expect(host.shownTexts.contains("Full screen photo"))
        #expect(label(host, "Photo") == nil, "no title: the header is not mapped")
        #expect(!host.shownTexts.contains { $0.hasPrefix("‹") }, "nor its back button")
        model.path = []
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { label(host, "Home") != nil }, "popped: the header is back")
        host.click("Open")
        #expect(label(host, "Photo") == nil, "pushed again, the screen asks again")
    }

    @Test(".toolbarVisibility(.visible, for:) and .automatic leave the header in place")
    func visibleNavigationBar() throws {
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack {
                Text("Body").navigationTitle("Shown").toolbarVisibility(.visible, for: .navigationBar)
            }
        }
        defer { host.close() }
        #expect(label(host, "Shown") != nil)
    }

    typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// Shows a stack whose root screen, titled "Title" over a "Body" text, has `modifier` applied,
    /// and gives the colours just left of the title (the header) and of the body (the content).
    func barAndContent<M: View>(_ modifier: (Text) -> M) throws -> (bar: RGBA, content: RGBA) {
        let host = try GtkTest.show(width: 360, height: 300, colorScheme: .light) {
            NavigationStack { modifier(Text("Body")).navigationTitle("Title") }
        }
        defer { host.close() }
        let bar = try pixel(host, beside: try #require(label(host, "Title")), dx: -3, dy: 2)
        let content = try pixel(host, beside: try #require(label(host, "Body")), dx: -3, dy: 2)
        return (bar, content)
    }

    @Test(".toolbarBackground(.red, for: .navigationBar) paints the header, not the content below it")
    func backgroundStyle() throws {
        let (bar, content) = try barAndContent {
            $0.toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        }
        #expect(bar.red > 200 && bar.green < 60 && bar.blue < 60, "the header is red: \(bar)")
        #expect(content.red > 200 && content.green > 200, "the content keeps the window's background: \(content)")
    }

    @Test(".toolbarBackground(.hidden, for:) wins over a style: nothing is painted")
    func hiddenBackground() throws {
        let (bar, _) = try barAndContent {
            $0.toolbarBackground(Color.red, for: .navigationBar).toolbarBackgroundVisibility(
                .hidden, for: .navigationBar)
        }
        #expect(bar.green > 200, "not red: \(bar)")
    }

    @Test(".toolbarColorScheme(.dark, for: .navigationBar) makes the header dark in a light window")
    func darkBar() throws {
        let (bar, content) = try barAndContent { $0.toolbarColorScheme(.dark, for: .navigationBar) }
        #expect(Int(bar.red) + Int(bar.green) + Int(bar.blue) < 200, "the header is dark: \(bar)")
        #expect(Int(content.red) + Int(content.green) + Int(content.blue) > 600, "the content stays light: \(content)")
    }

    @Test(".toolbarTitleMenu makes the title a menu button whose items run their actions")
    func titleMenu() throws {
        final class Taps { var renamed = 0 }
        let taps = Taps()
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack {
                Text("Document body").navigationTitle("Report")
                    .toolbarTitleMenu {
                        Button("Rename") { taps.renamed += 1 }
                        Button("Duplicate") {}
                    }
            }
        }
        defer { host.close() }
        let popover = try GtkTest.openTitleMenu(titled: "Report", in: host)
        let rename = try #require(popover.all("GtkButton").first { $0.labelTexts.first == "Rename" })
        rename.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { taps.renamed == 1 })
        #expect(!popover.isVisible)
    }

    @Test(".toolbar(.hidden, for: .tabBar) in a tab hides the switcher while that tab shows; outside, always")
    func hiddenTabBar() throws {
        let model = BarTestModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
                    Text("First page").tabItem { Text("One") }.tag(0)
                    Text("Second page").toolbar(.hidden, for: .tabBar).tabItem { Text("Two") }.tag(1)
                }
            }
        }
        defer { host.close() }
        let switcher = try #require(host.root.first("GtkStackSwitcher"))
        #expect(switcher.isMapped, "the first tab leaves the bar")
        model.tab = 1
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.shownTexts.contains("Second page") })
        GtkTest.settle()
        #expect(!switcher.isMapped, "the second tab hides it")
        model.tab = 0
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { switcher.isMapped }, "back on the first, it shows")

        let outside = try GtkTest.show(width: 360, height: 300) {
            TabView { Text("Only page").tabItem { Text("One") } }.toolbar(.hidden, for: .tabBar)
        }
        defer { outside.close() }
        #expect(outside.shownTexts.contains("Only page"))
        #expect(outside.root.first("GtkStackSwitcher").map { !$0.isMapped } == true)
    }

    @Test(".toolbar(.hidden, for: .bottomBar) outside a .toolbar leaves its bottom bar out, and back when visible")
    func hiddenBottomBar() throws {
        struct Reader: View {
            @State private var hidden = true
            var body: some View {
                Button("Toggle bar") { hidden.toggle() }
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Next page") {} } }
                    .toolbar(hidden ? .hidden : .visible, for: .bottomBar)
            }
        }
        let host = try GtkTest.show(width: 360, height: 300) { Reader() }
        defer { host.close() }
        #expect(host.shownTexts.contains("Toggle bar"))
        #expect(!host.shownTexts.contains("Next page"))
        host.click("Toggle bar")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.shownTexts.contains("Next page") })
    }
}
