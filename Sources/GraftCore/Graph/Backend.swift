/// What a native toolkit provides to Graft: a widget for each primitive, child management,
/// presentations and the update scheduler. `GtkBackend` (GraftGtk) implements it on GTK 4,
/// `RecordingBackend` (test-support target `GraftTestBackend`) in memory; docs/Backend.md explains it.
///
/// ``Widget`` is the handle on any widget the backend made, as containers and windows hold it; each
/// primitive kind has its own handle type (``TextWidget``, ``StackWidget``, …, defaulting to
/// ``Widget``), returned by its `make…` and handed back, typed, to its `update…` calls.
///
/// Per primitive and identity, on the main actor: `make…()` once (in no container yet);
/// `update…` right after and whenever inputs, environment or read state change (it may repeat
/// values and changes only what differs); `setChildren` / `set…Children` after the children are
/// made and whenever their list changes; ``dismantle(_:)`` exactly once when the view leaves the
/// tree — after it, no call names the widget and no signal of it reaches Swift. Callbacks handed
/// to updates replace the previous ones and never fire for changes an update made. Changes of one
/// turn form one pass: ``scheduleUpdate(_:)`` once, then ``didFinishUpdatePass()``.
@MainActor
public protocol Backend: AnyObject {
    // MARK: Widget types

