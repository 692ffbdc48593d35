import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@Suite("ControlGroup on GTK: linked buttons, or a menu button holding them", .serialized)
@MainActor
struct ControlGroupGtkTests {
    @Observable
    final class Log {
        var taps: [String] = []
    }

    struct Group: View {
        let log: Log
        var body: some View {
            ControlGroup {
                Button("Bold") { log.taps.append("bold") }
                Button("Italic") { log.taps.append("italic") }
                Button("Underline") { log.taps.append("underline") }
            }
        }
    }

    @Test("three buttons sit side by side in one linked box, and each runs its action")
    func linked() throws {
        let log = Log()
        let host = try GtkTest.show(width: 360, height: 120) { Group(log: log) }
        defer { host.close() }
        let box = try #require(host.root.all("GtkBox").first { $0.hasCSSClass("linked") })
        let buttons = box.childWidgets
        try #require(buttons.count == 3)
        #expect(buttons.map(\.typeName) == ["GtkButton", "GtkButton", "GtkButton"])
        #expect(buttons.map { $0.labelTexts.first } == ["Bold", "Italic", "Underline"])
        let frames = try buttons.map { try #require($0.frame(in: host.window)) }
        #expect(frames[0].x + frames[0].width <= frames[1].x && frames[1].x + frames[1].width <= frames[2].x)
        #expect(frames[1].x - (frames[0].x + frames[0].width) < 2, "joined: no gap between the buttons")
        for button in buttons { _ = button.emit("clicked") }
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { log.taps == ["bold", "italic", "underline"] })
    }

    @Test("the menu styles are a menu button with the label whose popover holds the controls")
    func menu() throws {
        let log = Log()
        let host = try GtkTest.show(width: 360, height: 240) {
            HStack {
                ControlGroup("Format") {
                    Button("Bold") { log.taps.append("bold") }
                    Button("Italic") { log.taps.append("italic") }
                }
                .controlGroupStyle(.menu)
                ControlGroup {
                    Button("Cut") { log.taps.append("cut") }
                } label: {
                    Text("Edit")
                }
                .controlGroupStyle(.compactMenu)
            }
        }
        defer { host.close() }
        let linked = host.root.all("GtkBox").filter { $0.hasCSSClass("linked") }
        #expect(!linked.contains { $0.labelTexts == ["Bold", "Italic"] }, "no linked box in the menu styles")
        let menus = host.root.all("GtkMenuButton")
        try #require(menus.count == 2)
        #expect(menus[0].labelTexts.first == "Format")
        #expect(menus[1].labelTexts.first == "Edit")
        let popover = try #require(menus[0].first("GtkPopover"))
        #expect(!popover.isVisible)
        _ = try #require(menus[0].first("GtkToggleButton")).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { popover.isVisible }, "the menu opened")
        let items = popover.all("GtkButton").filter { !$0.labelTexts.isEmpty }
        #expect(items.map { $0.labelTexts.first } == ["Bold", "Italic"])
        _ = try #require(items.last).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { log.taps == ["italic"] })
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { !popover.isVisible }, "choosing closed the menu")
    }
}
