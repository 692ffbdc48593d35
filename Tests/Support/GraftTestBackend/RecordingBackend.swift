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

    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) { scheduled.append(update) }
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

    public func makeRootContainer() -> RecordedWidget { make("root") }
    public func setChildren(_ container: RecordedWidget, _ children: [RecordedWidget], _ environment: EnvironmentValues)
    {
        childChanges += 1
        container.children = children
    }
    public func makeText() -> RecordedWidget { make("text") }
    public func updateText(_ widget: RecordedWidget, _ text: String, _ environment: EnvironmentValues) {
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme).css
        set(
            widget,
            [
                "text": text, "color": color, "font": environment.font.map { "\($0.size)" } ?? "body",
                "lineLimit": environment.lineLimit.map { "\($0)" } ?? "none",
            ])
    }
    public func makeButton() -> RecordedWidget { make("button") }
    public func updateButton(
        _ widget: RecordedWidget, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["enabled": environment.isEnabled])
        widget.action = environment.isEnabled ? action : nil
    }
    public func makeImage() -> RecordedWidget { make("image") }
    public func updateImage(
        _ widget: RecordedWidget, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        set(widget, ["source": "\(source)", "resizable": resizable])
    }
    public func makeStack(_ axis: Axis) -> RecordedWidget { make("stack") }
    public func updateStack(
        _ widget: RecordedWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues
    ) {
        set(widget, ["axis": "\(axis)", "spacing": spacing, "alignment": "\(alignment)"])
    }
    public func makeZStack() -> RecordedWidget { make("zstack") }
    public func updateZStack(_ widget: RecordedWidget, alignment: Alignment, _ environment: EnvironmentValues) {
        set(widget, ["alignment": "\(alignment)"])
    }
    public func makeSpacer() -> RecordedWidget { make("spacer") }
    public func updateSpacer(_ widget: RecordedWidget, axis: Axis?, minLength: Double?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    public func makeDivider() -> RecordedWidget { make("divider") }
    public func updateDivider(_ widget: RecordedWidget, axis: Axis?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    public func makeProgressBar() -> RecordedWidget { make("progress") }
    public func updateProgressBar(
        _ widget: RecordedWidget, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        set(widget, ["fraction": fraction, "animated": transaction.effectiveAnimation != nil])
    }
    public func makeSpinner() -> RecordedWidget { make("spinner") }
    public func updateSpinner(_ widget: RecordedWidget, _ environment: EnvironmentValues) { set(widget, [:]) }
    public func makeToggle() -> RecordedWidget { make("toggle") }
    public func updateToggle(
        _ widget: RecordedWidget, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["isOn": isOn, "enabled": environment.isEnabled])
        widget.boolChange = onChange
    }
    public func makeTextField() -> RecordedWidget { make("textField") }
    public func updateTextField(
        _ widget: RecordedWidget, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text, "placeholder": placeholder])
        let recorded = widget
        recorded.textChange = onChange
        recorded.submit = onSubmit
    }
    public func makeScrollView() -> RecordedWidget { make("scroll") }
    public func updateScrollView(_ widget: RecordedWidget, axes: Axis.Set, _ environment: EnvironmentValues) {
        set(widget, ["horizontal": axes.contains(.horizontal), "vertical": axes.contains(.vertical)])
    }
    public func makeColor() -> RecordedWidget { make("color") }
    public func updateColor(_ widget: RecordedWidget, _ color: Color, _ environment: EnvironmentValues) {
        set(widget, ["color": color.resolve(in: environment.colorScheme).css])
    }
    public func makePadding() -> RecordedWidget { make("padding") }
    public func updatePadding(_ widget: RecordedWidget, _ insets: EdgeInsets) { set(widget, ["insets": "\(insets)"]) }
    public func makeFrame() -> RecordedWidget { make("frame") }
    public func updateFrame(_ widget: RecordedWidget, _ frame: FrameLayout) { set(widget, ["frame": "\(frame)"]) }
    public func makeBackground() -> RecordedWidget { make("background") }
    public func updateBackground(_ widget: RecordedWidget, color: Color?, _ environment: EnvironmentValues) {
        set(widget, ["color": color?.resolve(in: environment.colorScheme).css ?? "none"])
    }
    public func setBackgroundChildren(_ widget: RecordedWidget, content: [RecordedWidget], background: [RecordedWidget])
    {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = background
    }
    public func makeOpacity() -> RecordedWidget { make("opacity") }
    public func updateOpacity(_ widget: RecordedWidget, _ opacity: Double, _ transaction: Transaction) {
        set(widget, ["opacity": opacity, "animated": transaction.effectiveAnimation != nil])
    }
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
    public func updatePresentation(_ presentation: RecordedWidget, _ content: [RecordedWidget]) {
        presentation.children = content
    }
    public func dismissPresentation(_ presentation: RecordedWidget) {
        presentations.removeAll { $0 === presentation }
        presentation.isDismantled = true
    }
    /// The window title last set by `.navigationTitle` outside a navigation stack.
    public private(set) var windowTitle: String?
    public func setWindowTitle(_ title: String, anchor: RecordedWidget) { windowTitle = title }
    public func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: RecordedWidget) {
        preferredColorScheme = .some(scheme)
    }
    public func dismantle(_ widget: RecordedWidget) {
        let recorded = widget
        recorded.isDismantled = true
        dismantledCount[recorded.kind, default: 0] += 1
    }

    public func updateAccessibility(_ widget: RecordedWidget, _ attributes: AccessibilityAttributes?) {
        widget.accessibility = attributes
    }

    // MARK: Breadth (toolbar, styled text, shapes, overlays, clipping)

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
    public func updateStyledText(_ widget: RecordedWidget, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        updateText(widget, runs.map(\.string).joined(), environment)
        set(widget, ["runs": runs.map { "\($0.string)|\($0.style)" }])
    }
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
    public func makeOverlay() -> RecordedWidget { make("overlay") }
    public func setOverlayChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], overlay: [RecordedWidget], alignment: Alignment
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = overlay
        recorded.properties["alignment"] = "\(alignment)"
    }
    public func makeClip() -> RecordedWidget { make("clip") }
    public func updateClip(_ widget: RecordedWidget, cornerRadius: Double) {
        set(widget, ["cornerRadius": cornerRadius])
    }
    public func setTextFieldSecure(_ widget: RecordedWidget, _ isSecure: Bool) { set(widget, ["secure": isSecure]) }
    public func makeTextEditor() -> RecordedWidget { make("textEditor") }
    public func updateTextEditor(
        _ widget: RecordedWidget, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text])
        widget.textChange = onChange
    }
    public func makeGroupBox() -> RecordedWidget { make("groupBox") }
    public func updateGroupBox(_ widget: RecordedWidget, title: String?) { set(widget, ["title": title ?? "none"]) }
    public func makeDisclosureGroup() -> RecordedWidget { make("disclosureGroup") }
    public func updateDisclosureGroup(
        _ widget: RecordedWidget, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        set(widget, ["title": title, "isExpanded": isExpanded.map { "\($0)" } ?? "unbound"])
        widget.boolChange = onToggle
    }
    public func makeEffect() -> RecordedWidget { make("effect") }
    public func updateEffect(_ widget: RecordedWidget, _ effect: ViewEffect, _ environment: EnvironmentValues) {
        set(widget, ["effect": "\(effect)"])
    }
    public func makeZIndex() -> RecordedWidget { make("zIndex") }
    public func updateZIndex(_ widget: RecordedWidget, _ zIndex: Double) { set(widget, ["zIndex": zIndex]) }
    public func makeForm() -> RecordedWidget { make("form") }
    public func setFormRows(_ widget: RecordedWidget, _ rows: [RecordedWidget], _ environment: EnvironmentValues) {
        setChildren(widget, rows, environment)
    }
}
