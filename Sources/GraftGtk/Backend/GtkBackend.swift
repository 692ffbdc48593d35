import GraftCore
import GtkBridge

/// Graft's backend on GTK 4: maps each primitive onto a native widget and uses GTK's own layout.
///
/// VStack/HStack are `GtkBox`es, ZStack is a `GtkOverlay`, padding and frames are size requests
/// and margins, colours and fonts are classes of one shared stylesheet.
@MainActor
public final class GtkBackend: Backend {
    /// Every widget, as containers and windows hold it.
    public typealias Widget = NativeWidget
    /// An open sheet or full-screen cover.
    public typealias Presentation = NativePresentation
    /// A list's recycled row slot.
    public typealias ListItem = Gtk.ListItem
    /// `Text`: a label.
    public typealias TextWidget = NativeLabel
    /// `Button`.
    public typealias ButtonWidget = NativeButton
    /// `Image`: a picture.
    public typealias ImageWidget = NativeImage
    /// `VStack` / `HStack`: a box.
    public typealias StackWidget = NativeBox
    /// `ZStack`: an overlay.
    public typealias ZStackWidget = NativeZStack
    /// `Divider`: a separator.
    public typealias DividerWidget = NativeDivider
    /// A linear `ProgressView`.
    public typealias ProgressBarWidget = NativeProgressBar
    /// `Toggle`: a switch after its label views, a check box before them or a toggle button holding them.
    public typealias ToggleWidget = NativeToggle
    /// `TextField` / `SecureField`: an entry.
    public typealias TextFieldWidget = NativeTextField
    /// `ScrollView`.
    public typealias ScrollViewWidget = NativeScrollView
    /// A `ViewThatFits` is a box laid out by `ViewThatFitsLayout`.
    public typealias ViewThatFitsWidget = NativeViewThatFits
    /// `.padding`: a one-child box with margins.
    public typealias PaddingWidget = NativeBox
    /// `.frame`: a one-child box with a size request.
    public typealias FrameWidget = NativeBox
    /// `.background`: an overlay with unmeasured background views.
    public typealias BackgroundWidget = NativeLayered
    /// `.opacity`: a one-child box.
    public typealias OpacityWidget = NativeBox
    /// `List`, `LazyVStack`, `LazyVGrid`: a recycling list view.
    public typealias ListWidget = NativeList
    /// `NavigationStack`'s pages.
    public typealias PageStackWidget = NativePageStack
    /// `NavigationSplitView`.
    public typealias SplitViewWidget = NativeSplitView
    /// A `TabView`'s handle: its stack, tab bar and page dots.
    public typealias TabViewWidget = NativeTabView
    /// A `.searchable` field: a `GtkSearchEntry`.
    public typealias SearchFieldWidget = NativeSearchField
    /// A view with `.contextMenu` or `.swipeActions`: a box with a popover menu.
    public typealias ContextMenuHostWidget = NativeContextMenuHost
    /// `Slider`: a scale.
    public typealias SliderWidget = NativeSlider
    /// `Stepper`: a spin button beside its label views.
    public typealias StepperWidget = NativeStepper
    /// `Picker`: a drop-down or segmented buttons.
    public typealias ChoiceWidget = NativeChoice
    /// `Menu`: a menu button.
    public typealias MenuWidget = NativeMenu
    /// `ControlGroup`: a linked box.
    public typealias ControlGroupWidget = NativeBox
    /// `ColorPicker`: a colour button.
    public typealias ColorPickerWidget = NativeColorPicker
    /// A view with a `.toolbar`.
    public typealias ToolbarHostWidget = NativeToolbarHost
    /// `Shape`: a drawing area.
    public typealias ShapeWidget = NativeShape
    /// `Canvas`: a shape's drawing area that runs the canvas's renderer when GTK draws it.
    public typealias CanvasWidget = NativeShape
    /// `.overlay`: an overlay with unmeasured overlay views.
    public typealias OverlayWidget = NativeLayered
    /// `.clipShape` / `.cornerRadius`: a one-child box whose overflow is hidden.
    public typealias ClipWidget = NativeBox
    /// `TextEditor`: a text view.
    public typealias TextEditorWidget = NativeTextEditor
    /// `GroupBox`: a frame.
    public typealias GroupBoxWidget = NativeGroupBox
    /// `DisclosureGroup`: an expander.
    public typealias DisclosureGroupWidget = NativeDisclosureGroup
    /// `Form`: a boxed list.
    public typealias FormWidget = NativeForm
    /// `.offset`, `.rotationEffect`, `.scaleEffect`, `.shadow`: a one-child box.
    public typealias EffectWidget = NativeEffect
    /// `.zIndex`: a one-child box.
    public typealias ZIndexWidget = NativeBox
    /// `DatePicker`: a calendar, inline or in a button's popover.
    public typealias DatePickerWidget = NativeDatePicker
    /// A view with gestures: a one-child box with GTK's gesture controllers.
    public typealias GestureHostWidget = NativeGestureHost
    /// `GeometryReader`: an overlay measuring the space offered.
    public typealias GeometryReaderWidget = NativeGeometryReader
    /// `.coordinateSpace(_:)`: a box that names its space for the readers inside it.
    public typealias CoordinateSpaceWidget = NativeCoordinateSpace
    /// `.fixedSize`: a one-child box.
    public typealias FixedSizeWidget = NativeBox
    /// `.transition`: a one-child box drawing its content with the transition's effect.
    public typealias TransitionWidget = NativeTransition
    /// The backend every window of the process shares.
    public static let shared = GtkBackend()

