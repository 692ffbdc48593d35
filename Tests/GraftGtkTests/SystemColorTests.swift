import Graft
import GraftGtk
import GtkBridge
import Testing

/// A controller that paints its root with system colours and records scheme changes.
final class SchemeController: WidgetController {
    var changes: [String] = []
    var schemeAtLoad: ColorScheme?

    override func loadView() {
        schemeAtLoad = colorScheme
        let box = Gtk.Box()
        box.backgroundColor = .systemBackground
        let label = Gtk.Label("scheme")
        label.textColor = .label
        box.append(label)
        view = box
    }

    override func colorSchemeDidChange(from previous: ColorScheme) {
        changes.append("\(previous)->\(colorScheme)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { changes.append("traits") }
    }
}

struct SchemeControllerView: GtkWidgetControllerRepresentable {
    let controller: SchemeController
    func makeController(context: Context) -> SchemeController { controller }
    func updateController(_ controller: SchemeController, context: Context) {}
}

@Suite("System colours")
@MainActor
struct SystemColorTests {
    @Test("System colours resolve per scheme in views")
    func resolve() {
        #expect(Color.systemBackground.resolve(in: .light).css == "rgb(255,255,255)")
        #expect(Color.systemBackground.resolve(in: .dark).css == "rgb(31,31,31)")
        #expect(Color.systemBlue.resolve(in: .light).css == "rgb(0,122,255)")
        #expect(Color.systemBlue.resolve(in: .dark).css == "rgb(10,132,255)")
        #expect(Color.label.resolve(in: .light) != Color.label.resolve(in: .dark))
        #expect(Color.secondaryLabel.resolve(in: .dark).opacity == 0.6)
    }

    @Test("A controller sees the scheme, hears when it changes, and its raw widgets' colours follow")
    func controllerFollowsScheme() throws {
        let controller = SchemeController()
        let host = try GtkTest.show(width: 200, height: 120, colorScheme: .light) {
            SchemeControllerView(controller: controller)
        }
        defer { host.close() }
        #expect(controller.schemeAtLoad == .light)
        #expect(controller.changes.isEmpty)
        try host.window.waitUntilPainted()
        let light = try WidgetRenderer.renderImage(of: host.window).pixel(x: 5, y: 5)
        #expect([light.red, light.green, light.blue] == [255, 255, 255])
        let label = try #require(host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "scheme" })
        #expect(abs(label._cssColor.red - 0x1a / 255.0) < 0.01)

        host.setColorScheme(.dark)
        GtkTest.settle()
        #expect(controller.colorScheme == .dark)
        #expect(controller.changes == ["light->dark", "traits"])
        #expect(abs(label._cssColor.red - 0xf2 / 255.0) < 0.01)
        try host.window.waitUntilPainted()
        let dark = try WidgetRenderer.renderImage(of: host.window).pixel(x: 5, y: 5)
        #expect([dark.red, dark.green, dark.blue] == [31, 31, 31])
    }

    @Test("Setting a colour to nil removes its class; equal colours share one class")
    func classes() throws {
        try GtkRuntime.initialize()
        let first = Gtk.Box()
        let second = Gtk.Box()
        first.backgroundColor = .systemRed
        second.backgroundColor = .systemRed
        #expect(first.cssClasses == second.cssClasses)
        first.backgroundColor = nil
        #expect(first.backgroundColor == nil && !first.cssClasses.contains { $0.hasPrefix("graft-") })
        first.borderWidth = 3
        #expect(first.borderWidth == 3 && first.cssClasses.contains { $0.hasPrefix("graft-bw-") })
        first.borderWidth = 0
        #expect(!first.cssClasses.contains { $0.hasPrefix("graft-") })
    }
}
