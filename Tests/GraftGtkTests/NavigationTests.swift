import Graft
import GtkBridge
import Observation
import Testing

@Observable @MainActor
final class NavigationModel {
    var path: [Int] = []
    var anyPath = NavigationPath()
}

struct RootScreen: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
            NavigationLink("Open 7", value: 7)
            NavigationLink("About") { Text("About Graft").navigationTitle("About") }
        }
        .navigationTitle("Root")
        .navigationDestination(for: Int.self) { number in
            Text("Detail \(number)").navigationTitle("Item \(number)")
        }
    }
}

extension HostingWindow {
    /// The texts of the labels on screen (labels on hidden pages are not mapped).
    var shownTexts: [String] {
        root.all("GtkLabel").filter(\.isMapped).compactMap { $0.property("label", as: String.self) }
    }

    /// Clicks the shown button whose label reads `title`.
    func click(_ title: String) {
        let button = root.all("GtkButton").first { $0.isMapped && $0.labelTexts.first == title }
        #expect(button != nil, "no button \(title) among \(shownTexts)")
        _ = button?.emit("clicked")
        GtkTest.settle()
    }
}

@Suite("Navigation", .serialized)
@MainActor
struct NavigationTests {
    @Test("NavigationLink(value:) pushes the registered destination; the path, back button and title follow")
    func pushAndPop() throws {
        let model = NavigationModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) { RootScreen() }
            }
        }
        defer { host.close() }
        #expect(host.shownTexts.contains("Root"))
        #expect(!host.shownTexts.contains { $0.hasPrefix("‹") }, "no back button on the root")
        host.click("Tap")
        #expect(host.shownTexts.contains("Taps 1"))
        host.click("Open 7")
        #expect(model.path == [7])
        #expect(host.shownTexts.contains("Detail 7"))
        #expect(host.shownTexts.contains("Item 7"), "the header shows the pushed screen's title")
        #expect(!host.shownTexts.contains("Taps 1"), "the root is hidden")
        host.click("‹ Root")
        #expect(model.path == [])
        #expect(host.shownTexts.contains("Taps 1"), "the root kept its state")
    }

    @Test("Setting the path binding pushes, pops and goes back to the root")
    func pathBinding() throws {
        let model = NavigationModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) { RootScreen() }
            }
        }
        defer { host.close() }
        model.path = [1, 2, 3]
        GtkTest.settle()
        #expect(host.shownTexts.contains("Detail 3"))
        #expect(host.shownTexts.contains("Item 3"))
        #expect(host.shownTexts.contains("‹ Item 2"))
        host.click("‹ Item 2")
        #expect(model.path == [1, 2])
        #expect(host.shownTexts.contains("Detail 2"))
        model.path = []
        GtkTest.settle()
        #expect(host.shownTexts.contains("Root"))
        #expect(host.shownTexts.contains("Taps 0"))
    }

    @Test("A NavigationPath holds values of any type; NavigationLink(destination:) pushes a view")
    func navigationPath() throws {
        let model = NavigationModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.anyPath }, set: { model.anyPath = $0 })) {
                    RootScreen()
                        .navigationDestination(for: String.self) { Text("Word \($0)") }
                }
            }
        }
        defer { host.close() }
        model.anyPath.append(5)
        model.anyPath.append("five")
        GtkTest.settle()
        #expect(host.shownTexts.contains("Word five"))
        host.click("‹ Item 5")
        #expect(model.anyPath.count == 1)
        #expect(host.shownTexts.contains("Detail 5"))
        model.anyPath = NavigationPath()
        GtkTest.settle()
        host.click("About")
        #expect(host.shownTexts.contains("About Graft"))
        #expect(host.shownTexts.contains("About"))
        #expect(model.anyPath.isEmpty, "a pushed view is not a path value")
        host.click("‹ Root")
        #expect(host.shownTexts.contains("Taps 0"))
    }

    @Test("A value with no registered destination shows a note instead of nothing")
    func missingDestination() throws {
        let model = NavigationModel()
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.anyPath }, set: { model.anyPath = $0 })) { Text("Home") }
            }
        }
        defer { host.close() }
        model.anyPath.append(2.5)
        GtkTest.settle()
        #expect(host.shownTexts.contains("No navigationDestination for Double"))
    }

    @Test("NavigationSplitView puts the sidebar and the detail in a GtkPaned")
    func splitView() throws {
        let host = try GtkTest.show(width: 480, height: 300) {
            NavigationSplitView {
                List(ListModel(count: 5).items) { Text($0.name) }
            } detail: {
                Text("Detail pane")
            }
        }
        defer { host.close() }
        let paned = try #require(host.root.first("GtkPaned"))
        #expect(paned.childWidgets.filter { $0.typeName == "GtkBox" }.count == 2)
        #expect(host.shownTexts.contains("Row 0"))
        #expect(host.shownTexts.contains("Detail pane"))
        #expect(paned.childWidgets[0].allocatedWidth >= 100, "the sidebar has room")
    }
}
