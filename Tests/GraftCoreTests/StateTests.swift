import GraftCore
import GraftTestBackend
import Testing

@MainActor
struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@MainActor
struct Parent: View {
    let counts: Counts
    @State var tick = 0
    var body: some View {
        counts.hit("parent")
        return VStack {
            Text("tick \(tick)")
            Button("tick") { tick += 1 }
            Child(counts: counts)
        }
    }
}

@MainActor
struct Child: View {
    let counts: Counts
    @State var value = 100
    var body: some View {
        counts.hit("child")
        return Button("child \(value)") { value += 1 }
    }
}

@Suite("State and bindings")
@MainActor
struct StateTests {
    @Test("A counter written as in SwiftUI counts clicks")
    func counter() {
        let h = Harness(CounterView())
        #expect(h.root.texts == ["Count: 0", "Increment"])
        h.first("button").click()
        h.turn()
        #expect(h.root.texts == ["Count: 1", "Increment"])
        h.first("button").click()
        h.first("button").click()
        h.turn()
        #expect(h.root.texts.first == "Count: 3")
    }

    @Test("Widgets are made once and updated in place")
    func inPlace() {
        let h = Harness(CounterView())
        let label = h.first("text")
        for _ in 0..<5 {
            h.first("button").click()
            h.turn()
        }
        #expect(h.first("text") === label)
        #expect(h.backend.madeCount["text"] == 2)
        #expect(label["text"] == "Count: 5")
    }

    @Test("@State survives re-evaluation of its parent's body")
    func stateSurvivesParent() {
        let counts = Counts()
        let h = Harness(Parent(counts: counts))
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[1].click()
        buttons[1].click()
        h.turn()
        #expect(h.root.texts.last == "child 102")
        buttons[0].click()
        h.turn()
        #expect(h.root.texts.contains("tick 1"))
        #expect(h.root.texts.last == "child 102")
    }

    @Test("A state change re-evaluates only the bodies that read it")
    func onlyReaders() {
        let counts = Counts()
        let h = Harness(Parent(counts: counts))
        #expect(counts["parent"] == 1 && counts["child"] == 1)
        h.root.allWidgets.filter { $0.kind == "button" }[1].click()
        h.turn()
        #expect(counts["parent"] == 1)
        #expect(counts["child"] == 2)
        h.root.allWidgets.filter { $0.kind == "button" }[0].click()
        h.turn()
        #expect(counts["parent"] == 2)
        #expect(counts["child"] == 2, "the child's inputs did not change, so its body is skipped")
    }

    @Test("All changes of one turn make one update pass")
    func coalesced() {
        let counts = Counts()
        let h = Harness(Parent(counts: counts))
        let passes = h.graph.updatePassCount
        for _ in 0..<10 { h.root.allWidgets.filter { $0.kind == "button" }[0].click() }
        #expect(h.backend.hasScheduledUpdates)
        h.turn()
        #expect(h.graph.updatePassCount == passes + 1)
        #expect(counts["parent"] == 2)
        #expect(h.root.texts.first == "tick 10")
    }

    @Test("Setting a state to an equal value does no work")
    func equalWrite() {
        struct Same: View {
            @State var value = 1
            var body: some View { Button("v\(value)") { value = 1 } }
        }
        let h = Harness(Same())
        h.first("button").click()
        #expect(!h.backend.hasScheduledUpdates)
    }

    @Test("A binding writes back into the parent's @State")
    func bindingWritesBack() {
        struct Host: View {
            @State var isOn = false
            @State var name = ""
            var body: some View {
                VStack {
                    Text(isOn ? "on" : "off")
                    Toggle("Switch", isOn: $isOn)
                    Text("Hello, \(name)")
                    TextField("Name", text: $name)
                }
            }
        }
        let h = Harness(Host())
        h.first("toggle").setOn(true)
        h.first("textField").type("Ada")
        h.turn()
        #expect(h.root.texts.first == "on")
        #expect(h.root.texts.contains("Hello, Ada"))
        #expect(h.first("toggle")["isOn"] == "true")
    }

    @Test("A child holding optional bindings and objects is skipped when they are unchanged")
    func optionalInputs() {
        final class Model {}
        struct Child: View {
            let progress: Binding<Int>?
            let model: Model?
            let counts: Counts
            var body: some View {
                counts.hit("child")
                return Text("child")
            }
        }
        struct Host: View {
            let counts: Counts
            let model = Model()
            @State var value = 0
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("tick \(tick)") { tick += 1 }
                    Child(progress: $value, model: model, counts: counts)
                    Child(progress: nil, model: nil, counts: counts)
                }
            }
        }
        let counts = Counts()
        let h = Harness(Host(counts: counts))
        #expect(counts["child"] == 2)
        h.first("button").click()
        h.turn()
        #expect(h.first("button").first("text")?["text"] == "tick 1")
        #expect(counts["child"] == 2)
    }

    @Test("Binding.constant ignores writes")
    func constantBinding() {
        let h = Harness(Toggle("Fixed", isOn: .constant(true)))
        h.first("toggle").setOn(false)
        h.turn()
        #expect(h.first("toggle")["isOn"] == "true")
    }
}
