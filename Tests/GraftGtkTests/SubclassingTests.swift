import Graft
import Testing

/// The `class BackgroundView: UIView` pattern, from a module other than the bridge.
final class BorderedView: Gtk.Box {
    private(set) var title = Gtk.Label("inside")

    override init() {
        super.init()
        backgroundColor = .systemBackground
        borderColor = .systemBlue
        borderWidth = 4
        cornerRadius = 8
        append(title)
    }
}

final class CaptionLabel: Gtk.Label {
    override init(_ text: String) {
        super.init(text.uppercased())
    }
}

final class Canvas: Gtk.DrawingArea {
    var draws = 0
    override init() {
        super.init()
        contentWidth = 40
        contentHeight = 30
        setDrawHandler { [weak self] _ in self?.draws += 1 }
    }
}

final class Calendar: Gtk.Widget {
    init() throws { try super.init(typeName: "GtkCalendar") }
}

@Suite("Subclassing widget wrappers")
@MainActor
struct SubclassingTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("Box, Label, DrawingArea and Widget subclasses made in another module are real GTK widgets")
    func subclasses() throws {
        let view = BorderedView()
        #expect(view.typeName == "GtkBox")
        #expect(view.orientation == .vertical)
        #expect(view.children.count == 1)
        #expect(view.borderWidth == 4 && view.cornerRadius == 8)
        #expect(view.backgroundColor == .systemBackground && view.borderColor == .systemBlue)
        #expect(CaptionLabel("note").text == "NOTE")
        let canvas = Canvas()
        #expect(canvas.typeName == "GtkDrawingArea" && canvas.contentWidth == 40)
        #expect(try Calendar().typeName == "GtkCalendar")
        #expect(throws: GObjectError.self) { _ = try Gtk.Widget(typeName: "GtkCssProvider") }
    }

    @Test("A subclass hosted by a representable is drawn with its border and fills the window")
    func hosted() throws {
        struct Hosted: GtkWidgetRepresentable {
            func makeGtkWidget(context: Context) -> BorderedView { BorderedView() }
            func updateGtkWidget(_ view: BorderedView, context: Context) {}
        }
        let host = try GtkTest.show(width: 200, height: 200) { Hosted() }
        defer { host.close() }
        let box = try #require(host.root.all("GtkBox").first { $0.cssClasses.contains { $0.hasPrefix("graft-bw-") } })
        // The border box fills the window; the content box (allocatedWidth) is inside the 4 px border.
        let frame = try #require(box.frame(in: host.window))
        #expect(frame.width == 200 && frame.height == 200)
        #expect(box.allocatedWidth == 192 && box.allocatedHeight == 192)
        try host.window.waitUntilPainted()
        let image = try WidgetRenderer.renderImage(of: host.window)
        let border = image.pixel(x: 100, y: 1)  // inside the 4 px border, away from the corners
        let inside = image.pixel(x: 100, y: 100)
        #expect(
            abs(Int(border.red) - 0x00) <= 3 && abs(Int(border.green) - 0x7a) <= 3 && abs(Int(border.blue) - 0xff) <= 3)
        #expect(inside.red >= 250 && inside.green >= 250 && inside.blue >= 250)
    }
}