    /// The backend's handle on any widget it made, as containers, presentations and windows hold it.
    associatedtype Widget: BackendWidget where Widget.Widget == Widget
    /// The handle of an open presentation (a sheet's window).
    associatedtype Presentation: AnyObject
    /// The handle of one recycled row slot of a list (GTK's `GtkListItem`).
    associatedtype ListItem: AnyObject
    /// The handle of a text widget (see `makeText`); the backend's `Widget` unless it keeps more.
    associatedtype TextWidget: BackendWidget = Widget where TextWidget.Widget == Widget
    /// The handle of a button widget (see `makeButton`); the backend's `Widget` unless it keeps more.
    associatedtype ButtonWidget: BackendWidget = Widget where ButtonWidget.Widget == Widget
    /// The handle of an image widget (see `makeImage`); the backend's `Widget` unless it keeps more.
    associatedtype ImageWidget: BackendWidget = Widget where ImageWidget.Widget == Widget
    /// The handle of a stack widget (see `makeStack`); the backend's `Widget` unless it keeps more.
    associatedtype StackWidget: BackendWidget = Widget where StackWidget.Widget == Widget
    /// The handle of a z stack widget (see `makeZStack`); the backend's `Widget` unless it keeps more.
    associatedtype ZStackWidget: BackendWidget = Widget where ZStackWidget.Widget == Widget
    /// The handle of a spacer widget (see `makeSpacer`); the backend's `Widget` unless it keeps more.
    associatedtype SpacerWidget: BackendWidget = Widget where SpacerWidget.Widget == Widget
    /// The handle of a divider widget (see `makeDivider`); the backend's `Widget` unless it keeps more.
    associatedtype DividerWidget: BackendWidget = Widget where DividerWidget.Widget == Widget
    /// The handle of a progress bar widget (see `makeProgressBar`); the backend's `Widget` unless it keeps more.
    associatedtype ProgressBarWidget: BackendWidget = Widget where ProgressBarWidget.Widget == Widget
    /// The handle of a spinner widget (see `makeSpinner`); the backend's `Widget` unless it keeps more.
    associatedtype SpinnerWidget: BackendWidget = Widget where SpinnerWidget.Widget == Widget
    /// The handle of a toggle widget (see `makeToggle`); the backend's `Widget` unless it keeps more.
    associatedtype ToggleWidget: BackendWidget = Widget where ToggleWidget.Widget == Widget
    /// The handle of a text field widget (see `makeTextField`); the backend's `Widget` unless it keeps more.
    associatedtype TextFieldWidget: BackendWidget = Widget where TextFieldWidget.Widget == Widget
    /// The handle of a scroll view widget (see `makeScrollView`); the backend's `Widget` unless it keeps more.
    associatedtype ScrollViewWidget: BackendWidget = Widget where ScrollViewWidget.Widget == Widget
    /// The handle of a color widget (see `makeColor`); the backend's `Widget` unless it keeps more.
    associatedtype ColorWidget: BackendWidget = Widget where ColorWidget.Widget == Widget
    /// The handle of a padding widget (see `makePadding`); the backend's `Widget` unless it keeps more.
    associatedtype PaddingWidget: BackendWidget = Widget where PaddingWidget.Widget == Widget
    /// The handle of a frame widget (see `makeFrame`); the backend's `Widget` unless it keeps more.
    associatedtype FrameWidget: BackendWidget = Widget where FrameWidget.Widget == Widget
    /// The handle of a background widget (see `makeBackground`); the backend's `Widget` unless it keeps more.
    associatedtype BackgroundWidget: BackendWidget = Widget where BackgroundWidget.Widget == Widget
    /// The handle of a opacity widget (see `makeOpacity`); the backend's `Widget` unless it keeps more.
    associatedtype OpacityWidget: BackendWidget = Widget where OpacityWidget.Widget == Widget
    /// The handle of a list widget (see `makeList`); the backend's `Widget` unless it keeps more.
    associatedtype ListWidget: BackendWidget = Widget where ListWidget.Widget == Widget
    /// The handle of a page stack widget (see `makePageStack`); the backend's `Widget` unless it keeps more.
    associatedtype PageStackWidget: BackendWidget = Widget where PageStackWidget.Widget == Widget
    /// The handle of a split view widget (see `makeSplitView`); the backend's `Widget` unless it keeps more.
    associatedtype SplitViewWidget: BackendWidget = Widget where SplitViewWidget.Widget == Widget
    /// The handle of a slider widget (see `makeSlider`); the backend's `Widget` unless it keeps more.
    associatedtype SliderWidget: BackendWidget = Widget where SliderWidget.Widget == Widget
    /// The handle of a stepper widget (see `makeStepper`); the backend's `Widget` unless it keeps more.
    associatedtype StepperWidget: BackendWidget = Widget where StepperWidget.Widget == Widget
    /// The handle of a choice widget (see `makeChoice`); the backend's `Widget` unless it keeps more.
    associatedtype ChoiceWidget: BackendWidget = Widget where ChoiceWidget.Widget == Widget
    /// The handle of a menu widget (see `makeMenu`); the backend's `Widget` unless it keeps more.
    associatedtype MenuWidget: BackendWidget = Widget where MenuWidget.Widget == Widget
    /// The handle of a toolbar host widget (see `makeToolbarHost`); the backend's `Widget` unless it keeps more.
    associatedtype ToolbarHostWidget: BackendWidget = Widget where ToolbarHostWidget.Widget == Widget
    /// The handle of a shape widget (see `makeShape`); the backend's `Widget` unless it keeps more.
    associatedtype ShapeWidget: BackendWidget = Widget where ShapeWidget.Widget == Widget
    /// The handle of a overlay widget (see `makeOverlay`); the backend's `Widget` unless it keeps more.
    associatedtype OverlayWidget: BackendWidget = Widget where OverlayWidget.Widget == Widget
    /// The handle of a clip widget (see `makeClip`); the backend's `Widget` unless it keeps more.
    associatedtype ClipWidget: BackendWidget = Widget where ClipWidget.Widget == Widget
    /// The handle of a text editor widget (see `makeTextEditor`); the backend's `Widget` unless it keeps more.
    associatedtype TextEditorWidget: BackendWidget = Widget where TextEditorWidget.Widget == Widget
    /// The handle of a group box widget (see `makeGroupBox`); the backend's `Widget` unless it keeps more.
    associatedtype GroupBoxWidget: BackendWidget = Widget where GroupBoxWidget.Widget == Widget
    /// The handle of a disclosure group widget (see `makeDisclosureGroup`); the backend's `Widget` unless it keeps more.
    associatedtype DisclosureGroupWidget: BackendWidget = Widget where DisclosureGroupWidget.Widget == Widget
    /// The handle of a form widget (see `makeForm`); the backend's `Widget` unless it keeps more.
    associatedtype FormWidget: BackendWidget = Widget where FormWidget.Widget == Widget
    /// The handle of a effect widget (see `makeEffect`); the backend's `Widget` unless it keeps more.
    associatedtype EffectWidget: BackendWidget = Widget where EffectWidget.Widget == Widget
    /// The handle of a z index widget (see `makeZIndex`); the backend's `Widget` unless it keeps more.
    associatedtype ZIndexWidget: BackendWidget = Widget where ZIndexWidget.Widget == Widget

