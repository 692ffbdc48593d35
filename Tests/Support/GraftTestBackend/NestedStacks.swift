import GraftCore

/// `depth` VStacks, each a level of a recursive view type, with `leaf` in the innermost one: the
/// deep-tree fixture of the engine's and the GTK backend's depth tests.
@MainActor
public struct NestedStacks: View {
    let depth: Int
    let leaf: String

    /// A tree `depth` stacks deep around `Text(leaf)`.
    public init(depth: Int, leaf: String) {
        self.depth = depth
        self.leaf = leaf
    }

    /// The next stack down, or the leaf text at the bottom.
    public var body: some View {
        if depth == 0 {
            Text(leaf)
        } else {
            VStack { NestedStacks(depth: depth - 1, leaf: leaf) }
        }
    }
}

/// A deep tree whose leaf text comes from state, so one click of its "more" button updates
/// every level.
@MainActor
public struct DeepCounter: View {
    let depth: Int
    @State private var count = 0

    /// A counter whose text sits `depth` stacks deep.
    public init(depth: Int) { self.depth = depth }

    /// The button above the nested counter text.
    public var body: some View {
        VStack {
            Button("more") { count += 1 }
            NestedStacks(depth: depth, leaf: "count \(count)")
        }
    }
}
