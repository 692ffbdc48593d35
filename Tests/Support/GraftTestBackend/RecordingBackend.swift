import Foundation
import GraftCore

/// A widget made by ``RecordingBackend``: its kind, last-set properties and children.
@MainActor
public final class RecordedWidget {
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

    func set(_ widget: AnyObject, _ values: [String: any Sendable]) {
        let widget = widget as! RecordedWidget
        widget.updateCount += 1
        updateCount[widget.kind, default: 0] += 1
        for (key, value) in values { widget.properties[key] = value }
    }

    /// Records a widget of kind `"root"`, the top of a window's tree.
    public func makeRootContainer() -> AnyObject { make("root") }
    /// Records the container's new children, in order (counted in ``childChanges``).
    public func setChildren(_ container: AnyObject, _ children: [AnyObject], _ environment: EnvironmentValues) {
        childChanges += 1
        (container as! RecordedWidget).children = children.map { $0 as! RecordedWidget }
    }
    /// Records a widget of kind `"text"`.
    public func makeText() -> AnyObject { make("text") }
    /// Records `text`, `color`, `font`, `lineLimit` in the widget's properties (an update, counted).
    public func updateText(_ widget: AnyObject, _ text: String, _ environment: EnvironmentValues) {
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme).css
        set(
            widget,
            [
                "text": text, "color": color, "font": environment.font.map { "\($0.size)" } ?? "body",
                "lineLimit": environment.lineLimit.map { "\($0)" } ?? "none",
            ])
    }
    /// Records a widget of kind `"button"`.
    public func makeButton() -> AnyObject { make("button") }
    /// Records `enabled` in the widget's properties (an update, counted).
    public func updateButton(
        _ widget: AnyObject, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["enabled": environment.isEnabled])
        (widget as! RecordedWidget).action = environment.isEnabled ? action : nil
    }
    /// Records a widget of kind `"image"`.
    public func makeImage() -> AnyObject { make("image") }
    /// Records `source`, `resizable` in the widget's properties (an update, counted).
    public func updateImage(
        _ widget: AnyObject, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        set(widget, ["source": "\(source)", "resizable": resizable])
    }
    /// Records a widget of kind `"stack"`.
    public func makeStack(_ axis: Axis) -> AnyObject { make("stack") }
    /// Records `axis`, `spacing`, `alignment` in the widget's properties (an update, counted).
    public func updateStack(
        _ widget: AnyObject, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues
    ) {
        set(widget, ["axis": "\(axis)", "spacing": spacing, "alignment": "\(alignment)"])
    }
    /// Records a widget of kind `"zstack"`.
    public func makeZStack() -> AnyObject { make("zstack") }
    /// Records `alignment` in the widget's properties (an update, counted).
    public func updateZStack(_ widget: AnyObject, alignment: Alignment, _ environment: EnvironmentValues) {
        set(widget, ["alignment": "\(alignment)"])
    }
    /// Records a widget of kind `"spacer"`.
    public func makeSpacer() -> AnyObject { make("spacer") }
    /// Records `axis` in the widget's properties (an update, counted).
    public func updateSpacer(_ widget: AnyObject, axis: Axis?, minLength: Double?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    /// Records a widget of kind `"divider"`.
    public func makeDivider() -> AnyObject { make("divider") }
    /// Records `axis` in the widget's properties (an update, counted).
    public func updateDivider(_ widget: AnyObject, axis: Axis?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }
    /// Records a widget of kind `"progress"`.
    public func makeProgressBar() -> AnyObject { make("progress") }
    /// Records `fraction`, `animated` in the widget's properties (an update, counted).
    public func updateProgressBar(
        _ widget: AnyObject, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        set(widget, ["fraction": fraction, "animated": transaction.effectiveAnimation != nil])
    }
    /// Records a widget of kind `"spinner"`.
    public func makeSpinner() -> AnyObject { make("spinner") }
    /// Counts an update: a spinner has no properties.
    public func updateSpinner(_ widget: AnyObject, _ environment: EnvironmentValues) { set(widget, [:]) }
    /// Records a widget of kind `"toggle"`.
    public func makeToggle() -> AnyObject { make("toggle") }
    /// Records `isOn`, `enabled` in the widget's properties (an update, counted).
    public func updateToggle(
        _ widget: AnyObject, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["isOn": isOn, "enabled": environment.isEnabled])
        (widget as! RecordedWidget).boolChange = onChange
    }
    /// Records a widget of kind `"textField"`.
    public func makeTextField() -> AnyObject { make("textField") }
    /// Records `text`, `placeholder` in the widget's properties (an update, counted).
    public func updateTextField(
        _ widget: AnyObject, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text, "placeholder": placeholder])
        let recorded = widget as! RecordedWidget
        recorded.textChange = onChange
        recorded.submit = onSubmit
    }
    /// Records a widget of kind `"scroll"`.
    public func makeScrollView() -> AnyObject { make("scroll") }
    /// Records `horizontal`, `vertical` in the widget's properties (an update, counted).
    public func updateScrollView(_ widget: AnyObject, axes: Axis.Set, _ environment: EnvironmentValues) {
        set(widget, ["horizontal": axes.contains(.horizontal), "vertical": axes.contains(.vertical)])
    }
    /// Records a widget of kind `"color"`.
    public func makeColor() -> AnyObject { make("color") }
    /// Records `color` in the widget's properties (an update, counted).
    public func updateColor(_ widget: AnyObject, _ color: Color, _ environment: EnvironmentValues) {
        set(widget, ["color": color.resolve(in: environment.colorScheme).css])
    }
    /// Records a widget of kind `"padding"`.
    public func makePadding() -> AnyObject { make("padding") }
    /// Records `insets` in the widget's properties (an update, counted).
    public func updatePadding(_ widget: AnyObject, _ insets: EdgeInsets) { set(widget, ["insets": "\(insets)"]) }
    /// Records a widget of kind `"frame"`.
    public func makeFrame() -> AnyObject { make("frame") }
    /// Records `frame` in the widget's properties (an update, counted).
    public func updateFrame(_ widget: AnyObject, _ frame: FrameLayout) { set(widget, ["frame": "\(frame)"]) }
    /// Records a widget of kind `"background"`.
    public func makeBackground() -> AnyObject { make("background") }
    /// Records `color` in the widget's properties (an update, counted).
    public func updateBackground(_ widget: AnyObject, color: Color?, _ environment: EnvironmentValues) {
        set(widget, ["color": color?.resolve(in: environment.colorScheme).css ?? "none"])
    }
    /// Records the content as the widget's children and the background as its background children.
    public func setBackgroundChildren(_ widget: AnyObject, content: [AnyObject], background: [AnyObject]) {
        childChanges += 1
        let recorded = widget as! RecordedWidget
        recorded.children = content.map { $0 as! RecordedWidget }
        recorded.backgroundChildren = background.map { $0 as! RecordedWidget }
    }
    /// Records a widget of kind `"opacity"`.
    public func makeOpacity() -> AnyObject { make("opacity") }
    /// Records `opacity`, `animated` in the widget's properties (an update, counted).
    public func updateOpacity(_ widget: AnyObject, _ opacity: Double, _ transaction: Transaction) {
        set(widget, ["opacity": opacity, "animated": transaction.effectiveAnimation != nil])
    }
    /// Records a `"presentation"` of `content` in ``presentations``, with its style.
    public func present(
        _ content: [AnyObject], style: PresentationStyle, anchor: AnyObject?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> AnyObject {
        let window = make("presentation")
        window.properties["style"] = "\(style)"
        window.children = content.map { $0 as! RecordedWidget }
        window.action = onDismissRequest
        presentations.append(window)
        return window
    }
    /// Records the presentation's content widgets as its children.
    public func updatePresentation(_ presentation: AnyObject, _ content: [AnyObject]) {
        (presentation as! RecordedWidget).children = content.map { $0 as! RecordedWidget }
    }
    /// Removes the presentation from ``presentations`` and marks it dismantled.
    public func dismissPresentation(_ presentation: AnyObject) {
        presentations.removeAll { $0 === presentation }
        (presentation as! RecordedWidget).isDismantled = true
    }
    /// The window title last set by `.navigationTitle` outside a navigation stack.
    public private(set) var windowTitle: String?
    /// Records the title in ``windowTitle``.
    public func setWindowTitle(_ title: String, anchor: AnyObject) { windowTitle = title }
    /// Records the scheme in ``preferredColorScheme``.
    public func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: AnyObject) {
        preferredColorScheme = .some(scheme)
    }
    /// Marks the widget dismantled and counts it in ``dismantledCount``.
    public func dismantle(_ widget: AnyObject) {
        let recorded = widget as! RecordedWidget
        recorded.isDismantled = true
        dismantledCount[recorded.kind, default: 0] += 1
    }

    /// Records the attributes in the widget's ``RecordedWidget/accessibility``.
    public func updateAccessibility(_ widget: AnyObject, _ attributes: AccessibilityAttributes?) {
        (widget as! RecordedWidget).accessibility = attributes
    }

    // MARK: Breadth (toolbar, styled text, shapes, overlays, clipping)

    /// Records a widget of kind `"toolbarHost"`.
    public func makeToolbarHost() -> AnyObject { make("toolbarHost") }
    /// Content goes to `children`; each slot's items to a child widget of kind `toolbar.<slot>`
    /// in `backgroundChildren`.
    public func setToolbarChildren(_ widget: AnyObject, content: [AnyObject], items: [ToolbarSlot: [AnyObject]]) {
        childChanges += 1
        let recorded = widget as! RecordedWidget
        recorded.children = content.map { $0 as! RecordedWidget }
        recorded.backgroundChildren = ToolbarSlot.allCases.compactMap { slot in
            guard let views = items[slot], !views.isEmpty else { return nil }
            let group = RecordedWidget(kind: "toolbar.\(slot)")
            group.children = views.map { $0 as! RecordedWidget }
            return group
        }
    }
    /// Records the text of all runs as `text`, and each run's string and style in `runs`.
    public func updateStyledText(_ widget: AnyObject, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        updateText(widget, runs.map(\.string).joined(), environment)
        set(widget, ["runs": runs.map { "\($0.string)|\($0.style)" }])
    }
    /// Records a widget of kind `"shape"`.
    public func makeShape() -> AnyObject { make("shape") }
    /// Records the fill, stroke and the path drawn in a 100×100 rectangle.
    public func updateShape(_ widget: AnyObject, _ drawing: ShapeDrawing, _ environment: EnvironmentValues) {
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
    public func makeOverlay() -> AnyObject { make("overlay") }
    /// Records the content as the widget's children, the overlay views as its background children, and the `alignment`.
    public func setOverlayChildren(
        _ widget: AnyObject, content: [AnyObject], overlay: [AnyObject], alignment: Alignment
    ) {
        childChanges += 1
        let recorded = widget as! RecordedWidget
        recorded.children = content.map { $0 as! RecordedWidget }
        recorded.backgroundChildren = overlay.map { $0 as! RecordedWidget }
        recorded.properties["alignment"] = "\(alignment)"
    }
    /// Records a widget of kind `"clip"`.
    public func makeClip() -> AnyObject { make("clip") }
    /// Records `cornerRadius` in the widget's properties (an update, counted).
    public func updateClip(_ widget: AnyObject, cornerRadius: Double) { set(widget, ["cornerRadius": cornerRadius]) }
    /// Records `secure` in the widget's properties (an update, counted).
    public func setTextFieldSecure(_ widget: AnyObject, _ isSecure: Bool) { set(widget, ["secure": isSecure]) }
    /// Records a widget of kind `"textEditor"`.
    public func makeTextEditor() -> AnyObject { make("textEditor") }
    /// Records `text` in the widget's properties (an update, counted).
    public func updateTextEditor(
        _ widget: AnyObject, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text])
        (widget as! RecordedWidget).textChange = onChange
    }
    /// Records a widget of kind `"groupBox"`.
    public func makeGroupBox() -> AnyObject { make("groupBox") }
    /// Records `title` in the widget's properties (an update, counted).
    public func updateGroupBox(_ widget: AnyObject, title: String?) { set(widget, ["title": title ?? "none"]) }
    /// Records a widget of kind `"disclosureGroup"`.
    public func makeDisclosureGroup() -> AnyObject { make("disclosureGroup") }
    /// Records `title`, `isExpanded` in the widget's properties (an update, counted).
    public func updateDisclosureGroup(
        _ widget: AnyObject, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        set(widget, ["title": title, "isExpanded": isExpanded.map { "\($0)" } ?? "unbound"])
        (widget as! RecordedWidget).boolChange = onToggle
    }
    /// Records a widget of kind `"effect"`.
    public func makeEffect() -> AnyObject { make("effect") }
    /// Records `effect` in the widget's properties (an update, counted).
    public func updateEffect(_ widget: AnyObject, _ effect: ViewEffect, _ environment: EnvironmentValues) {
        set(widget, ["effect": "\(effect)"])
    }
    /// Records a widget of kind `"zIndex"`.
    public func makeZIndex() -> AnyObject { make("zIndex") }
    /// Records `zIndex` in the widget's properties (an update, counted).
    public func updateZIndex(_ widget: AnyObject, _ zIndex: Double) { set(widget, ["zIndex": zIndex]) }
    /// Records a widget of kind `"form"`.
    public func makeForm() -> AnyObject { make("form") }
    /// Records the form's rows as its children.
    public func setFormRows(_ widget: AnyObject, _ rows: [AnyObject], _ environment: EnvironmentValues) {
        setChildren(widget, rows, environment)
    }
}
