import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite("ShareLink on GTK: a menu that copies to the clipboard or opens the URL", .serialized)
@MainActor
struct ShareLinkGtkTests {
    final class Opened {
        var urls: [URL] = []
    }

    func clipboardText() -> String? {
        var result: String?? = nil
        Gtk.Clipboard.readText { result = .some($0) }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { result != nil }, "the clipboard answered")
        return result ?? nil
    }

    func items(_ menu: Gtk.Widget) throws -> [Gtk.Widget] {
        try #require(menu.first("GtkPopover")).all("GtkButton")
    }

    @Test("a URL's menu offers Copy, which puts the URL on the clipboard, and Open, which calls openURL")
    func shareURL() throws {
        let opened = Opened()
        let url = URL(string: "https://example.org/articles/42")!
        let host = try GtkTest.show {
            ShareLink(item: url, subject: Text("Read this"), preview: SharePreview("Article"))
                .environment(
                    \.openURL,
                    OpenURLAction {
                        opened.urls.append($0); return .handled
                    })
        }
        defer { host.close() }
        let menu = try #require(host.root.first("GtkMenuButton"))
        #expect(menu.labelTexts.contains("Share"), "the default label")
        let buttons = try items(menu)
        #expect(buttons.map(\.labelTexts) == [["Copy"], ["Open"]])
        Gtk.Clipboard.setText("before")
        buttons[0].emit("clicked")
        GtkTest.settle()
        #expect(clipboardText() == url.absoluteString)
        #expect(opened.urls.isEmpty)
        buttons[1].emit("clicked")
        GtkTest.settle()
        #expect(opened.urls == [url])
    }

    @Test("a text's menu offers Copy only, under the label given")
    func shareText() throws {
        let host = try GtkTest.show {
            ShareLink(item: "WELCOME-2026") { Label("Invite code", systemImage: "square.and.arrow.up") }
        }
        defer { host.close() }
        let menu = try #require(host.root.first("GtkMenuButton"))
        #expect(menu.labelTexts.contains("Invite code"))
        let buttons = try items(menu)
        #expect(buttons.map(\.labelTexts) == [["Copy"]])
        Gtk.Clipboard.setText("before")
        buttons[0].emit("clicked")
        GtkTest.settle()
        #expect(clipboardText() == "WELCOME-2026")
    }
}
