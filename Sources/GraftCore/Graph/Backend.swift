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
    /// Sets the title of the window holding `anchor` (`.navigationTitle` outside a navigation stack).
    func setWindowTitle(_ title: String, anchor: AnyObject)
    /// Asks the window holding `anchor` to use `scheme` (or the system's, for `nil`).
    func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: AnyObject)

    /// Called once when a widget's view leaves the tree.
    func dismantle(_ widget: AnyObject)

    // MARK: Lists (recycling rows; issue 13)

    /// Makes a recycling list: it asks `rows` for the widgets of the rows it shows, and keeps
    /// `rows` (weakly or strongly) until dismantled. It starts with no rows.
    ///
    /// - Parameters:
    ///   - selection: How many rows the user may select.
    ///   - rows: The engine's side of the list.
    func makeList(selection: ListSelectionMode, rows: any _ListRowSource) -> AnyObject
    /// Replaces `removed` rows at `position` with `added` new ones; the list re-binds what it shows.
    func spliceList(_ list: AnyObject, at position: Int, removed: Int, added: Int)
    /// The selected rows, ascending.
    func listSelection(_ list: AnyObject) -> [Int]
    /// Selects exactly `positions` (ascending), without telling the row source.
    func setListSelection(_ list: AnyObject, _ positions: [Int])
    /// The position a slot handed to `bindRow` shows now, or nil while it is unbound.
    func listItemPosition(_ item: AnyObject) -> Int?
    /// Makes a recycling container without selection for `LazyVStack` / `LazyVGrid`; the list
    /// calls above (splice, item position) apply to it too.
    func makeLazyContainer(_ layout: _LazyLayout, rows: any _ListRowSource) -> AnyObject

    // MARK: Navigation (issue 13)

    /// Makes a container of pages of which the last one shows; the others stay (hidden).
    func makePageStack() -> AnyObject
    /// Sets the pages (each a list of widgets, stacked vertically), the last one showing.
    func setPages(_ stack: AnyObject, _ pages: [[AnyObject]])
    /// Makes a sidebar-and-detail split with a draggable divider.
    func makeSplitView() -> AnyObject
    /// Puts the widgets of the sidebar and the detail column in place.
    func setSplitViewChildren(_ split: AnyObject, sidebar: [AnyObject], detail: [AnyObject])

    // MARK: Controls (issue 13)

    /// Shows a button in the style of its role (destructive, cancel, or none).
    func setButtonRole(_ button: AnyObject, _ role: ButtonRole?)
    /// Sets the tooltip of a widget (nil: none).
    func setTooltip(_ widget: AnyObject, _ text: String?)
    /// A horizontal slider.
    func makeSlider() -> AnyObject
    /// Shows `value` in `bounds`; `onChange` receives the user's moves (not `value` itself).
    func updateSlider(
        _ widget: AnyObject, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)
    /// A stepper: its label views (set with `setChildren`) and a number field with − and +.
    func makeStepper() -> AnyObject
    /// Shows `value` in `bounds`; `onChange` receives the user's steps.
    func updateStepper(
        _ widget: AnyObject, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)
    /// A choice control: a drop-down menu, or (`segmented`) a row of joined toggle buttons.
    func makeChoice(segmented: Bool) -> AnyObject
    /// Shows `titles` with `selected` chosen; `onSelect` receives the user's choice (an index).
    func updateChoice(
        _ widget: AnyObject, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues)
    /// A menu button whose popover holds items.
    func makeMenu() -> AnyObject
    /// Puts the label widgets in the button and the item widgets in the popover; choosing a
    /// button among the items closes the popover.
    func setMenuChildren(_ menu: AnyObject, label: [AnyObject], items: [AnyObject])

    // MARK: Accessibility

    /// Applies what accessibility modifiers ask of `widget` (label, hint, value, hidden, traits,
    /// child behaviour), on top of what the backend announces by itself.
    ///
    /// Called right after a primitive's update when its attributes changed since the last call,
    /// with `nil` once they are removed; never for a widget the modifiers did not reach.
    func updateAccessibility(_ widget: AnyObject, _ attributes: AccessibilityAttributes?)

    // MARK: Breadth (toolbar, styled text, shapes, overlays, clipping)

    /// A container for a view with a toolbar. It shows the content, with the `.bottom` items in a
    /// bar under it; the other items go to the title bar of the window the container ends up in.
    func makeToolbarHost() -> AnyObject
    /// Puts a toolbar host's content and its items, per slot, in place. Called after make and
    /// whenever any of them changes; a slot with no items is hidden.
    func setToolbarChildren(_ widget: AnyObject, content: [AnyObject], items: [ToolbarSlot: [AnyObject]])
    /// Shows text made of runs with their own weight, slant, lines and face, in a widget from
    /// `makeText()`. Called instead of `updateText` when any run is styled; a later `updateText`
    /// goes back to plain text.
    func updateStyledText(_ widget: AnyObject, _ runs: [Text.Run], _ environment: EnvironmentValues)
    /// A widget that draws a shape; it fills the space it is offered.
    func makeShape() -> AnyObject
    /// Sets what a shape widget draws; it redraws when this is called.
    func updateShape(_ widget: AnyObject, _ drawing: ShapeDrawing, _ environment: EnvironmentValues)
    /// A container showing views over its content, sized by the content.
    func makeOverlay() -> AnyObject
    /// Puts an overlay container's content and overlay views in place; overlays sit at
    /// `alignment` unless they fill the space, and are drawn on top in order.
    func setOverlayChildren(_ widget: AnyObject, content: [AnyObject], overlay: [AnyObject], alignment: Alignment)
    /// A container that clips its content to a rounded rectangle.
    func makeClip() -> AnyObject
    /// Sets the clip's corner radius in points (`.infinity` for a capsule).
    func updateClip(_ widget: AnyObject, cornerRadius: Double)
    /// Hides a text field's text behind bullets (a `SecureField`); called once, after make.
    func setTextFieldSecure(_ widget: AnyObject, _ isSecure: Bool)
    /// A multi-line, scrolling text editor that fills the space it is offered.
    func makeTextEditor() -> AnyObject
    /// Sets an editor's text (only when it differs) and what runs when the user edits it.
    func updateTextEditor(
        _ widget: AnyObject, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues)
    /// A bordered, optionally titled box; its children (via `setChildren`) stack in a column.
    func makeGroupBox() -> AnyObject
    /// Sets a group box's title (`nil` for none).
    func updateGroupBox(_ widget: AnyObject, title: String?)
    /// A clickable title that shows or hides its children (via `setChildren`), in a column.
    func makeDisclosureGroup() -> AnyObject
    /// Sets the title and, when bound (`isExpanded` non-nil), whether it is open; `onToggle` runs
    /// when the user opens or closes it.
    func updateDisclosureGroup(
        _ widget: AnyObject, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void)
    /// A scrolling list of grouped rows that fills the space it is offered.
    func makeForm() -> AnyObject
    /// Makes each child widget one row of the form, in order.
    func setFormRows(_ widget: AnyObject, _ rows: [AnyObject], _ environment: EnvironmentValues)
    /// A one-child container that draws its content moved, rotated, scaled and/or with a shadow,
    /// without changing the layout around it.
    func makeEffect() -> AnyObject
    /// Sets how an effect container draws its content.
    func updateEffect(_ widget: AnyObject, _ effect: ViewEffect, _ environment: EnvironmentValues)
    /// A one-child container carrying a `.zIndex`: in a ZStack, children draw in ascending zIndex
    /// (declaration order among equals).
    func makeZIndex() -> AnyObject
    /// Sets the container's zIndex; a change re-orders the ZStack holding it.
    func updateZIndex(_ widget: AnyObject, _ zIndex: Double)

    // MARK: Date pickers and keyboard shortcuts (issue 13)

    /// A date picker's calendar control: a button that shows the date and opens a calendar
    /// (`graphical == false`), or the calendar inline. The style is fixed at make.
    func makeDatePicker(graphical: Bool) -> AnyObject
    /// Shows `day` (and, on the button, `title`), and sets what runs when the user picks another
    /// day: `onPick` returns false when the day is refused, and the control then goes back to `day`.
    func updateDatePicker(
        _ widget: AnyObject, day: CalendarDay, title: String, onPick: @escaping @MainActor (CalendarDay) -> Bool,
        _ environment: EnvironmentValues)
    /// Lets `shortcut` activate a button from `makeButton()` anywhere in its window while the
    /// button is in it (nil removes it). Called on every update of the button; a backend changes
    /// nothing when the shortcut is the same.
    func setKeyboardShortcut(_ widget: AnyObject, _ shortcut: KeyboardShortcut?)

    // MARK: Breadth 2 (gestures, geometry reader, fixed size; issue 17)

    /// A one-child container that recognizes gestures on its area.
    func makeGestureHost() -> AnyObject
    /// Sets the gestures a gesture host recognizes (the recognizers are replaced only when the
    /// kinds change); `handler` gets the index of the gesture in `kinds` and what it saw. Called
    /// after make and on each update, with the latest handler.
    func updateGestures(
        _ widget: AnyObject, _ kinds: [GestureKind], handler: @escaping @MainActor (Int, GestureEvent) -> Void)
    /// A container that fills the space it is offered and shows its children (via `setChildren`)
    /// at its top-leading corner without letting them change its size.
    func makeGeometryReader() -> AnyObject
    /// Sets what runs when the reader's size or position changes; it runs after make once the
    /// reader is laid out, and after each change, never while the engine updates.
    func updateGeometryReader(_ widget: AnyObject, onChange: @escaping @MainActor (GeometryProxy) -> Void)
    /// A one-child container that takes its content's ideal size on the given axes instead of the
    /// space it is offered (`.fixedSize`).
    func makeFixedSize() -> AnyObject
    /// Sets the axes on which a fixed-size container keeps its content's ideal size.
    func updateFixedSize(_ widget: AnyObject, horizontal: Bool, vertical: Bool)
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
    /// Where the content sits in a frame larger than it.
    public var alignment: Alignment
    /// Whether the frame grows to fill its parent in width.
    public var fillsWidth: Bool { maxWidth == .infinity }
    /// Whether the frame grows to fill its parent in height.
    public var fillsHeight: Bool { maxHeight == .infinity }
}
