import Foundation
import Graft
import GtkBridge
import Testing

/// What the commands of the test app act on, shared by its menus and its window.
@Observable @MainActor
final class ShapesDocument {
    var circles = 0
    var helpOpened = 0
    var pasted = 0
    var canRemove = false
}

/// An app's own commands type, as a macOS app declares one.
struct ShapeCommands: Commands {
    let document: ShapesDocument
    var body: some Commands {
        CommandMenu("Shapes") {
            Button("Add Circle") { document.circles += 1 }.keyboardShortcut("k")
            Divider()
            Button("Remove All") { document.circles = 0 }.disabled(!document.canRemove)
            Menu("More") {
                Button("Add Three") { document.circles += 3 }
            }
        }
        CommandGroup(after: .newItem) {
            Button("New From Clipboard") { document.pasted += 1 }.keyboardShortcut("v", modifiers: [.command, .shift])
        }
        CommandGroup(replacing: .help) { Button("Shapes Help") { document.helpOpened += 1 } }
    }
}

struct ShapesView: View {
    let document: ShapesDocument
    var body: some View { Text("circles \(document.circles)") }
}

@Suite("Commands: the window's menu bar on GTK", .serialized)
@MainActor
struct CommandsGtkTests {
    let title = "commands-test"

    func open(_ document: ShapesDocument) throws -> (AppWindows, HostingWindow, CommandsMenuBar) {
        let scene = WindowGroup(title) { ShapesView(document: document) }
            .defaultSize(width: 320, height: 200)
            .commands { ShapeCommands(document: document) }
        let windows = AppWindows()
        try windows.open(scene._windows)
        let host = try #require(windows.hosts.first)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        return (windows, host, try #require(host.menuBar))
    }

    /// The labels of `model`'s items: sections in parentheses, a submenu's items after `>`.
    func outline(_ model: Gtk.MenuModel) -> String {
        (0..<model.itemCount).map { index in
            if let submenu = model.link("submenu", at: index) {
                return "\(model.attribute("label", at: index) ?? "?") > \(outline(submenu))"
            }
            if let section = model.link("section", at: index) { return "(\(outline(section)))" }
            let accel = model.attribute("accel", at: index).map { " \($0)" } ?? ""
            return (model.attribute("label", at: index) ?? "?") + accel
        }.joined(separator: "; ")
    }

    /// The action name of the item labelled `label`, anywhere in `model`.
    func action(labelled label: String, in model: Gtk.MenuModel) -> String? {
        for index in 0..<model.itemCount {
            if model.attribute("label", at: index) == label { return model.attribute("action", at: index) }
            for link in ["submenu", "section"] {
                if let inner = model.link(link, at: index), let found = action(labelled: label, in: inner) {
                    return found
                }
            }
        }
        return nil
    }

    @Test("The menu bar shows File, the app's menu and Help, with sections, a submenu and accelerators")
    func model() throws {
        let (_, host, bar) = try open(ShapesDocument())
        defer { host.close() }
        #expect(
            outline(bar.model)
                == "File > (New From Clipboard <Control><Shift>v); "
                + "Shapes > (Add Circle <Control>k); (Remove All; More > (Add Three)); Help > (Shapes Help)",
            "\(outline(bar.model))")
        // The menu bar widget is in the window, above the content.
        #expect(host.root.descendants.contains { $0.typeName == "GtkPopoverMenuBar" && $0.isMapped })
        #expect(host.root.labelTexts.contains("circles 0"))
    }

    @Test("Activating an item's action runs its button's closure; a disabled button's action is disabled")
    func activation() throws {
        let document = ShapesDocument()
        let (_, host, bar) = try open(document)
        defer { host.close() }
        let add = try #require(action(labelled: "Add Circle", in: bar.model))
        #expect(host.window.activateAction(add))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("circles 1") })
        let three = try #require(action(labelled: "Add Three", in: bar.model))
        #expect(host.window.activateAction(three))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("circles 4") })
        let help = try #require(action(labelled: "Shapes Help", in: bar.model))
        #expect(host.window.activateAction(help))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { document.helpOpened == 1 })

        // Remove All follows its button's .disabled, which follows the document.
        let remove = try #require(action(labelled: "Remove All", in: bar.model))
        let removeName = String(remove.dropFirst("menu.".count))
        #expect(!bar.actions.isEnabled(removeName))
        bar.actions.activate(removeName)
        // The marker: an enabled item activated after it runs, and Remove All did not.
        bar.actions.activate(String(add.dropFirst("menu.".count)))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { document.circles == 5 })
        document.canRemove = true
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { bar.actions.isEnabled(removeName) })
        #expect(host.window.activateAction(remove))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("circles 0") })
    }

    @Test("An item's keyboard shortcut runs it from the window, as the menu's accelerator")
    func accelerators() throws {
        let document = ShapesDocument()
        let (_, host, _) = try open(document)
        defer { host.close() }
        try Keyboard.focusWindow(titled: title)
        try Keyboard.xdotool(["key", "--clearmodifiers", "ctrl+k"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("circles 1") })
        // Plain "k" is not the accelerator; the Ctrl+Shift+V after it is the marker that keys were read.
        try Keyboard.xdotool(["key", "--clearmodifiers", "k", "ctrl+shift+v"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { document.pasted == 1 })
        #expect(document.circles == 1)
    }
}
