import GraftCore
import GraftTestBackend
import Testing

/// A view whose body only counts its evaluations; `input` is what the test varies.
@MainActor
private struct Probe<Input>: View {
    let input: Input
    let counts: Counts
    var body: some View {
        counts.hit("probe")
        return Text("probe")
    }
}

/// Re-evaluates its own body on each click, handing the probe `input(tick)`.
@MainActor
private struct ProbeHost<Input>: View {
    let counts: Counts
    let input: @MainActor (Int) -> Input
    @State var tick = 0
    var body: some View {
        VStack {
            Button("tick") { tick += 1 }
            Text("tick \(tick)")
            Probe(input: input(tick), counts: counts)
        }
    }
}

/// How many times the probe's body ran again after its parent's body ran again (0 or 1).
@MainActor
private func reevaluations<Input>(_ input: @escaping @MainActor (Int) -> Input) -> Int {
    let counts = Counts()
    let h = Harness(ProbeHost(counts: counts, input: input))
    let before = counts["probe"]
    h.first("button").click()
    h.turn()
    #expect(h.root.texts.contains("tick 1"), "the parent's body ran again")
    return counts["probe"] - before
}

private final class Reference {}

private struct Inner {
    var value: Int
    var object: Reference
}

private struct Outer {
    var name: String
    var inner: Inner
}

private struct Pair<First, Second> {
    var first: First
    var second: Second
}

/// Fields of mixed sizes, so that some lie at padded offsets.
private struct Packed {
    var flag: Bool
    var ratio: Double
    var small: Int8
    var name: String
    var count: Int16
    var object: Reference
}

private enum Payload {
    case number(Int)
    case reference(Reference)
}

private enum EquatablePayload: Equatable {
    case number(Int)
    case text(String)
}

private struct WeakHolder {
    weak var object: Reference?
}

@Suite("Input comparison")
@MainActor
struct InputComparisonTests {
    @Test("An Equatable input skips the body while equal and runs it when it changes")
    func equatable() {
        #expect(reevaluations { _ in 42 } == 0)
        #expect(reevaluations { tick in tick } == 1)
        #expect(reevaluations { _ in "same" } == 0)
    }

    @Test("A closure input always counts as changed")
    func closures() {
        let action: @MainActor () -> Void = {}
        #expect(reevaluations { _ in action } == 1)
    }

    @Test("A class input compares by identity")
    func classes() {
        let shared = Reference()
        #expect(reevaluations { _ in shared } == 0)
        #expect(reevaluations { _ in Reference() } == 1)
    }

    @Test("An existential input compares the value it holds, and its type")
    func existentials() {
        #expect(reevaluations { _ in 7 as any CustomStringConvertible } == 0)
        #expect(reevaluations { tick in tick as any CustomStringConvertible } == 1)
        #expect(reevaluations { tick in (tick == 0 ? 1 : "1") as any CustomStringConvertible } == 1)
        let shared = Reference()
        #expect(reevaluations { _ in shared as AnyObject } == 0)
        #expect(reevaluations { _ in [shared] as [Any] } == 1, "an array of Any is not Equatable")
    }

    @Test("A generic struct input compares through its specialised fields")
    func generics() {
        let shared = Reference()
        #expect(reevaluations { _ in Pair(first: 1, second: shared) } == 0)
        #expect(reevaluations { tick in Pair(first: tick, second: shared) } == 1)
        #expect(reevaluations { _ in Pair(first: "a", second: Reference()) } == 1)
    }

    @Test("An enum with payloads compares with == when Equatable, and counts as changed when not")
    func enums() {
        #expect(reevaluations { _ in EquatablePayload.text("a") } == 0)
        #expect(reevaluations { tick in tick == 0 ? EquatablePayload.text("a") : .number(1) } == 1)
        #expect(reevaluations { _ in Payload.number(1) } == 1)
    }

