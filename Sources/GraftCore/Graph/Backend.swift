/// What a native toolkit provides to Graft: widgets for each primitive, child management,
/// presentations and the update scheduler. Widgets are opaque objects to the engine.
///
/// GraftGtk's `GtkBackend` implements it on GTK 4; the test-support target `GraftTestBackend`'s
/// `RecordingBackend` implements it in memory so the engine can be tested with no display.
@MainActor
public protocol Backend: AnyObject {
    /// Runs `update` once, soon, on the main loop (before the next frame is drawn).
    func scheduleUpdate(_ update: @escaping @MainActor () -> Void)
    /// Called after each update pass (a good time to commit batched style changes).
    func didFinishUpdatePass()

    /// A container that fills its window and holds the root view's widgets.
    func makeRootContainer() -> AnyObject
    /// Replaces the children of a container made by this backend, with as few changes as possible.
    func setChildren(_ container: AnyObject, _ children: [AnyObject], _ environment: EnvironmentValues)

    func makeText() -> AnyObject
    func updateText(_ widget: AnyObject, _ text: String, _ environment: EnvironmentValues)
    func makeButton() -> AnyObject
    func updateButton(_ widget: AnyObject, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)
    func makeImage() -> AnyObject
    func updateImage(_ widget: AnyObject, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues)
    func makeStack(_ axis: Axis) -> AnyObject
    func updateStack(
        _ widget: AnyObject, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues)
    func makeZStack() -> AnyObject
    func updateZStack(_ widget: AnyObject, alignment: Alignment, _ environment: EnvironmentValues)
    func makeSpacer() -> AnyObject
    func updateSpacer(_ widget: AnyObject, axis: Axis?, minLength: Double?)
    func makeDivider() -> AnyObject
    func updateDivider(_ widget: AnyObject, axis: Axis?)
    func makeProgressBar() -> AnyObject
    func updateProgressBar(
        _ widget: AnyObject, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction)
    func makeSpinner() -> AnyObject
    func updateSpinner(_ widget: AnyObject, _ environment: EnvironmentValues)
    func makeToggle() -> AnyObject
    func updateToggle(
        _ widget: AnyObject, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void, _ environment: EnvironmentValues
    )
    func makeTextField() -> AnyObject
    func updateTextField(
        _ widget: AnyObject, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)
    /// A scrolling viewport; its children are stacked along the scrolling axis.
    func makeScrollView() -> AnyObject
    func updateScrollView(_ widget: AnyObject, axes: Axis.Set, _ environment: EnvironmentValues)
    func makeColor() -> AnyObject
    func updateColor(_ widget: AnyObject, _ color: Color, _ environment: EnvironmentValues)

    func makePadding() -> AnyObject
    func updatePadding(_ widget: AnyObject, _ insets: EdgeInsets)
    func makeFrame() -> AnyObject
    func updateFrame(_ widget: AnyObject, _ frame: FrameLayout)
    func makeBackground() -> AnyObject
    func updateBackground(_ widget: AnyObject, color: Color?, _ environment: EnvironmentValues)
    /// Puts a background container's content and background widgets in place.
    func setBackgroundChildren(_ widget: AnyObject, content: [AnyObject], background: [AnyObject])
    func makeOpacity() -> AnyObject
    func updateOpacity(_ widget: AnyObject, _ opacity: Double, _ transaction: Transaction)

    /// Shows `content` in a new modal window above the one holding `anchor`; returns its handle.
    func present(
        _ content: [AnyObject], style: PresentationStyle, anchor: AnyObject?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> AnyObject
    /// Replaces the widgets of a presentation.
    func updatePresentation(_ presentation: AnyObject, _ content: [AnyObject])
    /// Closes a presentation.
    func dismissPresentation(_ presentation: AnyObject)
    /// Asks the window holding `anchor` to use `scheme` (or the system's, for `nil`).
    func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: AnyObject)

    /// Called once when a widget's view leaves the tree.
    func dismantle(_ widget: AnyObject)

    // MARK: Accessibility

    /// Applies what accessibility modifiers ask of `widget` (label, hint, value, hidden, traits,
    /// child behaviour), on top of what the backend announces by itself.
    ///
    /// Called right after a primitive's update when its attributes changed since the last call,
    /// with `nil` once they are removed; never for a widget the modifiers did not reach.
    func updateAccessibility(_ widget: AnyObject, _ attributes: AccessibilityAttributes?)
}

/// How a presented view covers its presenter.
public enum PresentationStyle: Sendable, Hashable {
    /// A modal window over the presenter.
    case sheet
    /// A window covering the whole screen.
    case fullScreenCover
}

/// The sizes a `.frame` modifier asks for.
public struct FrameLayout: Sendable, Hashable {
    public var width, height: Double?
    public var minWidth, maxWidth, minHeight, maxHeight: Double?
    public var alignment: Alignment
    /// Whether the frame grows to fill its parent in width.
    public var fillsWidth: Bool { maxWidth == .infinity }
    /// Whether the frame grows to fill its parent in height.
    public var fillsHeight: Bool { maxHeight == .infinity }
}
