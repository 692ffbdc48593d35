import Graft
import GtkBridge
import Observation
import Testing

@Observable @MainActor
private final class TabsModel {
    var tab = 0
    var unread = 0
}

private struct CounterTab: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

extension HostingWindow {
    /// The shown tab bar's buttons, by their text.
    var tabButtons: [Gtk.Widget] {
        (root.first("GtkStackSwitcher")?.all("GtkToggleButton") ?? []).filter(\.isMapped)
    }

    /// Clicks the tab bar button reading `title`, as the user does.
    func clickTab(_ title: String) {
        let button = tabButtons.first { $0.labelTexts.first == title }
        #expect(button != nil, "no tab \(title) among \(tabButtons.map(\.labelTexts))")
        _ = button?.emit("clicked")
        GtkTest.settle()
    }
}

@Suite("TabView on GTK", .serialized)
@MainActor
struct TabViewGtkTests {
    @Test("Clicking a tab in the GtkStackSwitcher shows its page and updates the selection; setting it switches back")
    func switchTabs() throws {
        let model = TabsModel()
        let host = try GtkTest.show(width: 400, height: 300) {
            Tracked {
                TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
                    CounterTab()
                        .tabItem { Label("Counter", systemImage: "plus") }
                        .tag(0)
                    Text("Messages page")
                        .tabItem { Label("Messages", systemImage: "tray") }
                        .tag(1)
                        .badge(model.unread)
                }
            }
        }
        defer { host.close() }
        #expect(host.tabButtons.map { $0.labelTexts.first } == ["Counter", "Messages"])
        #expect(host.shownTexts.contains("Count 0"))
        #expect(!host.shownTexts.contains("Messages page"), "the other tab's page is hidden")
        host.click("Add")
        #expect(host.shownTexts.contains("Count 1"))

        host.clickTab("Messages")
        #expect(model.tab == 1)
        #expect(host.shownTexts.contains("Messages page"))
        #expect(!host.shownTexts.contains("Count 1"))

        model.unread = 4
        GtkTest.settle()
        #expect(host.tabButtons.map { $0.labelTexts.first } == ["Counter", "Messages (4)"])
        #expect(host.tabButtons[1].hasCSSClass("needs-attention"), "GTK marks the badged tab")

        model.tab = 0
        GtkTest.settle()
        #expect(host.shownTexts.contains("Count 1"), "the hidden tab kept its state")
        #expect(host.tabButtons[0].property("active", as: Bool.self) == true)
    }

    @Test("Tab(_:systemImage:) without a selection binding switches on its own")
    func tabStructs() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home page") }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search page") }
            }
        }
        defer { host.close() }
        #expect(host.shownTexts.contains("Home page"))
        host.clickTab("Search")
        #expect(host.shownTexts.contains("Search page"))
        #expect(!host.shownTexts.contains("Home page"))
    }

    @Test(".tabViewStyle(.page) hides the tab bar and shows page dots that move between pages")
    func pageStyle() throws {
        let model = TabsModel()
        let host = try GtkTest.show(width: 400, height: 300) {
            Tracked {
                TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
                    Text("First page").tag(0)
                    Text("Second page").tag(1)
                    Text("Third page").tag(2)
                }
                .tabViewStyle(.page)
            }
        }
        defer { host.close() }
        #expect(host.tabButtons.isEmpty, "no tab bar in the page style")
        let dots = host.root.all("GtkButton").filter { $0.isMapped && $0.labelTexts == ["●"] }
        #expect(dots.count == 3)
        #expect(host.shownTexts.contains("First page"))
        _ = dots[2].emit("clicked")
        GtkTest.settle()
        #expect(model.tab == 2)
        // The pages slide: the first one leaves the screen when the transition ends.
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !host.shownTexts.contains("First page") })
        #expect(host.shownTexts.contains("Third page"))
        #expect(dots[2].opacity == 1)
        #expect(dots[0].opacity < 1)
    }
}