    // MARK: Update pass

    /// Runs `update` once, soon, on the main loop (before the next frame is drawn). The engine asks
    /// at most once per pass; changes made meanwhile are coalesced into that pass.
    func scheduleUpdate(_ update: @escaping @MainActor () -> Void)
    /// Called after each update pass, once every widget is updated and placed (commit batched styles).
    func didFinishUpdatePass()

    /// A container that fills its window and holds the root view's widgets; made once per graph
    /// (a window, a sheet's content, a list row) before anything else.
    func makeRootContainer() -> Widget
    /// Replaces the children of a container made by this backend (a root, stack, ZStack, scroll
    /// view, button, toggle, stepper, padding, frame, …), with as few changes as possible. Called after the container's make and update, and whenever its list of child widgets
    /// changes. `children` are widgets this backend made, in order; a widget may move here from
    /// another container in the same pass.
    func setChildren(_ container: Widget, _ children: [Widget], _ environment: EnvironmentValues)

    /// A widget showing read-only text (`Text`). It wraps at word boundaries when narrower than the text.
    func makeText() -> TextWidget
    /// Shows `text` in plain style, with the foreground colour, font and line limit of `environment`.
    func updateText(_ widget: TextWidget, _ text: String, _ environment: EnvironmentValues)
    /// A button (`Button`); its label views come through `setChildren`.
    func makeButton() -> ButtonWidget
    /// Sets what runs when the user clicks (only while `environment.isEnabled`) and the button style of `environment`.
    func updateButton(_ widget: ButtonWidget, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)
    /// A widget showing an image (`Image`).
    func makeImage() -> ImageWidget
    /// Shows `source` (loading it only when it changed); `resizable` images fill the space offered. An
    /// unreadable source shows a visible "missing image" state, never nothing.
    func updateImage(_ widget: ImageWidget, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues)
    /// A stack of children along `axis` (`VStack` / `HStack`); its children come through `setChildren`.
    func makeStack(_ axis: Axis) -> StackWidget
    /// Sets the spacing between children and where they sit across the axis.
    func updateStack(
        _ widget: StackWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues)
    /// A container layering its children, the first at the back (`ZStack`).
    func makeZStack() -> ZStackWidget
    /// Sets where children smaller than the stack sit.
    func updateZStack(_ widget: ZStackWidget, alignment: Alignment, _ environment: EnvironmentValues)
    /// Flexible space (`Spacer`).
    func makeSpacer() -> SpacerWidget
    /// Makes the spacer grow along `axis` (the stack it is in; `nil` outside a stack: both), at least `minLength`.
    func updateSpacer(_ widget: SpacerWidget, axis: Axis?, minLength: Double?)
    /// A thin line (`Divider`).
    func makeDivider() -> DividerWidget
    /// Draws the line across `axis` (the stack it is in; `nil`: horizontal).
    func updateDivider(_ widget: DividerWidget, axis: Axis?)
    /// A linear progress bar (`ProgressView(value:)`), flexible in width.
    func makeProgressBar() -> ProgressBarWidget
    /// Shows `fraction` (clamped to 0…1), animated when `transaction` is.
    func updateProgressBar(
        _ widget: ProgressBarWidget, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction)
    /// An indeterminate activity indicator (`ProgressView()`).
    func makeSpinner() -> SpinnerWidget
    /// Called with each update of the spinner's view (nothing to change on most backends).
    func updateSpinner(_ widget: SpinnerWidget, _ environment: EnvironmentValues)
    /// A switch with its label views (via `setChildren`) beside it (`Toggle`).
    func makeToggle() -> ToggleWidget
    /// Shows `isOn`; `onChange` receives the user's flips (not the ones an update makes).
    func updateToggle(
        _ widget: ToggleWidget, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    )
    /// A one-line text field (`TextField`), flexible in width.
    func makeTextField() -> TextFieldWidget
    /// Shows `text` (only when it differs from what the field holds) and `placeholder`; `onChange`
    /// receives the user's edits, `onSubmit` the Enter key.
    func updateTextField(
        _ widget: TextFieldWidget, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)
    /// A scrolling viewport; its children are stacked along the scrolling axis.
    func makeScrollView() -> ScrollViewWidget
    /// Sets the axes that scroll; the children stack along the scrolling axis.
    func updateScrollView(_ widget: ScrollViewWidget, axes: Axis.Set, _ environment: EnvironmentValues)
    /// A widget filling the space offered with a colour (`Color` as a view).
    func makeColor() -> ColorWidget
    /// Sets the colour, resolved in `environment`'s colour scheme.
    func updateColor(_ widget: ColorWidget, _ color: Color, _ environment: EnvironmentValues)

