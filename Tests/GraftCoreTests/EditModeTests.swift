import GraftCore
import GraftTestBackend
import Testing

private struct EditingState: View {
    @Environment(\.editMode) private var editMode
    var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing") }
}

@Suite("EditButton and editMode on the recording backend")
@MainActor
struct EditModeTests {
    @Test("EditButton in a NavigationStack toggles the stack's edit mode: Edit ↔ Done, views inside follow")
    func toggles() {
        let harness = Harness(
            NavigationStack {
                VStack {
                    EditButton(); EditingState()
                }
            })
        #expect(harness.root.texts.contains("Edit"))
        #expect(harness.root.texts.contains("viewing"))
        let button = harness.root.allWidgets.first { $0.kind == "button" && $0.texts == ["Edit"] }
        button?.click()
        harness.turn()
        #expect(harness.root.texts.contains("Done"))
        #expect(harness.root.texts.contains("editing"))
    }

    @Test("An app's own .environment(\\.editMode, $mode) wins over the stack's")
    func appBinding() {
        final class Box { var mode = EditMode.active }
        let box = Box()
        let binding = Binding(get: { box.mode }, set: { box.mode = $0 })
        let harness = Harness(
            NavigationStack {
                VStack {
                    EditButton(); EditingState()
                }
            }.environment(\.editMode, binding))
        #expect(harness.root.texts.contains("Done"))
        let button = harness.root.allWidgets.first { $0.kind == "button" && $0.texts == ["Done"] }
        button?.click()
        #expect(box.mode == .inactive)
    }
}
