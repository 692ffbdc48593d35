import GraftCore
import GraftTestBackend
import Observation
import Testing

/// A row whose background the test changes, as an app's model would.
@Observable @MainActor
private final class RowColours {
    var highlighted: Int?
}

/// A row whose body reads the model, so a change re-renders this row alone.
private struct ColouredRow: View {
    let index: Int
    let colours: RowColours
    var body: some View {
        Text("row \(index)").listRowBackground(colours.highlighted == index ? Color.red : nil)
    }
}

@Suite("List row traits on the recording backend")
@MainActor
struct ListRowTraitsTests {
    private func list(_ harness: Harness) -> RecordedWidget { harness.first("list") }

    @Test("Background, insets and symbol tint travel from each row's view to its slot as meanings")
    func meanings() throws {
        let harness = Harness(
            GraftCore.List {
                Text("red").listRowBackground(Color.red)
                Text("inset").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Text("plain")
                Text("tinted").listItemTint(.fixed(.green))
                Text("grey").listItemTint(ListItemTint.monochrome)
            })
        let list = list(harness)
        let red = try #require(list.listSlot(at: 0)).look
        #expect(red.background == Color.red.resolve(in: .light))
        #expect(red.insets == nil && !red.hasBackgroundView)
        #expect(
            try #require(list.listSlot(at: 1)).look.insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(try #require(list.listSlot(at: 2)).look == _ListRowLook())
        #expect(try #require(list.listSlot(at: 3)).look.itemTint == Color.green.resolve(in: .light))
        #expect(try #require(list.listSlot(at: 4)).look.itemTint == Color.secondary.resolve(in: .light))
    }

    @Test("A background view's widgets go behind its row; outside a List the modifiers add nothing")
    func backgroundView() throws {
        let harness = Harness(
            GraftCore.List {
                Text("capsule").listRowBackground(Capsule().fill(Color.blue))
                Text("none")
            })
        let capsule = try #require(list(harness).listSlot(at: 0))
        #expect(capsule.look.hasBackgroundView)
        #expect(!capsule.background.isEmpty)
        #expect(try #require(list(harness).listSlot(at: 1)).background.isEmpty)

        let outside = Harness(
            VStack {
                Text("alone").listRowBackground(Capsule()).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
            })
        #expect(outside.root.texts == ["alone"])
        #expect(outside.root.first("shape") == nil, "no background is made outside a list")

        let lazy = Harness(LazyVStack { Text("lazy").listRowBackground(Color.red).listRowInsets(EdgeInsets()) })
        let slot = try #require(lazy.first("list").listSlot(at: 0))
        #expect(slot.lookUpdates == 0 && slot.look == _ListRowLook(), "a lazy stack's rows are not list rows")
    }

    @Test(
        "On a ForEach every row takes the modifier; a section's separators are its first row's top and last row's bottom"
    )
    func forEachAndSections() throws {
        let harness = Harness(
            GraftCore.List {
                Section("Head") {
                    ForEach(0..<3, id: \.self) { Text("row \($0)") }
                        .listRowSeparatorTint(.red)
                }
                .listSectionSeparator(.hidden, edges: .bottom)
                Text("after")
            })
        let list = list(harness)
        // 0: the header, 1–3: the rows, 4: the row after the section.
        #expect(
            try #require(list.listSlot(at: 0)).look.separatorTint == Color.red.resolve(in: .light),
            "the separator below the header is the first row's top one")
        #expect(try #require(list.listSlot(at: 4)).look.separatorTint == nil, "the row after the section is not tinted")
        for position in 1...3 {
            #expect(try #require(list.listSlot(at: position)).look.separatorTint == Color.red.resolve(in: .light))
        }
        #expect(try #require(list.listSlot(at: 1)).look.separator == .automatic)
        #expect(try #require(list.listSlot(at: 2)).look.separator == .automatic)
        #expect(try #require(list.listSlot(at: 3)).look.separator == .hidden, "the section's bottom separator")
        #expect(try #require(list.listSlot(at: 4)).look.separator == .automatic)
    }

    @Test("A row hiding its top separator hides the separator below the row above it")
    func topEdge() throws {
        let harness = Harness(
            GraftCore.List {
                Text("upper")
                Text("lower").listRowSeparator(.hidden, edges: .top)
                Text("last").listRowSeparator(.visible, edges: .bottom)
            })
        let list = list(harness)
        #expect(try #require(list.listSlot(at: 0)).look.separator == .hidden)
        #expect(try #require(list.listSlot(at: 1)).look.separator == .automatic)
        #expect(try #require(list.listSlot(at: 2)).look.separator == .visible)
    }

    @Test("A state change of one row's background restyles that row only")
    func restylesOneRow() throws {
        let colours = RowColours()
        let harness = Harness(
            GraftCore.List {
                ForEach(0..<5, id: \.self) { ColouredRow(index: $0, colours: colours) }
            })
        let list = list(harness)
        #expect(try #require(list.listSlot(at: 2)).look.background == nil)
        let before = (0..<5).map { list.listSlot(at: $0)?.lookUpdates ?? -1 }
        colours.highlighted = 2
        harness.turn()
        #expect(try #require(list.listSlot(at: 2)).look.background == Color.red.resolve(in: .light))
        let after = (0..<5).map { list.listSlot(at: $0)?.lookUpdates ?? -1 }
        #expect(after[2] == before[2] + 1)
        for position in [0, 1, 3, 4] { #expect(after[position] == before[position], "row \(position) untouched") }
        colours.highlighted = nil
        harness.turn()
        #expect(try #require(list.listSlot(at: 2)).look.background == nil, "nil gives the style's background back")
    }

    @Test("defaultMinListRowHeight and defaultMinListHeaderHeight reach rows and headers")
    func minimumHeights() throws {
        let harness = Harness(
            GraftCore.List {
                Section("Head") { Text("row") }
            }
            .environment(\.defaultMinListRowHeight, 80)
            .environment(\.defaultMinListHeaderHeight, 50))
        let list = list(harness)
        #expect(try #require(list.listSlot(at: 0)).look.minHeight == 50)
        #expect(try #require(list.listSlot(at: 1)).look.minHeight == 80)
        let plain = Harness(GraftCore.List { Text("row") })
        #expect(try #require(plain.first("list").listSlot(at: 0)).look.minHeight == nil)
    }
}
