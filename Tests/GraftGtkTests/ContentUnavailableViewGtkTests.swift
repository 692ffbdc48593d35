import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// `ContentUnavailableView`'s three forms: what they say, and where they put it.
@Suite("ContentUnavailableView on GTK", .serialized)
@MainActor
struct ContentUnavailableViewGtkTests {
    /// The darkest channel value of `widget`'s rendering: near 0 for black text, higher for grey.
    private func darkest(_ widget: Gtk.Widget) throws -> Int {
        let image = try WidgetRenderer.renderImage(of: widget)
        var darkest = 255
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard pixel.alpha > 200 else { continue }
                darkest = min(darkest, Int(pixel.red), Int(pixel.green), Int(pixel.blue))
            }
        }
        return darkest
    }

    @Test("A title and a symbol: a 48-point icon over the title over a grey description, centred in the window")
    func systemImage() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            ContentUnavailableView(
                "No Notes", systemImage: "note.text", description: Text("Notes you write appear here."))
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["No Notes", "Notes you write appear here."])
        let window = host.root
        let icon = try #require(host.root.first("GtkPicture")?.frame(in: window))
        let labels = host.root.all("GtkLabel")
        let title = try #require(labels[0].frame(in: window))
        let description = try #require(labels[1].frame(in: window))
        #expect(icon.width == 48 && icon.height == 48, "\(icon)")
        #expect(icon.y + icon.height <= title.y, "the icon is above the title")
        #expect(title.y + title.height <= description.y, "the title is above the description")
        for frame in [icon, title, description] {
            #expect(abs(frame.x + frame.width / 2 - 200) <= 2, "centred across: \(frame)")
        }
        let above = icon.y
        let below = 300 - (description.y + description.height)
        #expect(abs(above - below) <= 4, "centred down: \(above) above, \(below) below")
        #expect(try darkest(labels[0]) < 60, "the title is dark")
        #expect(try darkest(labels[1]) > 80, "the description is grey")
    }

    @Test("The builder form shows its own label and description above its actions, whose buttons run")
    func builders() throws {
        final class Log { var retries = 0 }
        let log = Log()
        let host = try GtkTest.show(width: 400, height: 300) {
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi.slash")
            } description: {
                Text("Check your connection.")
            } actions: {
                Button("Retry") { log.retries += 1 }
            }
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["Offline", "Check your connection.", "Retry"])
        let button = try #require(host.root.first("GtkButton"))
        let description = try #require(host.root.all("GtkLabel")[1].frame(in: host.root))
        let buttonFrame = try #require(button.frame(in: host.root))
        #expect(buttonFrame.y >= description.y + description.height, "the actions come after the description")
        #expect(abs(buttonFrame.x + buttonFrame.width / 2 - 200) <= 2, "centred: \(buttonFrame)")
        button.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.retries == 1 })
    }

    @Test(".search says No Results and the hint; .search(text:) names what was searched for")
    func search() throws {
        let plain = try GtkTest.show { ContentUnavailableView.search }
        #expect(plain.root.labelTexts == ["No Results", "Check the spelling or try a new search."])
        #expect(plain.root.first("GtkPicture") != nil, "the magnifying glass")
        plain.close()
        let named = try GtkTest.show { ContentUnavailableView.search(text: "kiwi") }
        defer { named.close() }
        #expect(
            named.root.labelTexts == ["No Results for \u{201C}kiwi\u{201D}", "Check the spelling or try a new search."])
    }

    @Test("image: shows the asset catalog's image at the icon's size")
    func catalogImage() throws {
        let host = try GtkTest.show(width: 300, height: 240) {
            ContentUnavailableView("Empty", image: "Swatch")
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["Empty"])
        let picture = try #require(host.root.first("GtkPicture"))
        #expect(picture.allocatedWidth == 48 && picture.allocatedHeight == 48)
        let rendered = try WidgetRenderer.renderImage(of: picture)
        let centre = rendered.pixel(x: rendered.width / 2, y: rendered.height / 2)
        #expect([centre.red, centre.green, centre.blue] == [255, 0, 0], "Swatch's red 1x file, scaled up")
    }
}