    /// A one-child container adding space around its content (`.padding`).
    func makePadding() -> PaddingWidget
    /// Sets the space on each edge.
    func updatePadding(_ widget: PaddingWidget, _ insets: EdgeInsets)
    /// A one-child container with a size of its own (`.frame`).
    func makeFrame() -> FrameWidget
    /// Sets the size the frame asks for and where its content sits in it.
    func updateFrame(_ widget: FrameWidget, _ frame: FrameLayout)
    /// A container showing views behind its content, sized by the content (`.background`).
    func makeBackground() -> BackgroundWidget
    /// Sets a background colour (`nil`: none), resolved in `environment`'s colour scheme.
    func updateBackground(_ widget: BackgroundWidget, color: Color?, _ environment: EnvironmentValues)
    /// Puts a background container's content and background widgets in place; called after make
    /// and whenever either list changes (its "set children").
    func setBackgroundChildren(_ widget: BackgroundWidget, content: [Widget], background: [Widget])
    /// A one-child container drawing its content translucent (`.opacity`).
    func makeOpacity() -> OpacityWidget
    /// Sets the opacity (0…1), animated when `transaction` is.
    func updateOpacity(_ widget: OpacityWidget, _ opacity: Double, _ transaction: Transaction)

    /// Shows `content` in a new modal window above the one holding `anchor`; returns its handle.
    /// Called once per presentation, after the presented views' widgets are made; `anchor` is the
    /// presenter's first widget (or its window's root container). `onDismissRequest` runs when the
    /// user closes the window; the engine then sets the binding and calls `dismissPresentation`.
    func present(
        _ content: [Widget], style: PresentationStyle, anchor: Widget?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> Presentation
    /// Replaces the widgets of an open presentation; called whenever they change.
    func updatePresentation(_ presentation: Presentation, _ content: [Widget])
    /// Closes a presentation; called once, when its binding turns false or its presenter leaves.
    /// The presentation's widgets are dismantled separately.
    func dismissPresentation(_ presentation: Presentation)
    /// Sets the title of the window holding `anchor` (`.navigationTitle` outside a navigation stack);
    /// called after a pass. `anchor` (the root container) may not be in a window yet on the first.
    func setWindowTitle(_ title: String, anchor: Widget)
    /// Asks the window holding `anchor` to use `scheme` (or the system's, for `nil`); called after
    /// an update pass whenever `.preferredColorScheme` is shown or changes.
    func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: Widget)

