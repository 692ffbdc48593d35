import GraftCore
import GraftTestBackend
import Testing

struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

@MainActor
struct AccentLabel: View {
    @Environment(\.accent) var accent
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(accent) \(scheme)") }
}

@MainActor
struct EnvHost: View {
    @State var accent = "red"
    var body: some View {
        VStack {
            Button("change") { accent = "green" }
            AccentLabel().environment(\.accent, accent)
            AccentLabel()
        }
    }
}

@Suite("Environment")
@MainActor
struct EnvironmentTests {
    @Test("Custom keys flow down and update readers when they change")
    func customKey() {
        let h = Harness(EnvHost())
        #expect(h.root.texts.suffix(2) == ["red light", "blue light"])
        h.first("button").click()
        h.turn()
        #expect(h.root.texts.suffix(2) == ["green light", "blue light"])
    }

    @Test("The colour scheme of the window reaches every view and colour, switchable at run time")
    func colorScheme() {
        let h = Harness(
            VStack {
                AccentLabel(); Color.background; Text("t")
            })
        #expect(h.first("color")["color"] == "rgb(255,255,255)")
        h.graph.setEnvironment { $0.colorScheme = .dark }
        #expect(h.root.texts.first == "blue dark")
        #expect(h.first("color")["color"] == "rgb(31,31,31)")
        #expect(h.root.allWidgets.filter { $0.kind == "text" }.last?["color"] == "rgb(242,242,242)")
    }

    @Test(".colorScheme(_:) overrides a subtree; .preferredColorScheme asks the window")
    func subtreeScheme() {
        let h = Harness(
            VStack {
                AccentLabel().colorScheme(.dark); AccentLabel()
            }.preferredColorScheme(.dark))
        #expect(h.root.texts == ["blue dark", "blue light"])
        #expect(h.backend.preferredColorScheme == .some(.dark))
    }

    @Test("font, foregroundColor and disabled reach the primitives below")
    func styleModifiers() {
        let h = Harness(
            VStack {
                Text("a")
                Button("b") {}
            }
            .font(.title).foregroundColor(.red).disabled(true))
        #expect(h.first("text")["font"] == "22.0")
        #expect(h.first("text")["color"] == "rgb(224,28,36)")
        #expect(h.first("button")["enabled"] == "false")
    }
}
