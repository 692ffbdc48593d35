import GraftCore
import GraftTestBackend
import Testing

@Suite(".contextMenu and .swipeActions on the recording backend")
@MainActor
struct ContextMenuTests {
    final class Log {
        var events: [String] = []
    }

    @Test("Context-menu and swipe actions join one menu, in the order applied; an item runs its action")
    func joinedMenu() {
        let log = Log()
        let harness = Harness(
            Text("Row")
                .swipeActions(edge: .leading) { Button("Flag") { log.events.append("flag") } }
                .contextMenu {
                    Button("Copy") { log.events.append("copy") }
                    Divider()
                    Button("Delete", role: .destructive) { log.events.append("delete") }
                })
        let host = harness.first("contextMenuHost")
        #expect(harness.root.allWidgets.filter { $0.kind == "contextMenuHost" }.count == 1, "one menu, not nested ones")
        #expect(host.children.first?.texts == ["Row"])
        let menu = harness.first("contextMenu")
        let buttons = menu.allWidgets.filter { $0.kind == "button" }
        #expect(buttons.map(\.texts) == [["Flag"], ["Copy"], ["Delete"]])
        buttons[2].click()
        #expect(log.events == ["delete"])
    }
}
