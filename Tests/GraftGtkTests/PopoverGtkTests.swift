import Foundation
import Graft
import GtkBridge
import Testing

@MainActor
private final class PopoverModel: ObservableObject {
    @Published var showsInfo = false
    @Published var note: PopoverNote?
}

private struct PopoverNote: Identifiable {
    let id: Int
    var text: String
}

private struct PopoverHost: View {
    @ObservedObject var model: PopoverModel
    var body: some View {
        VStack {
            Button("Info") { model.showsInfo = true }
                .popover(isPresented: $model.showsInfo, arrowEdge: .top) {
                    VStack {
                        Text("Details")
                        CloseButton()
                    }
                }
            Text("Note anchor")
                .popover(item: $model.note, attachmentAnchor: .point(.trailing)) { note in Text(note.text) }
        }
    }
}

private struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

@Suite("Popovers on GTK", .serialized)
@MainActor
struct PopoverGtkTests {
    func openPopovers(_ host: HostingWindow) -> [Gtk.Widget] { host.root.all("GtkPopover").filter(\.isMapped) }

    /// The texts of the open popover (GTK may add an empty label of its own).
    func shownTexts(_ host: HostingWindow) -> [String]? { openPopovers(host).first?.labelTexts.filter { !$0.isEmpty } }

    @Test("A button's popover opens above it with its content; Escape closes it and turns the binding false")
    func openAndEscape() throws {
        let model = PopoverModel()
        let host = try GtkTest.show(width: 320, height: 300) { PopoverHost(model: model) }
        defer { host.close() }
        #expect(openPopovers(host).isEmpty)
        clickButton(titled: "Info", in: host.window)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !openPopovers(host).isEmpty }, "the popover opened")
        let popover = try #require(openPopovers(host).first)
        #expect(popover.labelTexts.contains("Details"))
        #expect(model.showsInfo)
        // It belongs to the button and opens on the side of `arrowEdge`, above the button.
        let button = try #require(host.root.all("GtkButton").first { $0.labelTexts.first == "Info" })
        #expect(popover.parent?.isSameWidget(as: button) == true)
        #expect(Gtk.Popover.side(of: popover) == .top, "arrowEdge .top opens it above")

        try Keyboard.focusWindow(titled: "test")
        try Keyboard.xdotool(["key", "Escape"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !model.showsInfo }, "Escape set the binding false")
        GtkTest.settle()
        #expect(openPopovers(host).isEmpty)
        #expect(host.root.all("GtkPopover").isEmpty, "the popover left its button")
    }

    @Test("Setting the binding false closes the popover; \\.dismiss inside it closes it too")
    func closeFromModel() throws {
        let model = PopoverModel()
        let host = try GtkTest.show(width: 320, height: 300) { PopoverHost(model: model) }
        defer { host.close() }
        model.showsInfo = true
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !openPopovers(host).isEmpty })
        model.showsInfo = false
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { openPopovers(host).isEmpty })

        model.showsInfo = true
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !openPopovers(host).isEmpty })
        let popover = try #require(openPopovers(host).first)
        let close = try #require(popover.all("GtkButton").first { $0.labelTexts.first == "Close" })
        close.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !model.showsInfo && openPopovers(host).isEmpty })
    }

    @Test("popover(item:) shows the item; a new item updates it in place; nil closes it")
    func item() throws {
        let model = PopoverModel()
        let host = try GtkTest.show(width: 320, height: 300) { PopoverHost(model: model) }
        defer { host.close() }
        model.note = PopoverNote(id: 1, text: "First note")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { shownTexts(host) == ["First note"] })
        // No arrow edge: GTK's default side, below.
        #expect(openPopovers(host).first.flatMap(Gtk.Popover.side(of:)) == .bottom)
        model.note = PopoverNote(id: 1, text: "Edited note")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { shownTexts(host) == ["Edited note"] })
        model.note = nil
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { openPopovers(host).isEmpty })
    }
}
