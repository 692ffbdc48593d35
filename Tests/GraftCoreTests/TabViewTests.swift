import GraftCore
import GraftTestBackend
import Observation
import Testing

private enum Screen: Hashable { case inbox, sent, settings }

@Observable @MainActor
private final class TabModel {
    var screen = Screen.sent
    var unread = 3
}

private struct Mail: View {
    let model: TabModel
    var body: some View {
        TabView(selection: Binding(get: { model.screen }, set: { model.screen = $0 })) {
            Text("Inbox page")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(Screen.inbox)
                .badge(model.unread)
            Text("Sent page")
                .tag(Screen.sent)
                .tabItem { Text("Sent") }
            Text("Settings page")
                .tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                .tag(Screen.settings)
        }
    }
}

@Suite("TabView on the recording backend")
@MainActor
struct TabViewTests {
    @Test("Tabs come from .tabItem and .tag in either order; the selection binding picks the page, both ways")
    func tabItemsAndSelection() {
        let model = TabModel()
        let harness = Harness(Mail(model: model))
        let tabs = harness.first("tabView")
        #expect(tabs["titles"] == "Inbox,Sent,Settings")
        #expect(tabs["badges"] == "3,,")
        #expect(tabs["selected"] == "1")
        #expect(tabs.children.count == 3)
        #expect(tabs.children[2].texts == ["Settings page"])
        tabs.choose(2)
        #expect(model.screen == .settings)
        harness.turn()
        #expect(tabs["selected"] == "2")
        model.screen = .inbox
        model.unread = 0
        harness.turn()
        #expect(tabs["selected"] == "0")
        #expect(tabs["badges"] == ",,", "a zero badge shows none")
    }

    @Test("Tab(_:systemImage:value:) inside TabSection and ForEach; Tab without a value is selected by position")
    func tabStructs() {
        let model = TabModel()
        model.screen = .settings
        let selection = Binding(get: { model.screen }, set: { model.screen = $0 })
        let harness = Harness(
            TabView(selection: selection) {
                Tab("Inbox", systemImage: "tray", value: Screen.inbox) { Text("Inbox page") }
                TabSection("More") {
                    ForEach([Screen.sent, .settings], id: \.self) { screen in
                        Tab(screen == .sent ? "Sent" : "Settings", systemImage: "gear", value: screen) {
                            Text("\(screen) page")
                        }
                    }
                }
            })
        let tabs = harness.first("tabView")
        #expect(tabs["titles"] == "Inbox,Sent,Settings")
        #expect(tabs["selected"] == "2")
        tabs.choose(0)
        #expect(model.screen == .inbox)

        let plain = Harness(
            TabView {
                Tab("One", systemImage: "1.circle") { Text("First") }
                Tab("Two", systemImage: "2.circle") { Text("Second") }
                    .badge("New")
            })
        let own = plain.first("tabView")
        #expect(own["selected"] == "0")
        #expect(own["badges"] == ",New")
        own.choose(1)
        plain.turn()
        #expect(own["selected"] == "1", "a tab view without a binding keeps its own selection")
    }

    @Test(".tabViewStyle(.page) and .page(indexDisplayMode: .never) reach the backend; the default is a tab bar")
    func styles() {
        let page = Harness(
            TabView {
                Text("A"); Text("B")
            }.tabViewStyle(.page))
        #expect(page.first("tabView")["style"] == "page")
        #expect(page.first("tabView")["titles"] == ",", "untitled tabs have empty titles")
        let hidden = Harness(TabView { Text("A") }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(hidden.first("tabView")["style"] == "page-noindex")
        let plain = Harness(TabView { Text("A") }.tabViewStyle(.automatic))
        #expect(plain.first("tabView")["style"] == "tabBar")
    }
}