    @Test("An optional input compares its payload, or both nil")
    func optionals() {
        let shared = Reference()
        #expect(reevaluations { _ in Reference?.none } == 0)
        #expect(reevaluations { _ in Optional(shared) } == 0)
        #expect(reevaluations { tick in tick == 0 ? nil : shared } == 1)
        #expect(reevaluations { _ in Optional(Reference()) } == 1)
        #expect(reevaluations { tick in Optional(tick) } == 1)
    }

    @Test("A nested struct input compares field by field, down to its innermost fields")
    func nestedStructs() {
        let shared = Reference()
        #expect(reevaluations { _ in Outer(name: "a", inner: Inner(value: 1, object: shared)) } == 0)
        #expect(reevaluations { tick in Outer(name: "a", inner: Inner(value: tick, object: shared)) } == 1)
        #expect(reevaluations { _ in Outer(name: "a", inner: Inner(value: 1, object: Reference())) } == 1)
    }

    @Test("Each field of a struct with padded fields is compared, the last and the smallest too")
    func paddedFields() {
        let shared = Reference()
        func packed(_ tick: Int, changing field: Int) -> Packed {
            let changed = tick > 0
            return Packed(
                flag: field == 0 ? changed : false, ratio: field == 1 && changed ? 2 : 1,
                small: field == 2 && changed ? 9 : 3, name: field == 3 && changed ? "b" : "a",
                count: field == 4 && changed ? 7 : 5, object: field == 5 && changed ? Reference() : shared)
        }
        #expect(reevaluations { _ in packed(0, changing: -1) } == 0)
        for field in 0..<6 {
            #expect(reevaluations { tick in packed(tick, changing: field) } == 1, "field \(field) changed")
        }
    }

    @Test("A struct with a weak reference still compares (through its mirror)")
    func weakReferences() {
        let shared = Reference()
        let other = Reference()
        #expect(reevaluations { _ in WeakHolder(object: shared) } == 0)
        #expect(reevaluations { tick in WeakHolder(object: tick == 0 ? shared : other) } == 1)
    }

    @Test("A view with a weak reference field updates as its other inputs change, and keeps the reference")
    func weakReferenceView() {
        struct Owned: View {
            weak var owner: Reference?
            let title: String
            var body: some View { Text("\(title) \(owner == nil ? "alone" : "owned")") }
        }
        struct Host: View {
            let owner: Reference
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("tick") { tick += 1 }
                    Owned(owner: owner, title: "tick \(tick / 2)")
                }
            }
        }
        let owner = Reference()
        let h = Harness(Host(owner: owner))
        #expect(h.root.texts.contains("tick 0 owned"))
        for _ in 0..<3 {
            h.first("button").click()
            h.turn()
        }
        #expect(h.root.texts.contains("tick 1 owned"), "the title changed; the weak owner was read, not corrupted")
        withExtendedLifetime(owner) {}
    }

    @Test("A view input compares as that view's own inputs")
    func views() {
        #expect(reevaluations { _ in Text("same") } == 0)
        #expect(reevaluations { tick in Text("tick \(tick)") } == 1)
        #expect(reevaluations { _ in Probe(input: 1, counts: Counts()) } == 1, "a new Counts object")
    }

    @Test("A binding input is the same while it points at the same state")
    func bindings() {
        struct Host: View {
            let counts: Counts
            @State var tick = 0
            @State var other = 0
            var body: some View {
                VStack {
                    Button("tick") { tick += 1 }
                    Text("tick \(tick)")
                    Probe(input: tick < 1 ? $other : $other, counts: counts)
                    BindingProbe(value: tick == 0 ? $other : $tick, counts: counts)
                }
            }
        }
        struct BindingProbe: View {
            @Binding var value: Int
            let counts: Counts
            var body: some View {
                counts.hit("bindingProbe")
                return Text("bound")
            }
        }
        let counts = Counts()
        let h = Harness(Host(counts: counts))
        #expect(counts["probe"] == 1)
        #expect(counts["bindingProbe"] == 1)
        h.first("button").click()
        h.turn()
        #expect(h.root.texts.contains("tick 1"))
        #expect(counts["probe"] == 1, "the same binding")
        #expect(counts["bindingProbe"] == 2, "a binding to another state")
    }
}