    /// Called exactly once when a widget's view leaves the tree (or its window closes): cancel its
    /// signal handlers, animations and callbacks. No call mentions the widget afterwards.
    func dismantle(_ widget: Widget)

    // MARK: Lists (recycling rows; issue 13)

    /// Makes a recycling list: it asks `rows` for the widgets of the rows it shows, and keeps
    /// `rows` (weakly or strongly) until dismantled. It starts with no rows.
    ///
    /// - Parameters:
    ///   - selection: How many rows the user may select.
    ///   - rows: The engine's side of the list.
    func makeList(selection: ListSelectionMode, rows: any _ListRowSource<Widget, ListItem>) -> ListWidget
    /// Replaces `removed` rows at `position` with `added` new ones; the list re-binds what it shows.
    /// Called during the list's update, after the row source's count already says the new count.
    func spliceList(_ list: ListWidget, at position: Int, removed: Int, added: Int)
    /// The selected rows, ascending (asked when a keyboard command or a selection binding needs them).
    func listSelection(_ list: ListWidget) -> [Int]
    /// Selects exactly `positions` (ascending), without telling the row source.
    func setListSelection(_ list: ListWidget, _ positions: [Int])
    /// The position a slot handed to `bindRow` shows now, or nil while it is unbound; asked after
    /// a splice, to refresh the rows still on screen.
    func listItemPosition(_ item: ListItem) -> Int?
    /// Makes a recycling container without selection for `LazyVStack` / `LazyVGrid`; the list
    /// calls above (splice, item position) apply to it too.
    func makeLazyContainer(_ layout: _LazyLayout, rows: any _ListRowSource<Widget, ListItem>) -> ListWidget

    // MARK: Navigation (issue 13)

    /// Makes a container of pages of which the last one shows; the others stay (hidden).
    func makePageStack() -> PageStackWidget
    /// Sets the pages (each a list of widgets, stacked vertically), the last one showing; called
    /// after make and whenever a page's widgets or the number of pages change.
    func setPages(_ stack: PageStackWidget, _ pages: [[Widget]])
    /// Makes a sidebar-and-detail split with a draggable divider.
    func makeSplitView() -> SplitViewWidget
    /// Puts the widgets of the sidebar and the detail column in place; called after make and
    /// whenever either changes.
    func setSplitViewChildren(_ split: SplitViewWidget, sidebar: [Widget], detail: [Widget])

    // MARK: Controls (issue 13)

    /// Shows a button in the style of its role (destructive, cancel, or none); called with each
    /// update of the button, after `updateButton`.
    func setButtonRole(_ button: ButtonWidget, _ role: ButtonRole?)
    /// Sets the tooltip of a `.help` container made by `makePadding` (nil: none); called with each
    /// of its updates.
    func setTooltip(_ widget: Widget, _ text: String?)
    /// A horizontal slider.
    func makeSlider() -> SliderWidget
    /// Shows `value` in `bounds`; `onChange` receives the user's moves (not `value` itself).
    func updateSlider(
        _ widget: SliderWidget, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)
    /// A stepper: its label views (set with `setChildren`) and a number field with − and +.
    func makeStepper() -> StepperWidget
    /// Shows `value` in `bounds`; `onChange` receives the user's steps.
    func updateStepper(
        _ widget: StepperWidget, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)
    /// A choice control: a drop-down menu, or (`segmented`) a row of joined toggle buttons.
    func makeChoice(segmented: Bool) -> ChoiceWidget
    /// Shows `titles` with `selected` chosen; `onSelect` receives the user's choice (an index).
    func updateChoice(
        _ widget: ChoiceWidget, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues)
    /// A menu button whose popover holds items.
    func makeMenu() -> MenuWidget
    /// Puts the label widgets in the button and the item widgets in the popover; choosing a
    /// button among the items closes the popover. Called after make and whenever either list changes.
    func setMenuChildren(_ menu: MenuWidget, label: [Widget], items: [Widget])

