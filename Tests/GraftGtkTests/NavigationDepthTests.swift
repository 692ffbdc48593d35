import Graft
import GtkBridge
import Testing

/// A screen of the deep navigation test: its level as a label and a title.
struct LevelScreen: View {
    let level: Int
    var body: some View { Text("Level \(level)").navigationTitle("Level \(level)") }
}

@Suite("Navigation at depth", .serialized)
@MainActor
struct NavigationDepthTests {
    /// The body evaluations and the pages in GTK's stack after one push and one pop at `depth`.
    func pushAndPop(at depth: Int) throws -> (push: Int, pop: Int, stackPages: Int, shown: [String]) {
        let model = NavigationModel()
        model.path = Array(1...depth)
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
                    Text("Root").navigationDestination(for: Int.self) { LevelScreen(level: $0) }
                }
            }
        }
        defer { host.close() }
        var before = host.graph.bodyEvaluationCount
        model.path.append(depth + 1)
        host.flush()
        let push = host.graph.bodyEvaluationCount - before
        GtkTest.settle()
        let shown = host.shownTexts
        before = host.graph.bodyEvaluationCount
        model.path.removeLast()
        host.flush()
        let pop = host.graph.bodyEvaluationCount - before
        GtkTest.settle()
        #expect(host.shownTexts.contains("Level \(depth)"))
        let stacks = host.root.all("GtkStack")
        let pages = stacks.map(\.childWidgets.count).max() ?? 0
        return (push, pop, pages, shown)
    }

    @Test("A push and a pop at depth 1,000 evaluate as few bodies as at depth 1, and GTK's stack holds one page")
    func flatInDepth() throws {
        let shallow = try pushAndPop(at: 1)
        let deep = try pushAndPop(at: 1_000)
        #expect(deep.shown.contains("Level 1001") && !deep.shown.contains("Level 1000"), "\(deep.shown)")
        #expect(deep.push == shallow.push, "bodies per push: \(deep.push) at depth 1,000, \(shallow.push) at depth 1")
        #expect(deep.pop == shallow.pop, "bodies per pop: \(deep.pop) at depth 1,000, \(shallow.pop) at depth 1")
        #expect(deep.stackPages == 1, "only the shown page is in a GtkStack, whatever the depth")
    }
}
