import Graft
import GtkBridge
import Testing

private struct Notes: View {
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Note A", destination: Text("Body of A"))
                NavigationLink("Note B") { Text("Body of B") }
            }
            .navigationBarTitle("Notes")
            Text("Select a note")
        }
    }
}

@Suite("NavigationView and the navigation bar modifiers on GTK", .serialized)
@MainActor
struct NavigationViewGtkTests {
    @Test("NavigationView with one view is a stack: a destination link pushes, the back button pops")
    func oneColumn() throws {
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationView {
                NavigationLink("Open") {
                    Text("Pushed screen").navigationBarTitle(Text("Pushed"), displayMode: .inline)
                }
                .navigationBarTitle("Home", displayMode: .large)
            }
        }
        defer { host.close() }
        #expect(host.root.first("GtkPaned") == nil, "one view: no split")
        #expect(host.shownTexts.contains("Home"))
        host.click("Open")
        #expect(host.shownTexts.contains("Pushed screen"))
        #expect(host.shownTexts.contains("Pushed"), "navigationBarTitle(Text) titles the screen")
        host.click("‹ Home")
        #expect(host.shownTexts.contains("Open"))
    }

    @Test("NavigationView with two views is a split: a sidebar link replaces the detail column's placeholder")
    func twoColumns() throws {
        let host = try GtkTest.show(width: 520, height: 300) { Notes() }
        defer { host.close() }
        let paned = try #require(host.root.first("GtkPaned"))
        #expect(paned.childWidgets[0].labelTexts.contains("Note A"), "the first view is the sidebar")
        #expect(host.shownTexts.contains("Select a note"))
        host.click("Note A")
        #expect(host.shownTexts.contains("Body of A"))
        #expect(!host.shownTexts.contains("Select a note"))
        #expect(host.shownTexts.contains("Note B"), "the sidebar stays")
        host.click("Note B")
        #expect(host.shownTexts.contains("Body of B"))
        #expect(!host.shownTexts.contains("Body of A"), "the detail is replaced, not pushed over")
        #expect(!host.shownTexts.contains { $0.hasPrefix("‹") }, "no back button in the detail column")
    }

    @Test(".navigationViewStyle(.stack) keeps two views in one column showing the first")
    func stackStyle() throws {
        let host = try GtkTest.show(width: 520, height: 300) { Notes().navigationViewStyle(.stack) }
        defer { host.close() }
        #expect(host.root.first("GtkPaned") == nil)
        host.click("Note A")
        #expect(host.shownTexts.contains("Body of A"))
        #expect(host.shownTexts.contains("‹ Notes"), "pushed on the stack, with a back button")
    }

    @Test("navigationBarItems(leading:trailing:) puts its buttons in the window's header bar")
    func barItems() throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = try GtkTest.show(width: 400, height: 240) {
            NavigationView {
                Text("Inbox")
                    .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Compose") { taps.count += 1 })
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleDisplayMode(.inlineLarge)
            }
        }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        let compose = try #require(bar.all("GtkButton").first { $0.labelTexts == ["Compose"] })
        let edit = try #require(bar.all("GtkButton").first { $0.labelTexts == ["Edit"] })
        let editX = try #require(edit.frame(in: bar)).x
        let composeX = try #require(compose.frame(in: bar)).x
        #expect(editX < composeX, "leading before trailing")
        compose.emit("clicked")
        #expect(taps.count == 1)
        #expect(host.shownTexts.contains("Inbox"), "the display modes change nothing on a desktop")
    }

    @Test("navigationBarBackButtonHidden() removes the pushed screen's back button")
    func backButtonHidden() throws {
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack {
                NavigationLink("Open") { Text("Locked screen").navigationBarBackButtonHidden() }
                    .navigationTitle("Home")
            }
        }
        defer { host.close() }
        host.click("Open")
        #expect(host.shownTexts.contains("Locked screen"))
        #expect(!host.shownTexts.contains { $0.hasPrefix("‹") })
    }
}
