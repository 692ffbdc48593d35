import Foundation
import GraftCore

/// A widget made by ``RecordingBackend``: its kind, last-set properties and children.
@MainActor
public final class RecordedWidget: BackendWidget {
    /// What the widget stands for: "text", "button", "stack", "zstack", "padding", …
    public let kind: String
    /// The properties last set on it.
    public internal(set) var properties: [String: any Sendable] = [:]
    /// Its children, in order.
    public internal(set) var children: [RecordedWidget] = []
    /// The background widgets of a background container.
    public internal(set) var backgroundChildren: [RecordedWidget] = []
    /// How many times its properties were updated.
    public internal(set) var updateCount = 0
    /// Whether it was dismantled.
    public internal(set) var isDismantled = false
    /// The accessibility attributes last applied to it by modifiers.
    public internal(set) var accessibility: AccessibilityAttributes?
    var action: (@MainActor () -> Void)?
    var gestureHandler: (@MainActor (Int, GestureEvent) -> Void)?
    var geometryHandler: (@MainActor (GeometryProxy) -> Void)?
    var boolChange: (@MainActor (Bool) -> Void)?
    var textChange: (@MainActor (String) -> Void)?
    var submit: (@MainActor () -> Void)?
    var selectionChange: (@MainActor (Range<Int>, String) -> Void)?
    /// What runs when a test chooses an item by index (a tab).
    var indexChoice: (@MainActor (Int) -> Void)?
    /// A recorded list's rows, slots and selection.
    var listState: RecordedListState?
    /// A recorded table's cells, selection and sort clicks.
    var tableState: RecordedTableState?

    init(kind: String) { self.kind = kind }

    /// The widget itself: the recording backend has one widget class for every kind.
    public var asWidget: RecordedWidget { self }

    /// A property as a string, for quick assertions.
    public subscript(_ name: String) -> String? { properties[name].map { "\($0)" } }

    /// Clicks a button.
    public func click() { action?() }
    /// Flips a toggle as the user would.
    public func setOn(_ isOn: Bool) { boolChange?(isOn) }
    /// Types into a text field as the user would.
    public func type(_ text: String) { textChange?(text) }
    /// Presses Enter in a text field.
    public func submitText() { submit?() }
    /// Moves a text field's selection to the characters `range` of `text`, as the user would.
    public func select(_ range: Range<Int>, in text: String) { selectionChange?(range, text) }

    /// This widget and all below it, depth first.
    public var allWidgets: [RecordedWidget] {
        // Walked with a stack of its own, so a 10,000-deep tree does not overflow the thread's.
        var result: [RecordedWidget] = []
        var pending: [RecordedWidget] = [self]
        while let widget = pending.popLast() {
            result.append(widget)
            pending.append(contentsOf: (widget.backgroundChildren + widget.children).reversed())
        }
        return result
    }

    /// The first widget of `kind` below (or at) this one.
    public func first(_ kind: String) -> RecordedWidget? { allWidgets.first { $0.kind == kind } }

    /// Every text shown below this widget, in order.
    public var texts: [String] { allWidgets.filter { $0.kind == "text" }.compactMap { $0["text"] } }
}

/// A backend that keeps widgets in memory, so the engine can be tested with no display.
///
/// Updates are scheduled, not run: call ``runScheduledUpdates()`` to let the "main loop" turn.
@MainActor
public final class RecordingBackend: Backend {
    /// Every widget, of every kind, is a ``RecordedWidget``.
    public typealias Widget = RecordedWidget
    /// A presentation is recorded as a "window" widget.
    public typealias Presentation = RecordedWidget
    /// A list's row slot.
    public typealias ListItem = RecordedListSlot
    /// How deep widgets may nest (see `BackendCore.maximumWidgetDepth`); no limit unless a test sets one.
    public var maximumWidgetDepth = Int.max
    /// Widgets made, by kind.
    public internal(set) var madeCount: [String: Int] = [:]
    /// Widgets dismantled, by kind.
    public internal(set) var dismantledCount: [String: Int] = [:]
    /// Property updates, by kind.
    public internal(set) var updateCount: [String: Int] = [:]
    /// Calls to `setChildren`.
    public internal(set) var childChanges = 0
    /// Open presentations.
    public internal(set) var presentations: [RecordedWidget] = []
    /// The colour scheme the window was last asked to use.
    public internal(set) var preferredColorScheme: ColorScheme??
    /// The scrolls asked for (`scroll(to:anchor:)`): the widget to show and the anchor, in order.
    public internal(set) var scrollRequests: [(widget: RecordedWidget, anchor: UnitPoint?)] = []
    var scheduled: [@MainActor () -> Void] = []
    /// The completions of the transition animations running (see ``finishTransitions()``).
    var runningTransitions: [@MainActor (Bool) -> Void] = []

    /// How many transition animations are running.
    public var runningTransitionCount: Int { runningTransitions.count }

    /// Creates a backend.
    public init() {}

    /// Whether an update is waiting for the next "turn".
    public var hasScheduledUpdates: Bool { !scheduled.isEmpty }

    /// Runs what was scheduled, as one main-loop turn would.
    public func runScheduledUpdates() {
        let work = scheduled
        scheduled.removeAll()
        work.forEach { $0() }
    }

    /// Queues `update` until ``runScheduledUpdates()`` runs it, as a main-loop turn would.
    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) { scheduled.append(update) }
    /// Nothing to commit: recorded widgets have no stylesheet.
    public func didFinishUpdatePass() {}

    func make(_ kind: String) -> RecordedWidget {
        madeCount[kind, default: 0] += 1
        return RecordedWidget(kind: kind)
    }

    func set(_ widget: RecordedWidget, _ values: [String: any Sendable]) {
        widget.updateCount += 1
        updateCount[widget.kind, default: 0] += 1
        for (key, value) in values { widget.properties[key] = value }
    }

    /// Records a widget of kind `"root"`, the top of a window's tree.
    public func makeRootContainer() -> RecordedWidget { make("root") }
    /// Records the container's new children, in order (counted in ``childChanges``).
    public func setChildren(_ container: RecordedWidget, _ children: [RecordedWidget], _ environment: EnvironmentValues)
    {
        childChanges += 1
        container.children = children
    }
    /// The window title last set by `.navigationTitle` outside a navigation stack.
    public internal(set) var windowTitle: String?
    /// Marks the widget dismantled and counts it in ``dismantledCount``.
    public func dismantle(_ widget: RecordedWidget) {
        let recorded = widget
        recorded.isDismantled = true
        dismantledCount[recorded.kind, default: 0] += 1
    }

}
