import GraftCore
import GraftTestBackend
import Testing

/// `depth` levels nested by modifiers and type erasure, built by a loop: no recursion of ours
/// or the caller's, so only the engine could overflow.
@MainActor
func modifierChain(depth: Int, log: Log) -> AnyView {
    var view = AnyView(Text("leaf"))
    for level in 0..<depth {
        if level % 2 == 0 {
            view = AnyView(VStack { view }.padding(1))
        } else {
            view = AnyView(view.onDisappear { log.lines.append("gone") }.id(level))
        }
    }
    return view
}

/// The widgets below `root` and how deep they go, walked without recursion.
@MainActor
func walk(_ root: RecordedWidget) -> (count: Int, depth: Int, leaves: [String]) {
    var pending: [(RecordedWidget, Int)] = [(root, 0)]
    var count = 0
    var deepest = 0
    var leaves: [String] = []
    while let (widget, depth) = pending.popLast() {
        count += 1
        deepest = max(deepest, depth)
        if widget.kind == "text", let text = widget["text"] { leaves.append(text) }
        for child in widget.children { pending.append((child, depth + 1)) }
    }
    return (count, deepest, leaves)
}

@Suite("Deep trees")
@MainActor
struct DepthTests {
    @Test("A 10,000-deep tree of VStacks mounts, updates and unmounts without overflowing the stack")
    func deepStacks() {
        let depth = 10_000
        let h = Harness(DeepCounter(depth: depth))
        let mounted = walk(h.root)
        // root → outer VStack → depth nested VStacks → the leaf text.
        #expect(mounted.depth == depth + 2)
        #expect(mounted.leaves == ["count 0", "more"])
        #expect(h.backend.madeCount["stack"] == depth + 1)

        h.first("button").click()
        h.turn()
        let updated = walk(h.root)
        #expect(updated.depth == depth + 2)
        #expect(updated.leaves == ["count 1", "more"])
        // Updated in place: no widget was made again.
        #expect(h.backend.madeCount["stack"] == depth + 1)

        let widgets = Array(sequence(first: h.root) { $0.children.last })
        h.graph.unmount()
        #expect(widgets.count == depth + 3)
        #expect(widgets.dropFirst().filter { !$0.isDismantled }.isEmpty)
    }

    @Test("A 10,000-deep chain of modifiers and type-erased views mounts and unmounts")
    func deepModifiers() {
        let depth = 10_000
        let log = Log()
        let h = Harness(modifierChain(depth: depth, log: log))
        let mounted = walk(h.root)
        // Each even level is a padding around a VStack: two widgets.
        #expect(mounted.depth == depth + 1)
        #expect(mounted.leaves == ["leaf"])
        h.graph.unmount()
        #expect(log.lines.count == depth / 2)
    }
}
