import GraftCore
import GraftTestBackend
import Testing

@Suite("ToolbarContentBuilder forms and toolbar content on the recording backend")
@MainActor
struct ToolbarContentTests {
    enum Mode { case read, edit, review }

    struct ModeToolbar: CustomizableToolbarContent {
        let mode: Mode
        var body: some CustomizableToolbarContent {
            ToolbarItem(id: "mode", placement: .principal) { Text("Mode") }
            switch mode {
            case .read: ToolbarItem(id: "read") { Text("Read") }
            case .edit: ToolbarItem(id: "edit") { Text("Edit") }
            case .review: ToolbarItem(id: "review") { Text("Review") }
            }
        }
    }

    @ToolbarContentBuilder
    func shared(_ saving: Bool) -> some ToolbarContent {
        if saving {
            ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
        } else {
            ToolbarItemGroup(placement: .bottomBar) { Text("Status") }
        }
        ToolbarTitleMenu()
    }

    func slots(_ harness: Harness) -> [String: [String]] {
        let host = harness.first("toolbarHost")
        return Dictionary(uniqueKeysWithValues: host.backgroundChildren.map { ($0.kind, $0.texts) })
    }

    @Test("switch in customizable content, .toolbar(id:content:) and ToolbarItem(id:placement:)")
    func customizable() {
        let harness = Harness(Text("Body").toolbar(id: "modes") { ModeToolbar(mode: .edit) })
        #expect(slots(harness)["toolbar.principal"] == ["Mode"])
        #expect(slots(harness)["toolbar.trailing"] == ["Edit"])
    }

    @Test("A @ToolbarContentBuilder function with if/else and ToolbarTitleMenu(); plain views keep the view builder")
    func builderFunction() {
        let saving = Harness(Text("Body").toolbar { shared(true) })
        #expect(slots(saving)["toolbar.leading"] == ["Cancel"])
        #expect(slots(saving)["toolbar.bottom"] ?? [] == [])
        let idle = Harness(Text("Body").toolbar { shared(false) })
        #expect(slots(idle)["toolbar.bottom"] == ["Status"])
        // A toolbar with a plain view among its items is built by the view builder, as before.
        let mixed = Harness(
            Text("Body").toolbar {
                ToolbarItem(placement: .navigation) { Text("Back") }
                Text("Plain")
            })
        #expect(slots(mixed)["toolbar.leading"] == ["Back"])
        #expect(slots(mixed)["toolbar.trailing"] == ["Plain"])
    }
}
