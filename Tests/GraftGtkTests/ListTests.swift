import Graft
import GtkBridge
import Testing

@Suite("List on GtkListView", .serialized)
@MainActor
struct ListTests {
    @Test("100,000 rows make only about a screenful of row widgets, showing the first rows")
    func hundredThousandRows() throws {
        let model = ListModel(count: 100_000)
        let host = try GtkTest.show(width: 320, height: 240) { Tracked { List(model.items) { Text($0.name) } } }
        defer { host.close() }
        let list = host.list
        #expect(list.rowCount == 100_000)
        let visible = list.visibleTexts
        #expect(visible.first == "Row 0")
        #expect(visible.count >= 5 && visible.count <= 20, "a 240 px window shows about ten rows: \(visible)")
        // GTK 4.8's list view keeps up to 200 slots bound around the visible rows, whatever the
        // row count: the number is the same for 1,000 rows and for 100,000.
        let labels = list.listView.all("GtkLabel").count
        #expect(labels >= visible.count && labels <= 250, "\(labels) row labels for 100,000 rows")
        let small = try GtkTest.show(width: 320, height: 240) { List(ListModel(count: 1_000).items) { Text($0.name) } }
        defer { small.close() }
        #expect(small.list.listView.all("GtkLabel").count == labels)
    }

    @Test("Changing one row's data re-evaluates only that row, and its label shows the change")
    func oneRowChanges() throws {
        let model = ListModel(count: 1_000)
        RowBodies.counts = [:]
        let host = try GtkTest.show { Tracked { List(model.items) { CountingRow(item: $0) } } }
        defer { host.close() }
        let before = RowBodies.counts
        #expect(before[3] == 1)
        model.items[3].name = "Changed"
        GtkTest.settle()
        #expect(host.list.text(at: 3) == "Changed")
        #expect(RowBodies.counts[3] == 2)
        let others = RowBodies.counts.filter { $0.key != 3 }
        #expect(others == before.filter { $0.key != 3 }, "no other row body ran")
    }

    @Test("Inserting rows at the top keeps the selection and the scroll position on the same item")
    func insertAtTop() throws {
        let model = ListModel(count: 1_000)
        let host = try GtkTest.show(width: 320, height: 240) {
            Tracked {
                List(model.items, selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
                    Text($0.name)
                }
            }
        }
        defer { host.close() }
        let list = host.list
        list.scrollOffset = 3_000
        GtkTest.settle()
        model.selected = list.visiblePositions[2]
        GtkTest.settle()
        let selected = model.selected!
        #expect(list.selectedPositions == [selected])
        let visibleBefore = list.visibleTexts
        let offsetBefore = list.scrollOffset
        #expect(visibleBefore.contains("Row \(selected)"))
        model.items.insert(contentsOf: (0..<5).map { ListItemData(id: -1 - $0, name: "New \($0)") }, at: 0)
        GtkTest.settle()
        #expect(model.selected == selected, "the binding still names the same item")
        #expect(list.selectedPositions == [selected + 5], "GTK's selection moved with the item")
        #expect(list.visibleTexts == visibleBefore, "the same rows are on screen")
        #expect(list.scrollOffset > offsetBefore)
    }

    @Test("Single selection follows its binding both ways")
    func singleSelection() throws {
        let model = ListModel(count: 50)
        let host = try GtkTest.show {
            Tracked {
                List(model.items, selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
                    Text($0.name)
                }
            }
        }
        defer { host.close() }
        let list = host.list
        #expect(list.selectedPositions.isEmpty)
        list.selectAsUser(4)
        GtkTest.settle()
        #expect(model.selected == 4)
        model.selected = 7
        GtkTest.settle()
        #expect(list.selectedPositions == [7])
        model.selected = nil
        GtkTest.settle()
        #expect(list.selectedPositions.isEmpty)
    }

    @Test("Multiple selection follows its binding both ways")
    func multipleSelection() throws {
        let model = ListModel(count: 50)
        let host = try GtkTest.show {
            Tracked {
                List(model.items, selection: Binding(get: { model.selectedSet }, set: { model.selectedSet = $0 })) {
                    Text($0.name)
                }
            }
        }
        defer { host.close() }
        let list = host.list
        list.selectAsUser(2)
        list.selectAsUser(5, extending: true)
        GtkTest.settle()
        #expect(model.selectedSet == [2, 5])
        model.selectedSet = [1, 3, 9]
        GtkTest.settle()
        #expect(list.selectedPositions == [1, 3, 9])
    }

    @Test("Delete on the selected row calls onDelete; Alt+Up and Alt+Down call onMove")
    func deleteAndMove() throws {
        let model = ListModel(count: 10)
        let host = try GtkTest.show {
            Tracked {
                List(selection: Binding(get: { model.selected }, set: { model.selected = $0 })) {
                    ForEach(model.items) { Text($0.name) }
                        .onDelete { model.items.remove(atOffsets: $0) }
                        .onMove { model.items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        defer { host.close() }
        let list = host.list
        list.selectAsUser(3)
        GtkTest.settle()
        #expect(list.keyController.deliver(KeyPress(keyName: "Delete")))
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 1, 2, 4, 5, 6, 7, 8, 9])
        #expect(list.rowCount == 9)
        #expect(list.text(at: 3) == "Row 4")
        model.selected = 5
        GtkTest.settle()
        #expect(list.keyController.deliver(KeyPress(keyName: "Up", alt: true)))
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 1, 2, 5, 4, 6, 7, 8, 9])
        #expect(list.selectedPositions == [3], "the selection moved with the row")
        #expect(list.keyController.deliver(KeyPress(keyName: "Down", alt: true)))
        #expect(list.keyController.deliver(KeyPress(keyName: "Down", alt: true)))
        GtkTest.settle()
        #expect(model.items.map(\.id) == [0, 1, 2, 4, 6, 5, 7, 8, 9])
        #expect(list.text(at: 5) == "Row 5")
        #expect(!list.keyController.deliver(KeyPress(keyName: "a")), "other keys pass through")
    }

    @Test("Sections add a header row that cannot be selected; static rows mix with ForEach rows")
    func sections() throws {
        let model = ListModel(count: 3)
        let host = try GtkTest.show {
            Tracked {
                List {
                    Text("Top")
                    Section("Fruit") {
                        ForEach(model.items) { Text($0.name) }
                    }
                }
            }
        }
        defer { host.close() }
        let list = host.list
        #expect(list.rowCount == 5)
        #expect((0..<5).map { list.text(at: $0) } == ["Top", "Fruit", "Row 0", "Row 1", "Row 2"])
        let header = list.listItems.first { $0.position == 1 }!
        #expect(!header.isSelectable)
        #expect(header.child?.hasCSSClass("heading") == true)
    }
}