    // MARK: Accessibility

    /// Applies what accessibility modifiers ask of `widget` (label, hint, value, hidden, traits,
    /// child behaviour), on top of what the backend announces by itself.
    ///
    /// Called right after a primitive's update when its attributes changed since the last call,
    /// with `nil` once they are removed; never for a widget the modifiers did not reach.
    func updateAccessibility(_ widget: Widget, _ attributes: AccessibilityAttributes?)

    // MARK: Breadth (toolbar, styled text, shapes, overlays, clipping)

    /// A container for a view with a toolbar. It shows the content, with the `.bottom` items in a
    /// bar under it; the other items go to the title bar of the window the container ends up in.
    func makeToolbarHost() -> ToolbarHostWidget
    /// Puts a toolbar host's content and its items, per slot, in place. Called after make and
    /// whenever any of them changes; a slot with no items is hidden.
    func setToolbarChildren(_ widget: ToolbarHostWidget, content: [Widget], items: [ToolbarSlot: [Widget]])
    /// Shows text made of runs with their own weight, slant, lines and face, in a widget from
    /// `makeText()`. Called instead of `updateText` when any run is styled; a later `updateText`
    /// goes back to plain text.
    func updateStyledText(_ widget: TextWidget, _ runs: [Text.Run], _ environment: EnvironmentValues)
    /// A widget that draws a shape; it fills the space it is offered.
    func makeShape() -> ShapeWidget
    /// Sets what a shape widget draws; it redraws when this is called.
    func updateShape(_ widget: ShapeWidget, _ drawing: ShapeDrawing, _ environment: EnvironmentValues)
    /// A container showing views over its content, sized by the content.
    func makeOverlay() -> OverlayWidget
    /// Puts an overlay container's content and overlay views in place; overlays sit at
    /// `alignment` unless they fill the space, and are drawn on top in order.
    func setOverlayChildren(_ widget: OverlayWidget, content: [Widget], overlay: [Widget], alignment: Alignment)
    /// A container that clips its content to a rounded rectangle.
    func makeClip() -> ClipWidget
    /// Sets the clip's corner radius in points (`.infinity` for a capsule).
    func updateClip(_ widget: ClipWidget, cornerRadius: Double)
    /// Hides a text field's text behind bullets (a `SecureField`); called once, after make.
    func setTextFieldSecure(_ widget: TextFieldWidget, _ isSecure: Bool)
    /// A multi-line, scrolling text editor that fills the space it is offered.
    func makeTextEditor() -> TextEditorWidget
    /// Sets an editor's text (only when it differs) and what runs when the user edits it.
    func updateTextEditor(
        _ widget: TextEditorWidget, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues)
    /// A bordered, optionally titled box; its children (via `setChildren`) stack in a column.
    func makeGroupBox() -> GroupBoxWidget
    /// Sets a group box's title (`nil` for none).
    func updateGroupBox(_ widget: GroupBoxWidget, title: String?)
    /// A clickable title that shows or hides its children (via `setChildren`), in a column.
    func makeDisclosureGroup() -> DisclosureGroupWidget
    /// Sets the title and, when bound (`isExpanded` non-nil), whether it is open; `onToggle` runs
    /// when the user opens or closes it.
    func updateDisclosureGroup(
        _ widget: DisclosureGroupWidget, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    )
    /// A scrolling list of grouped rows that fills the space it is offered.
    func makeForm() -> FormWidget
    /// Makes each child widget one row of the form, in order.
    func setFormRows(_ widget: FormWidget, _ rows: [Widget], _ environment: EnvironmentValues)
    /// A one-child container that draws its content moved, rotated, scaled and/or with a shadow,
    /// without changing the layout around it.
    func makeEffect() -> EffectWidget
    /// Sets how an effect container draws its content.
    func updateEffect(_ widget: EffectWidget, _ effect: ViewEffect, _ environment: EnvironmentValues)
    /// A one-child container carrying a `.zIndex`: in a ZStack, children draw in ascending zIndex
    /// (declaration order among equals).
    func makeZIndex() -> ZIndexWidget
    /// Sets the container's zIndex; a change re-orders the ZStack holding it.
    func updateZIndex(_ widget: ZIndexWidget, _ zIndex: Double)

