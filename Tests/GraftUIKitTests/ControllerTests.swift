import Graft
import Testing

@testable import UIKitExamples

extension UIKitSuite {
    @Suite("UIViewController on WidgetController, with KVO, Auto Layout and UIProgressView")
    @MainActor
    struct ControllerTests {
        @Test("the progress controller lays out its bar under the top, follows progress by KVO and fades at 1")
        func progressController() throws {
            try GtkRuntime.initialize()
            let host = try HostingWindow(
                title: "progress", width: 320, height: 200, colorScheme: .light, content: { ProgressScreen() })
            host.present()
            defer { host.window.destroy() }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
            try host.window.waitUntilPainted()
            let controllerView = try #require(
                host.window.descendants.compactMap { _UIViewRegistry.view(for: $0) }.first { $0.subviews.count == 2 })
            let bar = try #require(controllerView.subviews.first as? UIProgressView)
            let label = try #require(controllerView.subviews.last as? UILabel)
            // Auto Layout: the bar spans the top edge; the label is centred.
            let barFrame = try #require(bar.frame(in: controllerView))
            #expect(controllerView.allocatedWidth == 320 && controllerView.allocatedHeight == 200)
            #expect(barFrame.x == 0 && barFrame.y == 0 && barFrame.width == 320, "\(barFrame)")
            let labelFrame = try #require(label.frame(in: controllerView))
            #expect(abs(labelFrame.x + labelFrame.width / 2 - Double(controllerView.allocatedWidth) / 2) <= 1)
            #expect(label.text == "10%" && bar.progress == 0.1)

            bar.setProgress(0.5, animated: false)
            #expect(label.text == "50%")
            let clock = ContinuousClock()
            let start = clock.now
            bar.progress = 1
            #expect(label.text == "100%")
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { bar.progress == 0 && bar.alpha == 0 })
            let elapsed = clock.now - start
            #expect(elapsed >= .milliseconds(250) && elapsed < .seconds(2))
        }

        @Test("viewDidLoad once, then viewWillAppear and viewDidAppear when shown, disappear when closed")
        func lifecycle() throws {
            try GtkRuntime.initialize()
            let controller = LifecycleController()
            let window = Gtk.Window(title: "lifecycle")
            window.child = controller.widgetController.view
            window.present()
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { controller.events.contains("viewDidAppear") })
            #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
            window.isVisible = false
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { controller.events.contains("viewDidDisappear") })
            window.destroy()
        }
    }
}

/// Records its lifecycle calls.
@MainActor
final class LifecycleController: UIViewController {
    var events: [String] = []
    override func loadView() {
        events.append("loadView")
        view = UIView()
    }
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}

extension Gtk.Widget {
    /// This widget and every widget below it, depth first.
    var descendants: [Gtk.Widget] { [self] + childWidgets.flatMap(\.descendants) }
}
