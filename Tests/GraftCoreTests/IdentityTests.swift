import GraftCore
import GraftTestBackend
import Testing

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

@MainActor
struct Row: View {
    let item: Item
    @State var taps = 0
    var body: some View { Button("\(item.title) \(taps)") { taps += 1 } }
}

@MainActor
struct List: View {
    @Binding var items: [Item]
    var body: some View { VStack { ForEach(items) { Row(item: $0) } } }
}

@MainActor
struct ListHost: View {
    @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    @State var showsExtra = false
    var body: some View {
        VStack {
            Button("shuffle") { items = [items[2], items[0], items[1]] }
            Button("drop") { items.removeFirst() }
            Button("extra") { showsExtra.toggle() }
            if showsExtra { Text("extra") } else { Spacer() }
            List(items: $items)
        }
    }
}

@Suite("Identity")
@MainActor
struct IdentityTests {
    func buttons(_ h: Harness) -> [RecordedWidget] { h.root.allWidgets.filter { $0.kind == "button" } }

    @Test("ForEach keeps each row's widget and state with its id when rows move")
    func forEachMoves() {
        let h = Harness(ListHost())
        let rowA = buttons(h)[3]
        rowA.click()
        h.turn()
        #expect(rowA.first("text")?["text"] == "a 1")
        buttons(h)[0].click()
        h.turn()
        let rows = Array(buttons(h)[3...])
        #expect(rows.map { $0.first("text")!["text"]! } == ["c 0", "a 1", "b 0"])
        #expect(rows[1] === rowA)
        #expect(h.backend.madeCount["button"] == 6)
    }

    @Test("Rows with the same ids in the same order are updated in place")
    func forEachInPlace() {
        struct Host: View {
            @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
            var body: some View {
                VStack {
                    Button("rename") { items = items.map { Item(id: $0.id, title: $0.title.uppercased()) } }
                    ForEach(items) { Text($0.title) }
                }
            }
        }
        let h = Harness(Host())
        let labels = h.root.allWidgets.filter { $0.kind == "text" }.suffix(2)
        h.first("button").click()
        h.turn()
        let after = h.root.allWidgets.filter { $0.kind == "text" }.suffix(2)
        #expect(after.map { $0["text"] } == ["A", "B"])
        #expect(zip(labels, after).allSatisfy { $0 === $1 })
        #expect(h.backend.madeCount["text"] == 3)
    }

    @Test("Removing an element dismantles its row only")
    func forEachRemoves() {
        let h = Harness(ListHost())
        let rowA = buttons(h)[3]
        let rowB = buttons(h)[4]
        buttons(h)[1].click()
        h.turn()
        #expect(rowA.isDismantled)
        #expect(!rowB.isDismantled)
        #expect(buttons(h).count == 5)
    }

    @Test("if/else swaps widgets in place of each other, at the same position")
    func conditional() {
        let h = Harness(ListHost())
        let stack = h.root.children[0]
        #expect(stack.children[3].kind == "spacer")
        buttons(h)[2].click()
        h.turn()
        #expect(stack.children[3].kind == "text")
        #expect(stack.children[3]["text"] == "extra")
        buttons(h)[2].click()
        h.turn()
        #expect(stack.children[3].kind == "spacer")
    }

    @Test("A new explicit id replaces the view and its state")
    func explicitID() {
        struct Host: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("next") { generation += 1 }
                    Row(item: Item(id: 0, title: "row")).id(generation)
                }
            }
        }
        let h = Harness(Host())
        let row = buttons(h)[1]
        row.click()
        h.turn()
        #expect(row.first("text")?["text"] == "row 1")
        buttons(h)[0].click()
        h.turn()
        #expect(row.isDismantled)
        #expect(buttons(h)[1].first("text")?["text"] == "row 0")
    }

    @Test("switch, if let, Group, AnyView and ranges build the expected children")
    func builders() {
        enum Mode { case one, two }
        struct Host: View {
            let mode: Mode
            let name: String?
            var body: some View {
                VStack {
                    switch mode {
                    case .one: Text("one")
                    case .two: Text("two")
                    }
                    if let name { Text(name) }
                    Group {
                        Text("g1")
                        Text("g2")
                    }
                    AnyView(Text("any"))
                    ForEach(0..<2) { Text("r\($0)") }
                    EmptyView()
                }
            }
        }
        #expect(Harness(Host(mode: .two, name: "n")).root.texts == ["two", "n", "g1", "g2", "any", "r0", "r1"])
        #expect(Harness(Host(mode: .one, name: nil)).root.texts == ["one", "g1", "g2", "any", "r0", "r1"])
    }
}
