import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Window")
    @MainActor
    struct WindowTests {
        @Test("window properties read back what was set")
        func properties() throws {
            try startGtk()
            let window = Gtk.Window(title: "Graft")
            defer { window.destroy() }
            #expect(window.title == "Graft")
            window.title = nil
            #expect(window.title == nil)
            window.setDefaultSize(width: 320, height: 200)
            #expect(window.defaultSize == (320, 200))
            window.defaultSize = (width: 100, height: -1)
            #expect(window.defaultSize == (100, -1))
            window.isModal = true
            window.decorated = false
            window.resizable = false
            window.hideOnClose = true
            window.destroyWithParent = true
            #expect(window.isModal && !window.decorated && !window.resizable)
            #expect(window.hideOnClose && window.destroyWithParent)
            let content = Gtk.Label("content")
            window.child = content
            #expect(try #require(window.child).isSameWidget(as: content))
            #expect(try #require(content.root).isSameWidget(as: window))
            window.child = nil
            #expect(window.child == nil)
        }

        @Test("transientFor links a dialog to its parent window")
        func transient() throws {
            try startGtk()
            let parent = Gtk.Window(title: "Parent")
            let dialog = Gtk.Window(title: "Dialog")
            defer {
                dialog.destroy()
                parent.destroy()
            }
            #expect(dialog.transientFor == nil)
            dialog.transientFor = parent
            #expect(try #require(dialog.transientFor).isSameWidget(as: parent))
            #expect(dialog.transientFor?.title == "Parent")
            dialog.transientFor = nil
            #expect(dialog.transientFor == nil)
        }

        @Test("a close handler returning true keeps the window; false lets it be destroyed")
        func closeRequest() throws {
            try startGtk()
            let window = Gtk.Window(title: "Closing")
            window.present()
            final class Answer { var keepOpen = true }
            let answer = Answer()
            var requests = 0
            var destroyed = 0
            let closing = window.onCloseRequest {
                requests += 1
                return answer.keepOpen
            }
            let destroying = window.onDestroy { destroyed += 1 }
            window.close()
            #expect(requests == 1)
            #expect(destroyed == 0)
            #expect(window.isVisible)
            answer.keepOpen = false
            window.close()
            #expect(requests == 2)
            #expect(destroyed == 1)
            _ = (closing, destroying)
        }

        @Test("destroy() emits destroy without asking the close handler")
        func destroy() throws {
            try startGtk()
            let window = Gtk.Window()
            var requests = 0
            var destroyed = 0
            let closing = window.onCloseRequest {
                requests += 1
                return true
            }
            let destroying = window.onDestroy { destroyed += 1 }
            window.destroy()
            #expect(requests == 0)
            #expect(destroyed == 1)
            _ = (closing, destroying)
        }

        @Test("a presented window maps, lays out its child and runs the draw closure")
        func presentAndDraw() throws {
            try startGtk()
            let window = Gtk.Window(title: "Draw")
            defer { window.destroy() }
            var drawnSize: (width: Int, height: Int)?
            let area = Gtk.DrawingArea(contentWidth: 80, contentHeight: 60) { context in
                context.setColor(red: 0.2, green: 0.4, blue: 0.9)
                context.fillRoundedRect(x: 0, y: 0, width: 80, height: 60, radius: 8)
                drawnSize = (context.width, context.height)
            }
            window.child = area
            window.present()
            #expect(window.isVisible)
            let drawn = MainLoop.runUntil(timeout: .seconds(10)) { drawnSize != nil && area.allocatedWidth > 0 }
            #expect(drawn)
            #expect(area.isMapped)
            #expect(area.allocatedWidth >= 80 && area.allocatedHeight >= 60)
            #expect(drawnSize?.width == area.allocatedWidth)
        }
    }
}
