import Graft
import GtkBridge
import Testing

@Suite("List rows in edit mode", .serialized)
@MainActor
struct ListEditModeGtkTests {
    /// A navigation stack (which keeps the edit mode) with an Edit button over a list: a run of
    /// rows that delete and move, then a run that does neither.
    struct Screen: View {
        let model: ListModel
        let fixed: [ListItemData]
        var body: some View {
            NavigationStack {
                VStack {
                    EditButton()
                    List {
                        ForEach(model.items) { Text($0.name) }
                            .onDelete { model.items.remove(atOffsets: $0) }
                            .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
                        ForEach(fixed) { Text($0.name) }
                    }
                }
            }
        }
    }

    @Test(
        "Edit shows Delete before and Move Up / Move Down after each editable row; they call onDelete and onMove; Done hides them"
    )
    func buttonsWhileEditing() throws {
        let model = ListModel(count: 5)
        let fixed = [ListItemData(id: 100, name: "Fixed")]
        let host = try GtkTest.show(width: 360, height: 420) { Tracked { Screen(model: model, fixed: fixed) } }
        defer { host.close() }
        let list = host.list
        #expect(list.text(at: 0) == "Row 0")
        #expect(buttons(list, at: 0).isEmpty, "no edit controls outside edit mode")

        try #require(editButton(host, "Edit")).emit("clicked")
        GtkTest.settle()
        #expect(editButton(host, "Done") != nil)
        for position in 0..<5 {
            #expect(buttons(list, at: position).count == 3 && showsIcons(list, at: position))
            #expect(tooltips(list, at: position) == ["Delete", "Move Up", "Move Down"])
            #expect(buttons(list, at: position).allSatisfy { $0.isMapped })
        }
        #expect(buttons(list, at: 5).isEmpty, "a ForEach with neither action gets no controls")
        #expect(list.text(at: 5) == "Fixed")
        #expect(buttons(list, at: 0)[1].isSensitive == false, "the first row cannot move up")
        #expect(buttons(list, at: 4)[2].isSensitive == false, "the last row cannot move down")
        #expect(buttons(list, at: 0)[0].hasCSSClass("destructive-action"))

        buttons(list, at: 2)[0].emit("clicked")
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 1, 3, 4])
        #expect(list.text(at: 2) == "Row 3")
        buttons(list, at: 2)[1].emit("clicked")
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 3, 1, 4])
        buttons(list, at: 0)[2].emit("clicked")
        GtkTest.settle()
        #expect(model.items.map(\.id) == [3, 0, 1, 4])
        #expect(list.text(at: 0) == "Row 3" && list.text(at: 1) == "Row 0")
        #expect(buttons(list, at: 3)[2].isSensitive == false, "the new last row cannot move down")

        try #require(editButton(host, "Done")).emit("clicked")
        GtkTest.settle()
        #expect(editButton(host, "Edit") != nil)
        #expect((0..<5).allSatisfy { buttons(list, at: $0).isEmpty }, "Done hides the controls")
        #expect(list.text(at: 0) == "Row 3")
    }

    @Test("A ForEach with only onDelete gets only the Delete button")
    func deleteOnly() throws {
        let model = ListModel(count: 3)
        let host = try GtkTest.show(width: 360, height: 300) {
            Tracked {
                NavigationStack {
                    VStack {
                        EditButton()
                        List { ForEach(model.items) { Text($0.name) }.onDelete { model.items.remove(atOffsets: $0) } }
                    }
                }
            }
        }
        defer { host.close() }
        try #require(editButton(host, "Edit")).emit("clicked")
        GtkTest.settle()
        let list = host.list
        #expect(buttons(list, at: 1).count == 1 && showsIcons(list, at: 1))
        #expect(tooltips(list, at: 1) == ["Delete"])
        buttons(list, at: 1)[0].emit("clicked")
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 2])
    }

    /// The buttons inside the row at `position`, in order.
    private func buttons(_ list: Gtk.ListView, at position: Int) -> [Gtk.Widget] {
        list.listItems.first { $0.position == position }?.child?.all("GtkButton") ?? []
    }

    /// Whether every button in the row at `position` shows its icon.
    private func showsIcons(_ list: Gtk.ListView, at position: Int) -> Bool {
        buttons(list, at: position).allSatisfy { $0.all("GtkPicture").first?.paintable != nil }
    }

    /// The tooltips inside the row at `position`, in order.
    private func tooltips(_ list: Gtk.ListView, at position: Int) -> [String] {
        (list.listItems.first { $0.position == position }?.child?.descendants ?? []).compactMap(\.tooltip)
    }

    private func editButton(_ host: HostingWindow, _ title: String) -> Gtk.Widget? {
        host.root.all("GtkButton").first { $0.isMapped && $0.labelTexts == [title] }
    }
}
