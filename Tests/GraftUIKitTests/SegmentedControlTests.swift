import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UISegmentedControl on linked GtkToggleButtons, UIBarButtonItem in the navigation bar")
    @MainActor
    struct SegmentedControlTests {
        func buttons(_ control: UISegmentedControl) -> [Gtk.Widget] { control.segmentBox.children }

        /// Whether `widget` is `root` or below it.
        func holds(_ root: Gtk.Widget, _ widget: Gtk.Widget) -> Bool {
            root.isSameWidget(as: widget) || root.childWidgets.contains { holds($0, widget) }
        }

        @Test(
            "a click selects one segment and sends .valueChanged; setting the index sends nothing; the selected one stays when clicked again"
        )
        func selection() throws {
            try GtkRuntime.initialize()
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            let window = try show(control, width: 300, height: 60)
            defer { window.destroy() }
            var changes: [Int] = []
            control.addAction(
                UIAction { [unowned control] _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
            #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
            #expect(control.segmentBox.cssClasses.contains("linked"))
            #expect(buttons(control).map { $0.property("label", as: String.self) } == ["Day", "Week", "Month"])

            buttons(control)[1].emit("clicked")
            #expect(control.selectedSegmentIndex == 1 && changes == [1])
            #expect(buttons(control).map { $0.property("active", as: Bool.self) } == [false, true, false])
            buttons(control)[2].emit("clicked")
            #expect(changes == [1, 2])
            #expect(buttons(control).map { $0.property("active", as: Bool.self) } == [false, false, true])
            buttons(control)[2].emit("clicked")
            #expect(control.selectedSegmentIndex == 2, "clicking the selected segment keeps it selected")
            #expect(buttons(control)[2].property("active", as: Bool.self) == true)

            control.selectedSegmentIndex = 0
            #expect(buttons(control).map { $0.property("active", as: Bool.self) } == [true, false, false])
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range selects none")
            #expect(buttons(control).allSatisfy { $0.property("active", as: Bool.self) == false })
            #expect(changes == [1, 2], "code's changes send no action, nor does a click on the selected segment")
        }

        @Test("insert, remove, retitle and disable segments; the selection follows its segment")
        func editing() throws {
            try GtkRuntime.initialize()
            let control = UISegmentedControl(items: ["A", "B"])
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Z", at: 0, animated: true)
            #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
            #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
            control.setTitle("Y", forSegmentAt: 0)
            #expect(buttons(control).first?.property("label", as: String.self) == "Y")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.setEnabled(false, forSegmentAt: 1)
            #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
            #expect(!control.isEnabledForSegment(at: 9) && control.titleForSegment(at: 9) == nil)
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0 && buttons(control).isEmpty)

            var ran: [String] = []
            let actions = UISegmentedControl(
                frame: .zero,
                actions: [
                    UIAction(title: "One") { _ in ran.append("one") },
                    UIAction(title: "Two") { _ in ran.append("two") },
                ])
            actions.isMomentary = true
            buttons(actions)[1].emit("clicked")
            #expect(ran == ["two"])
            #expect(actions.selectedSegmentIndex == UISegmentedControl.noSegment, "a momentary control springs back")
        }

        @Test(
            "bar button items sit in the header bar at both ends; a click runs the primary action; left items replace the back button"
        )
        func barButtonItems() throws {
            try GtkRuntime.initialize()
            let root = UIViewController()
            root.title = "Root"
            let navigation = UINavigationController(rootViewController: root)
            let window = Gtk.Window(title: "bar items")
            window.setDefaultSize(width: 360, height: 240)
            window.child = navigation.widgetController.view
            window.present()
            defer { window.destroy() }
            var added = 0
            let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
            let edit = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
            root.navigationItem.rightBarButtonItems = [add, edit]
            let bar = navigation.navigationBar.headerBar
            #expect(holds(bar, add.button) && holds(bar, edit.button))
            #expect(edit.button.label == "Edit")
            #expect(add.button.property("tooltip-text", as: String.self) == "Add", "an icon item says what it does")
            #expect(add.button.label == nil && add.button.child?.typeName == "GtkPicture")
            add.button.emit("clicked")
            #expect(added == 1)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { add.button.allocatedWidth > 0 })
            let addFrame = try #require(add.button.frame(in: bar))
            let editFrame = try #require(edit.button.frame(in: bar))
            #expect(addFrame.x > editFrame.x, "the first right item is the outermost, as in UIKit")

            let second = UIViewController()
            second.title = "Second"
            navigation.pushViewController(second, animated: false)
            #expect(!holds(bar, add.button), "the root's items left with it")
            #expect(navigation.navigationBar.backButtonTitle == "Root")
            let close = UIBarButtonItem(systemItem: .close)
            second.navigationItem.leftBarButtonItem = close
            #expect(navigation.navigationBar.backButtonTitle == nil, "a left item replaces the back button")
            second.navigationItem.leftItemsSupplementBackButton = true
            #expect(navigation.navigationBar.backButtonTitle == "Root")
            #expect(holds(bar, close.button))
            navigation.popViewController(animated: false)
            #expect(holds(bar, add.button), "back at the root, its items return")
        }
    }
}
