import GraftUIKit
import Testing

/// The lifecycle calls and delegate calls of a navigation test, in order.
@MainActor
final class NavigationLog: NSObject, UINavigationControllerDelegate {
    var events: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { events.append("willShow \(viewController.title ?? "") \(animated)") }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { events.append("didShow \(viewController.title ?? "") \(animated)") }
}

/// A screen that records its lifecycle in a shared log.
@MainActor
final class LoggingScreen: UIViewController {
    let log: NavigationLog

    init(_ name: String, log: NavigationLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func record(_ event: String) { log.events.append("\(title ?? "") \(event)") }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear \(animated)") }
}

extension UIKitSuite {
    @Suite("UINavigationController on GtkStack under a GtkHeaderBar")
    @MainActor
    struct NavigationControllerTests {
        private func present(_ controller: UIViewController) -> Gtk.Window {
            let window = Gtk.Window(title: "navigation")
            window.setDefaultSize(width: 320, height: 240)
            window.child = controller.widgetController.view
            window.present()
            return window
        }

        @Test("push and the back button slide the pages with UIKit's lifecycle order and the delegate's calls")
        func pushAndPop() throws {
            try GtkRuntime.initialize()
            let log = NavigationLog()
            let first = LoggingScreen("First", log: log)
            let navigation = UINavigationController(rootViewController: first)
            navigation.delegate = log
            let window = present(navigation)
            defer { window.destroy() }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.contains("First viewDidAppear false") })
            #expect(log.events == ["First viewDidLoad", "First viewWillAppear false", "First viewDidAppear false"])
            #expect(navigation.navigationBar.title == "First" && navigation.navigationBar.backButtonTitle == nil)
            #expect(first.navigationController === navigation)

            log.events.removeAll()
            let second = LoggingScreen("Second", log: log)
            let clock = ContinuousClock()
            let start = clock.now
            navigation.pushViewController(second, animated: true)
            #expect(
                log.events == [
                    "Second viewDidLoad", "First viewWillDisappear true", "Second viewWillAppear true",
                    "willShow Second true",
                ])
            // Both pages are on screen while GTK slides from one to the other.
            #expect(first.view.isMapped && second.view.isMapped)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "didShow Second true" })
            #expect(clock.now - start >= .milliseconds(100))
            #expect(
                log.events.suffix(3) == [
                    "First viewDidDisappear true", "Second viewDidAppear true", "didShow Second true",
                ])
            #expect(!first.view.isMapped && second.view.isMapped)
            #expect(navigation.topViewController === second && navigation.viewControllers.count == 2)
            #expect(navigation.navigationBar.title == "Second" && navigation.navigationBar.backButtonTitle == "First")
            #expect(second.navigationController === navigation && second.parent === navigation)

            log.events.removeAll()
            navigation.navigationBar.backButton.emit("clicked")
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "didShow First true" })
            #expect(
                log.events == [
                    "Second viewWillDisappear true", "First viewWillAppear true", "willShow First true",
                    "Second viewDidDisappear true", "First viewDidAppear true", "didShow First true",
                ])
            #expect(
                navigation.topViewController === first && second.parent == nil && second.navigationController == nil)
            #expect(navigation.navigationBar.title == "First" && navigation.navigationBar.backButtonTitle == nil)
        }

        @Test("viewControllers, popToRoot and pop return what UIKit returns; titles and back titles follow")
        func stackOperations() throws {
            try GtkRuntime.initialize()
            let log = NavigationLog()
            let screens = ["One", "Two", "Three"].map { LoggingScreen($0, log: log) }
            let navigation = UINavigationController(rootViewController: screens[0])
            let window = present(navigation)
            defer { window.destroy() }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.contains("One viewDidAppear false") })
            navigation.viewControllers = screens
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "Three viewDidAppear false" })
            #expect(!log.events.contains("Two viewDidLoad"))
            #expect(navigation.topViewController === screens[2] && navigation.visibleViewController === screens[2])
            screens[1].navigationItem.backButtonTitle = "Back to two"
            #expect(navigation.navigationBar.backButtonTitle == "Back to two")
            screens[2].navigationItem.title = "Item title"
            #expect(navigation.navigationBar.title == "Item title")
            screens[2].navigationItem.hidesBackButton = true
            #expect(navigation.navigationBar.backButtonTitle == nil && !navigation.navigationBar.backButton.isMapped)

            let popped = navigation.popToRootViewController(animated: false)
            #expect(popped.map { same($0, [screens[1], screens[2]]) } == true)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "One viewDidAppear false" })
            #expect(navigation.popViewController(animated: false) == nil)
            #expect(navigation.popToRootViewController(animated: false) == nil)
            #expect(same(navigation.viewControllers, [screens[0]]) && screens[2].parent == nil)
            navigation.pushViewController(screens[1], animated: false)
            #expect(navigation.navigationBar.title == "Two" && navigation.navigationBar.backButtonTitle == "One")
            #expect(navigation.popViewController(animated: false) === screens[1])
        }
    }
}
