import GraftCore
import GraftTestBackend
import Testing

@Suite("Commands: which menus a scene's commands make, in menu-bar order")
@MainActor
struct CommandsLayoutTests {
    struct AppCommands: Commands {
        var body: some Commands {
            CommandGroup(replacing: .help) { Text("help") }
            CommandMenu("Shapes") { Text("shapes") }
            CommandGroup(after: .pasteboard) { Text("after paste") }
            CommandGroup(before: .pasteboard) { Text("before paste") }
            CommandMenu(Text("Debug")) { Text("debug") }
            CommandGroup(after: .newItem) { Text("new") }
        }
    }

    func titles(_ commands: some Commands) -> [String] {
        _CommandMenuLayout.menus(for: commands._commandEntries).map { "\($0.title) \($0.sections.count)" }
    }

    @Test("Standard menus with items come first, the app's menus after View, Window and Help last")
    func order() {
        #expect(titles(AppCommands()) == ["File 1", "Edit 2", "Shapes 1", "Debug 1", "Help 1"])
        #expect(titles(EmptyCommands()).isEmpty)
    }

    @Test("Within a placement, before comes first and after last; the items are the groups' views")
    func groupOrder() {
        let edit = _CommandMenuLayout.menus(for: AppCommands()._commandEntries)[1]
        let harness = Harness(VStack { ForEach(0..<edit.sections.count, id: \.self) { edit.sections[$0] } })
        #expect(
            harness.root.allWidgets.filter { $0.kind == "text" }.map { $0["text"] } == ["before paste", "after paste"])
    }
}
