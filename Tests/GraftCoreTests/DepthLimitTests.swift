import GraftCore
import GraftTestBackend
import Observation
import Testing

/// How deep `GrowingStacks` nests; a test deepens it after the first build.
@Observable @MainActor
final class StackLevels {
    var levels = 10
}

@MainActor
struct GrowingStacks: View {
    let levels: StackLevels
    var body: some View { NestedStacks(depth: levels.levels, leaf: "leaf \(levels.levels)") }
}

@Suite("Nesting deeper than the backend can show")
@MainActor
struct DepthLimitTests {
    @Test("Views nested beyond the backend's limit make no widgets there: a message shows and the error is kept")
    func refusedBeyondLimit() throws {
        let h = Harness(NestedStacks(depth: 100, leaf: "too deep"), maximumWidgetDepth: 50)
        let error = try #require(h.graph.tooDeepError)
        #expect(error.limit == 50)
        let tree = walk(h.root)
        #expect(
            tree.leaves.count == 1 && tree.leaves[0].hasPrefix("⚠ Too deeply nested: more than 50"), "\(tree.leaves)")
        #expect(!tree.leaves.contains("too deep"))
        #expect(tree.depth <= 51)
        #expect(h.graph.diagnostics.filter { $0.contains("nest more than 50 widgets deep") }.count == 1)
    }

    @Test("A tree within the limit is built whole and reports nothing")
    func withinLimit() {
        let h = Harness(NestedStacks(depth: 40, leaf: "fits"), maximumWidgetDepth: 50)
        #expect(h.graph.tooDeepError == nil)
        #expect(walk(h.root).leaves == ["fits"])
        #expect(h.graph.diagnostics.isEmpty)
    }

    @Test("A tree that grows beyond the limit while shown stops there, and comes back whole when it shrinks")
    func growsAndShrinks() {
        let levels = StackLevels()
        let h = Harness(GrowingStacks(levels: levels), maximumWidgetDepth: 50)
        #expect(walk(h.root).leaves == ["leaf 10"])
        levels.levels = 200
        h.turn()
        #expect(h.graph.tooDeepError?.limit == 50)
        #expect(walk(h.root).leaves.first?.hasPrefix("⚠ Too deeply nested") == true)
        #expect(walk(h.root).depth <= 51)
        levels.levels = 20
        h.turn()
        #expect(walk(h.root).leaves == ["leaf 20"])
    }
}