    var colorSchemeHandlers: [ObjectIdentifier: @MainActor (ColorScheme?) -> Void] = [:]
    /// Window titles set before their root container was in a window, by root container.
    var pendingWindowTitles: [ObjectIdentifier: String] = [:]
    /// The text colour and font declarations last resolved, and the environment they came from.
    var lastTextStyle: (environment: EnvironmentValues, color: String, font: String?)?
    /// The CSS declarations of each colour and font met, so that rows of alternating colours do
    /// not format their declarations again each time (bounded: cleared when it grows large).
    var textStyleDeclarations: [TextStyleKey: (color: String, font: String?)] = [:]

    /// Creates a backend. Apps use ``shared``.
    public init() {
        Self.installBaseStyles()
        Self.installImageDecoder()
    }

    /// Runs `update` on the GLib main loop before the next frame is drawn.
    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        MainLoop.onIdle(beforeRedraw: true, update)
    }

    /// What runs after every update pass of any graph, by owner (a window's menu bar, which
    /// follows its commands' buttons).
    var passObservers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Commits the style rules added during the pass to the shared stylesheet, at once, and tells
    /// the pass observers.
    public func didFinishUpdatePass() {
        StyleSheet.shared.commit()
        for observer in passObservers.values { observer() }
    }

    /// Stops the widget's animations and disconnects its signals and handlers.
    public func dismantle(_ widget: NativeWidget) {
        widget.cancelAnimations()
        let onDismantle = widget.onDismantle
        widget.onDismantle = nil
        onDismantle?()
        for token in widget.tokens { token.cancel() }
        widget.tokens.removeAll()
        widget.dropCallbacks()
    }

    /// A vertical box that fills its window and centres a single child, as SwiftUI does.
    public func makeRootContainer() -> NativeWidget {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        let view = NativeBox(box, axis: .vertical)
        view.centersSingleChild = true
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Puts `children` into the container, moving, adding and removing only what changed.
    public func setChildren(_ container: NativeWidget, _ children: [NativeWidget], _ environment: EnvironmentValues) {
        container.placeChildren(children, self)
        container.childrenDidChange()
        if container.isNamedByContent { refreshAutomaticLabel(container) }
        applyChildBehavior(container)
    }

    /// Makes `box`'s children match `new` with as few insertions, removals and moves as possible.
    static func sync(_ box: Gtk.Box, from old: [NativeWidget], to new: [NativeWidget]) {
        if old.count == new.count && zip(old, new).allSatisfy({ $0 === $1 }) { return }
        let newIDs = Set(new.map(ObjectIdentifier.init))
        var remaining: [NativeWidget] = []
        remaining.reserveCapacity(old.count)
        for child in old {
            if newIDs.contains(ObjectIdentifier(child)) {
                remaining.append(child)
            } else {
                box.remove(child.widget)
            }
        }
        let oldIDs = Set(remaining.map(ObjectIdentifier.init))
        var index = 0
        var previous: Gtk.Widget?
        for child in new {
            if index < remaining.count && remaining[index] === child {
                index += 1
            } else if oldIDs.contains(ObjectIdentifier(child)) {
                box.reorder(child.widget, after: previous)
                if let position = remaining[index...].firstIndex(where: { $0 === child }) {
                    remaining.remove(at: position)
                }
            } else {
                box.insert(child.widget, after: previous)
            }
            previous = child.widget
        }
    }

    /// The GTK alignment of a horizontal guide: the edges and centre as they are; any other guide
    /// (a guide of the app's own, outside a stack that lines children up by it) at the start.
    static func align(_ alignment: HorizontalAlignment) -> Align {
        switch alignment {
        case .center: return .center
        case .trailing: return .end
        default: return .start
        }
    }

    /// The GTK alignment of a vertical guide: the edges and centre as they are, the text baselines
    /// as GTK's baseline alignment, a guide of the app's own at the start.
    static func align(_ alignment: VerticalAlignment) -> Align {
        switch alignment {
        case .center: return .center
        case .bottom: return .end
        case .firstTextBaseline, .lastTextBaseline: return .baseline
        default: return .start
        }
    }
}
