import GraftCore
import GraftTestBackend
import Testing

/// Wraps its content in `depth` line-limit writers, the innermost writing `depth`.
@MainActor
struct NestedLimits: View {
    let depth: Int
    let text: String
    var body: some View {
        if depth == 0 {
            AnyView(Text(text))
        } else {
            AnyView(NestedLimits(depth: depth - 1, text: text).lineLimit(depth))
        }
    }
}

@Suite("Environment chains")
@MainActor
struct EnvironmentChainTests {
    @Test("Hundreds of writers of one key: the innermost value wins, and values written above survive")
    func manyWriters() {
        // More writers than the chain holds before it folds (32), under a colour written once above.
        let h = Harness(NestedLimits(depth: 300, text: "deep").foregroundColor(.red))
        let text = h.first("text")
        #expect(text["text"] == "deep")
        #expect(text["lineLimit"] == "1")
        #expect(text["color"] == Color.red.resolve(in: .light).recorded)
    }

    @Test("A writer's new value reaches text below a folded chain")
    func changeThroughFoldedChain() {
        struct Root: View {
            @State var color = Color.red
            var body: some View {
                VStack {
                    NestedLimits(depth: 100, text: "deep")
                    Button("blue") { color = .blue }
                }
                .foregroundColor(color)
            }
        }
        let h = Harness(Root())
        #expect(h.first("text")["color"] == Color.red.resolve(in: .light).recorded)
        h.first("button").click()
        h.turn()
        #expect(h.first("text")["color"] == Color.blue.resolve(in: .light).recorded)
        #expect(h.first("text")["lineLimit"] == "1")
    }
}