    // MARK: Date pickers and keyboard shortcuts (issue 13)

    /// The handle of a date picker (see `makeDatePicker`); the backend's `Widget` unless it keeps more.
    associatedtype DatePickerWidget: BackendWidget = Widget where DatePickerWidget.Widget == Widget
    /// A date picker's calendar control: a button that shows the date and opens a calendar
    /// (`graphical == false`), or the calendar inline. The style is fixed at make.
    func makeDatePicker(graphical: Bool) -> DatePickerWidget
    /// Shows `day` (and, on the button, `title`), and sets what runs when the user picks another
    /// day: `onPick` returns false when the day is refused, and the control then goes back to `day`.
    func updateDatePicker(
        _ widget: DatePickerWidget, day: CalendarDay, title: String,
        onPick: @escaping @MainActor (CalendarDay) -> Bool, _ environment: EnvironmentValues)
    /// Lets `shortcut` activate a button from `makeButton()` anywhere in its window while the
    /// button is in it (nil removes it). Called on every update of the button; a backend changes
    /// nothing when the shortcut is the same.
    func setKeyboardShortcut(_ widget: ButtonWidget, _ shortcut: KeyboardShortcut?)

    // MARK: Breadth 2 (gestures, geometry reader, fixed size; issue 17)

    /// The handle of a gesture host (see `makeGestureHost`); the backend's `Widget` unless it keeps more.
    associatedtype GestureHostWidget: BackendWidget = Widget where GestureHostWidget.Widget == Widget
    /// The handle of a geometry reader (see `makeGeometryReader`); by default the backend's `Widget`.
    associatedtype GeometryReaderWidget: BackendWidget = Widget where GeometryReaderWidget.Widget == Widget
    /// The handle of a fixed-size container (see `makeFixedSize`); by default the backend's `Widget`.
    associatedtype FixedSizeWidget: BackendWidget = Widget where FixedSizeWidget.Widget == Widget
    /// A one-child container that recognizes gestures on its area.
    func makeGestureHost() -> GestureHostWidget
    /// Sets the gestures a gesture host recognizes (the recognizers are replaced only when the
    /// kinds change); `handler` gets the index of the gesture in `kinds` and what it saw. Called
    /// after make and on each update, with the latest handler.
    func updateGestures(
        _ widget: GestureHostWidget, _ kinds: [GestureKind],
        handler: @escaping @MainActor (Int, GestureEvent) -> Void)
    /// A container that fills the space it is offered and shows its children (via `setChildren`)
    /// at its top-leading corner without letting them change its size.
    func makeGeometryReader() -> GeometryReaderWidget
    /// Sets what runs when the reader's size or position changes; it runs after make once the
    /// reader is laid out, and after each change, never while the engine updates.
    func updateGeometryReader(_ widget: GeometryReaderWidget, onChange: @escaping @MainActor (GeometryProxy) -> Void)
    /// A one-child container that takes its content's ideal size on the given axes instead of the
    /// space it is offered (`.fixedSize`).
    func makeFixedSize() -> FixedSizeWidget
    /// Sets the axes on which a fixed-size container keeps its content's ideal size.
    func updateFixedSize(_ widget: FixedSizeWidget, horizontal: Bool, vertical: Bool)
}
