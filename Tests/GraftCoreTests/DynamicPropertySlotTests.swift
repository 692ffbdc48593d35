import GraftCore
import GraftTestBackend
import Testing

/// Two states around a closure and a plain field: the slots are found by name, in declaration order.
@MainActor
private struct Mixed: View {
    let label: String
    let action: @MainActor () -> Void
    @State var first = 0
    let spacer = 1
    @State var second = 100
    @Environment(\.colorScheme) var scheme
    var body: some View {
        VStack {
            Button("first \(first)") { first += 1 }
            Button("second \(second)") { second += 1 }
            Text("\(label) \(scheme == .dark ? "dark" : "light")")
        }
    }
}

/// Re-evaluates `Mixed` from above with a new closure each time.
@MainActor
private struct MixedHost: View {
    @State var tick = 0
    var body: some View {
        VStack {
            Button("tick") { tick += 1 }
            Mixed(label: "tick \(tick)", action: {})
        }
    }
}

/// A modifier with its own state: its slots are found through the modified view's mirror.
private struct Tapping: ViewModifier {
    @State var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("taps \(taps)") { taps += 1 }
        }
    }
}

@Suite("Dynamic-property slots")
@MainActor
struct DynamicPropertySlotTests {
    @Test("Each @State keeps its own slot next to closures and plain fields, across re-evaluations")
    func statesBesideClosures() {
        let h = Harness(MixedHost())
        func button(_ prefix: String) -> RecordedWidget {
            h.root.allWidgets.first { $0.kind == "button" && ($0.first("text")?["text"] ?? "").hasPrefix(prefix) }!
        }
        button("second").click()
        button("second").click()
        button("first").click()
        h.turn()
        #expect(h.root.texts.contains("first 1"))
        #expect(h.root.texts.contains("second 102"))
        button("tick").click()
        h.turn()
        #expect(h.root.texts.contains("tick 1 light"), "the parent re-evaluated Mixed with a new value")
        #expect(h.root.texts.contains("first 1"))
        #expect(h.root.texts.contains("second 102"))
    }

    @Test("A view modifier's @State lives in the modified view's node")
    func modifierState() {
        let h = Harness(Text("content").modifier(Tapping()))
        let button = h.first("button")
        button.click()
        h.turn()
        button.click()
        h.turn()
        #expect(h.root.texts == ["content", "taps 2"])
    }
}
