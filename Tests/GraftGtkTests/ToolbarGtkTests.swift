import Graft
import GtkBridge
import Testing

@Suite("Toolbar in the window's GtkHeaderBar", .serialized)
@MainActor
struct ToolbarGtkTests {
    struct Editor: View {
        @State var saved = 0
        @State var showsShare = true
        var body: some View {
            VStack {
                Text("Saved \(saved)")
                Button("Hide share") { showsShare = false }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .principal) { Text("Editor") }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Draft")
                    if showsShare { Button("Share") {} }
                }
            }
        }
    }

    func button(_ title: String, in root: Gtk.Widget) -> Gtk.Widget? {
        root.all("GtkButton").first { $0.labelTexts == [title] }
    }

    @Test(
        "Placements: cancellation at the start, confirmation at the end, principal as title, bottom bar under the content"
    )
    func placements() throws {
        let host = try GtkTest.show(width: 400, height: 200) { Editor() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar, "the window gets a GtkHeaderBar titlebar")
        let cancel = try #require(button("Cancel", in: bar))
        let save = try #require(button("Save", in: bar))
        #expect(bar.labelTexts.contains("Editor"), "the principal item is in the header bar")
        let title = try #require(bar.titleWidget)
        #expect(title.labelTexts == ["Editor"], "the principal item replaces the title")
        // Start and end of a 400-wide header bar: compare their positions in the bar.
        let cancelX = try #require(cancel.frame(in: bar)).x
        let saveX = try #require(save.frame(in: bar)).x
        let titleX = try #require(title.frame(in: bar)).x
        let half = Double(bar.allocatedWidth) / 2
        #expect(cancelX >= 0 && cancelX < titleX && cancelX < half, "Cancel at the start")
        #expect(saveX > titleX && saveX > half && saveX < Double(bar.allocatedWidth), "Save at the end")
        // The bottom bar sits under the content, inside the window's child.
        let content = try #require(host.window.child)
        #expect(!content.labelTexts.contains("Cancel"), "title-bar items are not in the content")
        let draft = try #require(content.all("GtkLabel").first { $0.labelTexts == ["Draft"] })
        let saved = try #require(content.all("GtkLabel").first { $0.labelTexts == ["Saved 0"] })
        let draftY = try #require(draft.frame(in: content)).y
        let savedY = try #require(saved.frame(in: content)).y
        #expect(draftY > savedY)
        let height = Double(content.allocatedHeight)
        #expect(draftY > height / 2 && draftY < height, "the bottom bar is at the bottom of the window")
    }

    @Test("A toolbar button runs its action; an item removed by state leaves the bar")
    func actionsAndUpdates() throws {
        let host = try GtkTest.show(width: 400, height: 200) { Editor() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        try #require(button("Save", in: bar)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.child!.labelTexts.contains("Saved 1") })
        let content = try #require(host.window.child)
        #expect(button("Share", in: content) != nil)
        try #require(button("Hide share", in: content)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.button("Share", in: content) == nil })
        #expect(content.labelTexts.contains("Draft"))
    }

    @Test("Without a principal item the header bar shows the window title")
    func windowTitle() throws {
        let host = try GtkTest.show {
            Text("Body").toolbar { Button("Add") {} }
        }
        defer { host.close() }
        let bar = try #require(host.window.headerBar)
        #expect(bar.titleWidget == nil)
        #expect(button("Add", in: bar) != nil, "a bare view goes to .automatic, the end of the bar")
    }

    @Test("A Spacer in a bottom-bar group spaces the items sideways and leaves the bar its buttons' height")
    func spacerInBottomBar() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            List { Text("Row") }
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") {}
                    }
                }
        }
        defer { host.close() }
        let content = try #require(host.window.child)
        let done = try #require(button("Done", in: content))
        let frame = try #require(done.frame(in: content))
        let height = Double(content.allocatedHeight)
        #expect(frame.y + frame.height > height - 20, "the bar is at the bottom of \(height): \(frame)")
        #expect(frame.y > height - 80, "the bar is as tall as its button, not half the window: \(frame)")
        #expect(frame.x > Double(content.allocatedWidth) / 2, "the Spacer pushes Done to the trailing end")
        let list = try #require(content.all("GtkListView").first)
        #expect(Double(list.allocatedHeight) > height - 100, "the list fills what the bar leaves")
    }
}
