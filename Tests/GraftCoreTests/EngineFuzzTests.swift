import Foundation
import GraftCore
import GraftTestBackend
import GraftTestSupport
import Observation
import Testing

struct FuzzItem: Identifiable, Equatable {
    var id: Int
    var value: Int
    var kind: Int
}

/// The state the fuzzer changes; the views read it, so each change invalidates its readers.
@Observable
@MainActor
final class FuzzState {
    var items: [FuzzItem] = []
    var flag = false
    var depth = 1
    var label = "leaf"
    var showsList = true

    func copy() -> FuzzState {
        let copy = FuzzState()
        copy.items = items
        copy.flag = flag
        copy.depth = depth
        copy.label = label
        copy.showsList = showsList
        return copy
    }
}

@MainActor
struct FuzzRoot: View {
    let state: FuzzState
    var body: some View {
        VStack {
            if state.flag { Text("flag on").font(.headline) } else { Spacer() }
            if state.showsList {
                VStack(spacing: 2) { ForEach(state.items) { FuzzRow(item: $0) } }
            }
            FuzzNest(depth: state.depth, label: state.label)
        }
    }
}

@MainActor
struct FuzzRow: View {
    let item: FuzzItem
    var body: some View {
        switch item.kind % 4 {
        case 0:
            Text("row \(item.id) \(item.value)")
        case 1:
            HStack {
                Text("\(item.id)")
                Text("\(item.value)")
            }
            .padding(Double(item.value % 3))
        case 2:
            VStack {
                if item.value % 2 == 0 { Text("even \(item.id)") }
                Text("v\(item.value)").opacity(item.value % 4 == 0 ? 0.5 : 1)
            }
            .id(item.value % 5)
        default:
            Group {
                Text("g\(item.id)")
                AnyView(item.value % 2 == 0 ? AnyView(Text("any \(item.value)")) : AnyView(Spacer()))
            }
            .onAppear {}
        }
    }
}

@MainActor
struct FuzzNest: View {
    let depth: Int
    let label: String
    var body: some View {
        if depth == 0 {
            Text(label)
        } else {
            ZStack { FuzzNest(depth: depth - 1, label: label) }.background(depth % 2 == 0 ? .red : .blue)
        }
    }
}

/// The recorded tree as text: kinds, properties and children, in order.
@MainActor
func describeTree(_ root: RecordedWidget) -> String {
    var lines: [String] = []
    var pending: [(RecordedWidget, Int)] = [(root, 0)]
    while let (widget, level) = pending.popLast() {
        let properties = widget.properties.keys.sorted().map { "\($0)=\(widget[$0] ?? "")" }.joined(separator: " ")
        lines.append(String(repeating: " ", count: level) + widget.kind + " " + properties)
        for child in (widget.backgroundChildren + widget.children).reversed() { pending.append((child, level + 1)) }
    }
    return lines.joined(separator: "\n")
}

@Suite("Engine fuzzing")
@MainActor
struct EngineFuzzTests {
    /// One random change of the state.
    static func step(_ state: FuzzState, _ random: inout SeededGenerator, nextID: inout Int) -> String {
        let count = state.items.count
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22:
            let item = FuzzItem(
                id: nextID, value: Int.random(in: 0..<20, using: &random), kind: Int.random(in: 0..<4, using: &random))
            nextID += 1
            state.items.insert(item, at: Int.random(in: 0...count, using: &random))
            return "insert \(item.id)"
        case 22..<38 where count > 0:
            let index = Int.random(in: 0..<count, using: &random)
            state.items.remove(at: index)
            return "delete at \(index)"
        case 38..<50 where count > 1:
            let from = Int.random(in: 0..<count, using: &random)
            let item = state.items.remove(at: from)
            let to = Int.random(in: 0..<count, using: &random)
            state.items.insert(item, at: to)
            return "move \(from)→\(to)"
        case 50..<62 where count > 0:
            let index = Int.random(in: 0..<count, using: &random)
            state.items[index].value = Int.random(in: 0..<20, using: &random)
            return "value at \(index)"
        case 62..<70 where count > 0:
            let index = Int.random(in: 0..<count, using: &random)
            state.items[index].kind = Int.random(in: 0..<4, using: &random)
            return "kind at \(index)"
        case 70..<74 where count > 0:
            // A duplicate id (a caller's mistake): the first of each id is shown.
            var copy = state.items[Int.random(in: 0..<count, using: &random)]
            copy.value += 1
            state.items.insert(copy, at: Int.random(in: 0...count, using: &random))
            return "duplicate \(copy.id)"
        case 74..<80:
            state.items.shuffle(using: &random)
            return "shuffle"
        case 80..<86:
            state.flag.toggle()
            return "flag"
        case 86..<91:
            state.depth = Int.random(in: 0..<6, using: &random)
            return "depth \(state.depth)"
        case 91..<95:
            state.label = "leaf \(Int.random(in: 0..<5, using: &random))"
            return "label"
        case 95..<97:
            state.showsList.toggle()
            return "list \(state.showsList)"
        default:
            if state.items.count > 40 { state.items.removeFirst(20) }
            return "trim"
        }
    }

    @Test("Random state changes keep the widget tree equal to a fresh render of the same state (seeded)")
    func fuzz() {
        let environment = ProcessInfo.processInfo.environment
        let steps = environment["GRAFT_FUZZ_STEPS"].flatMap { Int($0) } ?? 10_000
        let seeds: [UInt64]
        if let seed = environment["GRAFT_FUZZ_SEED"].flatMap({ UInt64($0) }) {
            seeds = [seed]
        } else if environment["CI"] != nil && environment["GRAFT_FUZZ_RANDOM"] == nil {
            // CI runs the same steps every time, so a red build is the change's, not the dice's.
            seeds = Self.ciSeeds
        } else {
            seeds = [UInt64.random(in: 1..<UInt64.max)]
        }
        for seed in seeds { Self.run(seed: seed, steps: max(1, steps / seeds.count)) }
    }

    /// The seeds CI replays (`CI` set); `scripts/fuzz` picks fresh ones.
    static let ciSeeds: [UInt64] = [1, 0x5EED_0F_6A_F7, 20_261_201, 0xDEAD_BEEF]

    static func run(seed: UInt64, steps: Int) {
        print("EngineFuzzTests: seed \(seed), \(steps) steps — reproduce with GRAFT_FUZZ_SEED=\(seed) scripts/fuzz")
        var random = SeededGenerator(seed: seed)
        let state = FuzzState()
        let h = Harness(FuzzRoot(state: state))
        var nextID = 0
        var history: [String] = []
        for index in 0..<steps {
            // Sometimes several changes land in one turn.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                history.append(Self.step(state, &random, nextID: &nextID))
            }
            h.turn()
            let fresh = Harness(FuzzRoot(state: state.copy()))
            let live = describeTree(h.root)
            let expected = describeTree(fresh.root)
            fresh.graph.unmount()
            let made = h.backend.madeCount.values.reduce(0, +)
            let dismantled = h.backend.dismantledCount.values.reduce(0, +)
            let shown = h.root.allWidgets.count
            guard live == expected, made - dismantled == shown else {
                Issue.record(
                    """
                    step \(index) (seed \(seed)) after \(history.suffix(5)): \
                    \(live == expected ? "" : "tree differs from a fresh render\nlive:\n\(live)\nfresh:\n\(expected)") \
                    made \(made), dismantled \(dismantled), shown \(shown)
                    """)
                return
            }
        }
        h.graph.unmount()
        #expect(h.backend.madeCount.values.reduce(0, +) == h.backend.dismantledCount.values.reduce(0, +))
    }
}
