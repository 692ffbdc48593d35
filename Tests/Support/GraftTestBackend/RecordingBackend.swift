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
    /// A recorded list's rows, slots and selection.
    var listState: RecordedListState?

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
    /// Widgets made, by kind.
    public private(set) var madeCount: [String: Int] = [:]
    /// Widgets dismantled, by kind.
    public private(set) var dismantledCount: [String: Int] = [:]
    /// Property updates, by kind.
    public private(set) var updateCount: [String: Int] = [:]
    /// Calls to `setChildren`.
    public private(set) var childChanges = 0
    /// Open presentations.
    public private(set) var presentations: [RecordedWidget] = []
    /// The colour scheme the window was last asked to use.
    public private(set) var preferredColorScheme: ColorScheme??
    private var scheduled: [@MainActor () -> Void] = []

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
    /// Records a widget of kind `"text"`.
    public func makeText() -> RecordedWidget { make("text") }
    /// Records `text`, `color`, `font`, `lineLimit` in the widget's properties (an update, counted).
    public func updateText(_ widget: RecordedWidget, _ text: String, _ environment: EnvironmentValues) {
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme).css
        set(
            widget,
            [
                "text": text, "color": color, "font": environment.font.map { "\($0.size)" } ?? "body",
                "lineLimit": environment.lineLimit.map { "\($0)" } ?? "none",
            ])
    }
    /// Records a widget of kind `"button"`.
    public func makeButton() -> RecordedWidget { make("button") }
    /// Records the call (see `Backend.updateButton`).
    public func updateButton(
        _ widget: RecordedWidget, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["enabled": environment.isEnabled])
        widget.action = environment.isEnabled ? action : nil
    }
    /// Records a widget of kind `"image"`.
    public func makeImage() -> RecordedWidget { make("image") }
    /// Records the call (see `Backend.updateImage`).
    public func updateImage(
        _ widget: RecordedWidget, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        set(widget, ["source": "\(source)", "resizable": resizable])
    }
    /// Records a widget of kind `"stack"`.
    public func makeStack(_ axis: Axis) -> RecordedWidget { make("stack") }
    /// Records the call (see `Backend.updateStack`).
    public func updateStack(
        _ widget: RecordedWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues
    ) {
        set(widget, ["axis": "\(axis)", "spacing": spacing, "alignment": "\(alignment)"])
    }
    /// Records a widget of kind `"zstack"`.
    public func makeZStack() -> RecordedWidget { make("zstack") }
    /// Records `alignment` in the widget's properties (an update, counted).
    public func updateZStack(_ widget: RecordedWidget, alignment: Alignment, _ environment: EnvironmentValues) {
        set(widget, ["alignment": "\(alignment)"])
    }
    /// Records a widget of kind `"spacer"`.
    public func makeSpacer() -> RecordedWidget { make("spacer") }
    /// Records `axis` in the widget's properties (an update, counted).
    public func updateSpacer(_ widget: RecordedWidget, axis: Axis?, minLength: Double?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    /// Records a widget of kind `"divider"`.
    public func makeDivider() -> RecordedWidget { make("divider") }
    /// Records `axis` in the widget's properties (an update, counted).
    public func updateDivider(_ widget: RecordedWidget, axis: Axis?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    /// Records a widget of kind `"progress"`.
    public func makeProgressBar() -> RecordedWidget { make("progress") }
    /// Records the call (see `Backend.updateProgressBar`).
    public func updateProgressBar(
        _ widget: RecordedWidget, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        set(widget, ["fraction": fraction, "animated": transaction.effectiveAnimation != nil])
    }
    /// Records a widget of kind `"spinner"`.
    public func makeSpinner() -> RecordedWidget { make("spinner") }
    /// Counts an update: a spinner has no properties.
    public func updateSpinner(_ widget: RecordedWidget, _ environment: EnvironmentValues) { set(widget, [:]) }
    /// Records a widget of kind `"toggle"`.
    public func makeToggle() -> RecordedWidget { make("toggle") }
    /// Records the call (see `Backend.updateToggle`).
    public func updateToggle(
        _ widget: RecordedWidget, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["isOn": isOn, "enabled": environment.isEnabled])
        widget.boolChange = onChange
    }
    /// Records a widget of kind `"textField"`.
    public func makeTextField() -> RecordedWidget { make("textField") }
    /// Records the call (see `Backend.updateTextField`).
    public func updateTextField(
        _ widget: RecordedWidget, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text, "placeholder": placeholder])
        let recorded = widget
        recorded.textChange = onChange
        recorded.submit = onSubmit
    }
    /// Records a widget of kind `"scroll"`.
    public func makeScrollView() -> RecordedWidget { make("scroll") }
    /// Records `horizontal`, `vertical` in the widget's properties (an update, counted).
    public func updateScrollView(_ widget: RecordedWidget, axes: Axis.Set, _ environment: EnvironmentValues) {
        set(widget, ["horizontal": axes.contains(.horizontal), "vertical": axes.contains(.vertical)])
    }
    /// Records a widget of kind `"color"`.
    public func makeColor() -> RecordedWidget { make("color") }
    /// Records `color` in the widget's properties (an update, counted).
    public func updateColor(_ widget: RecordedWidget, _ color: Color, _ environment: EnvironmentValues) {
        set(widget, ["color": color.resolve(in: environment.colorScheme).css])
    }
    /// Records a widget of kind `"padding"`.
    public func makePadding() -> RecordedWidget { make("padding") }
    /// Records `insets` in the widget's properties (an update, counted).
    public func updatePadding(_ widget: RecordedWidget, _ insets: EdgeInsets) { set(widget, ["insets": "\(insets)"]) }
    /// Records a widget of kind `"frame"`.
    public func makeFrame() -> RecordedWidget { make("frame") }
    /// Records `frame` in the widget's properties (an update, counted).
    public func updateFrame(_ widget: RecordedWidget, _ frame: FrameLayout) { set(widget, ["frame": "\(frame)"]) }
    /// Records a widget of kind `"background"`.
    public func makeBackground() -> RecordedWidget { make("background") }
    /// Records `color` in the widget's properties (an update, counted).
    public func updateBackground(_ widget: RecordedWidget, color: Color?, _ environment: EnvironmentValues) {
        set(widget, ["color": color?.resolve(in: environment.colorScheme).css ?? "none"])
    }
    /// Records the content as the widget's children and the background as its background children.
    public func setBackgroundChildren(_ widget: RecordedWidget, content: [RecordedWidget], background: [RecordedWidget])
    {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = background
    }
    /// Records a widget of kind `"opacity"`.
    public func makeOpacity() -> RecordedWidget { make("opacity") }
    /// Records `opacity`, `animated` in the widget's properties (an update, counted).
    public func updateOpacity(_ widget: RecordedWidget, _ opacity: Double, _ transaction: Transaction) {
        set(widget, ["opacity": opacity, "animated": transaction.effectiveAnimation != nil])
    }
    /// Records a `"presentation"` of `content` in ``presentations``, with its style.
    public func present(
        _ content: [RecordedWidget], style: PresentationStyle, anchor: RecordedWidget?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> RecordedWidget {
        let window = make("presentation")
        window.properties["style"] = "\(style)"
        window.children = content
        window.action = onDismissRequest
        presentations.append(window)
        return window
    }
    /// Records the presentation's content widgets as its children.
    public func updatePresentation(_ presentation: RecordedWidget, _ content: [RecordedWidget]) {
        presentation.children = content
    }
    /// Removes the presentation from ``presentations`` and marks it dismantled.
    public func dismissPresentation(_ presentation: RecordedWidget) {
        presentations.removeAll { $0 === presentation }
        presentation.isDismantled = true
    }
    /// The window title last set by `.navigationTitle` outside a navigation stack.
    public private(set) var windowTitle: String?
    /// Records the title in ``windowTitle``.
    public func setWindowTitle(_ title: String, anchor: RecordedWidget) { windowTitle = title }
    /// Records the scheme in ``preferredColorScheme``.
    public func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: RecordedWidget) {
        preferredColorScheme = .some(scheme)
    }
    /// Marks the widget dismantled and counts it in ``dismantledCount``.
    public func dismantle(_ widget: RecordedWidget) {
        let recorded = widget
        recorded.isDismantled = true
        dismantledCount[recorded.kind, default: 0] += 1
    }

    /// Records the attributes in the widget's ``RecordedWidget/accessibility``.
    public func updateAccessibility(_ widget: RecordedWidget, _ attributes: AccessibilityAttributes?) {
        widget.accessibility = attributes
    }

    // MARK: Breadth (toolbar, styled text, shapes, overlays, clipping)

    /// Records a widget of kind `"toolbarHost"`.
    public func makeToolbarHost() -> RecordedWidget { make("toolbarHost") }
    /// Content goes to `children`; each slot's items to a child widget of kind `toolbar.<slot>`
    /// in `backgroundChildren`.
    public func setToolbarChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], items: [ToolbarSlot: [RecordedWidget]]
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = ToolbarSlot.allCases.compactMap { slot in
            guard let views = items[slot], !views.isEmpty else { return nil }
            let group = RecordedWidget(kind: "toolbar.\(slot)")
            group.children = views
            return group
        }
    }
    /// Records the text of all runs as `text`, and each run's string and style in `runs`.
    public func updateStyledText(_ widget: RecordedWidget, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        updateText(widget, runs.map(\.string).joined(), environment)
        set(widget, ["runs": runs.map { "\($0.string)|\($0.style)" }])
    }
    /// Records a widget of kind `"shape"`.
    public func makeShape() -> RecordedWidget { make("shape") }
    /// Records the fill, stroke and the path drawn in a 100×100 rectangle.
    public func updateShape(_ widget: RecordedWidget, _ drawing: ShapeDrawing, _ environment: EnvironmentValues) {
        let path = drawing.path(CGRect(x: 0, y: 0, width: 100, height: 100))
        set(
            widget,
            [
                "fill": drawing.fill.map { "\($0)" } ?? "none",
                "stroke": drawing.stroke.map { "\($0.paint) \($0.lineWidth)" } ?? "none",
                "bounds": "\(path.boundingRect)", "elements": path.elements.count,
            ])
    }
    /// Records a widget of kind `"overlay"`.
    public func makeOverlay() -> RecordedWidget { make("overlay") }
    /// Records the call (see `Backend.setOverlayChildren`).
    public func setOverlayChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], overlay: [RecordedWidget], alignment: Alignment
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = overlay
        recorded.properties["alignment"] = "\(alignment)"
    }
    /// Records a widget of kind `"clip"`.
    public func makeClip() -> RecordedWidget { make("clip") }
    /// Records `cornerRadius` in the widget's properties (an update, counted).
    public func updateClip(_ widget: RecordedWidget, cornerRadius: Double) {
        set(widget, ["cornerRadius": cornerRadius])
    }
    /// Records `secure` in the widget's properties (an update, counted).
    public func setTextFieldSecure(_ widget: RecordedWidget, _ isSecure: Bool) { set(widget, ["secure": isSecure]) }
    /// Records a widget of kind `"textEditor"`.
    public func makeTextEditor() -> RecordedWidget { make("textEditor") }
    /// Records the call (see `Backend.updateTextEditor`).
    public func updateTextEditor(
        _ widget: RecordedWidget, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text])
        widget.textChange = onChange
    }
    /// Records a widget of kind `"groupBox"`.
    public func makeGroupBox() -> RecordedWidget { make("groupBox") }
    /// Records `title` in the widget's properties (an update, counted).
    public func updateGroupBox(_ widget: RecordedWidget, title: String?) { set(widget, ["title": title ?? "none"]) }
    /// Records a widget of kind `"disclosureGroup"`.
    public func makeDisclosureGroup() -> RecordedWidget { make("disclosureGroup") }
    /// Records the call (see `Backend.updateDisclosureGroup`).
    public func updateDisclosureGroup(
        _ widget: RecordedWidget, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        set(widget, ["title": title, "isExpanded": isExpanded.map { "\($0)" } ?? "unbound"])
        widget.boolChange = onToggle
    }
    /// Records a widget of kind `"effect"`.
    public func makeEffect() -> RecordedWidget { make("effect") }
    /// Records `effect` in the widget's properties (an update, counted).
    public func updateEffect(_ widget: RecordedWidget, _ effect: ViewEffect, _ environment: EnvironmentValues) {
        set(widget, ["effect": "\(effect)"])
    }
    /// Records a widget of kind `"zIndex"`.
    public func makeZIndex() -> RecordedWidget { make("zIndex") }
    /// Records `zIndex` in the widget's properties (an update, counted).
    public func updateZIndex(_ widget: RecordedWidget, _ zIndex: Double) { set(widget, ["zIndex": zIndex]) }
    /// Records a widget of kind `"form"`.
    public func makeForm() -> RecordedWidget { make("form") }
    /// Records the form's rows as its children.
    public func setFormRows(_ widget: RecordedWidget, _ rows: [RecordedWidget], _ environment: EnvironmentValues) {
        setChildren(widget, rows, environment)
    }
}
