import GraftCore
import GtkBridge

/// The handle GtkBackend gives the engine for each widget: the GTK widget plus what Graft keeps
/// beside it (current children, signal tokens, latest callbacks, applied style classes).
@MainActor
public final class NativeView {
    enum Kind { case leaf, box, button, overlay, background, toggle, image }

    /// The GTK widget.
    public let widget: Gtk.Widget
    let kind: Kind
    /// Where this view's children go, when it is not `widget` itself.
    var childBox: Gtk.Box?
    /// The interactive part of a composite widget (a toggle's switch).
    var control: Gtk.Widget?
    var children: [NativeView] = []
    var tokens: [SignalToken] = []
    var styleClasses: [String: String] = [:]
    /// The environment a text view's colour and font were last applied from: while the environment
    /// is that same version, they are the same.
    var textStyleEnvironment: EnvironmentValues?
    var action: (@MainActor () -> Void)?
    var boolChange: (@MainActor (Bool) -> Void)?
    var textChange: (@MainActor (String) -> Void)?
    /// The latest callback of a slider, stepper or picker.
    var doubleChange: (@MainActor (Double) -> Void)?
    /// A segmented picker's buttons, their titles and the tokens of their `toggled` handlers.
    var attachedButtons: [(label: String, button: Gtk.ToggleButton, token: SignalToken)] = []
    var submit: (@MainActor () -> Void)?
    var alignment = Alignment.center
    /// Whether a lone child gets the whole box and sits at `alignment` in it (windows' roots,
    /// frames, padding): GTK packs box children at the start, SwiftUI centres them.
    var centersSingleChild = false
    /// Whether a frame's box uses the fixed-size layout (`Gtk.Widget.setFixedLayout`) instead of
    /// its box layout: then the box's own layout properties must not be touched.
    var hasFixedLayout = false
    var axis: Axis?
    var ownFillsWidth = false
    var ownFillsHeight = false
    var fillsWidth = false
    var blocksFillWidth = false
    var blocksFillHeight = false
    var fillsHeight = false
    var isApplyingUpdate = false
    var lastText: String?
    var imageSource: Image.Source?
    var animations: [String: SourceToken] = [:]
    /// What accessibility modifiers last asked of this view.
    var accessibility: AccessibilityAttributes?
    /// The name the backend gives this view by itself (a text field's prompt, an image's file name).
    var automaticLabel: String?
    /// The view's `.zIndex` (drawing order in a ZStack).
    var zIndex = 0.0
    /// The ZStack this view is a child of, to re-order when its `.zIndex` changes.
    weak var zIndexContainer: NativeView?
    /// A ZStack's children in declaration order (before sorting by `.zIndex`).
    var declaredChildren: [NativeView] = []
    /// What a toolbar host or a shape keeps beside its widget.
    var extra: AnyObject?
    /// Runs once when the view is dismantled (representables, controllers).
    var onDismantle: (@MainActor () -> Void)?

    init(_ widget: Gtk.Widget, kind: Kind = .leaf) {
        self.widget = widget
        self.kind = kind
    }

    /// Wraps a widget made outside the engine (a representable's) so the backend can place it.
    ///
    /// The widget takes the space it is offered, as a SwiftUI representable takes the proposal
    /// (see `fillOfferedSpace(hasOwnSize:)`), unless the code that made it set `hexpand` or
    /// `vexpand` to `false` explicitly: that axis keeps the widget's natural size.
    public static func hosting(_ widget: Gtk.Widget) -> NativeView {
        let view = NativeView(widget)
        view.keepsNaturalWidth = widget.hexpandSet && !widget.hexpand
        view.keepsNaturalHeight = widget.vexpandSet && !widget.vexpand
        view.fillOfferedSpace(hasOwnSize: false)
        return view
    }

    /// Whether the hosted widget's maker opted out of filling horizontally (`hexpand = false`).
    var keepsNaturalWidth = false
    /// Whether the hosted widget's maker opted out of filling vertically (`vexpand = false`).
    var keepsNaturalHeight = false

    /// A hosted widget fills both axes of the space offered unless it has a size of its own — a
    /// representable's `sizeThatFits` answer — or opted out of an axis when it was made.
    func fillOfferedSpace(hasOwnSize: Bool) {
        let width = !hasOwnSize && !keepsNaturalWidth
        let height = !hasOwnSize && !keepsNaturalHeight
        if widget.hexpand != width || !widget.hexpandSet { widget.hexpand = width }
        if widget.vexpand != height || !widget.vexpandSet { widget.vexpand = height }
        setOwnFills(width: width, height: height)
    }

    /// Replaces the CSS class this view uses for `role` (a colour, a font) with `declarations`' class.
    func setStyle(_ role: String, _ declarations: String?) {
        let newClass = declarations.map(Self.cssClass(for:))
        let oldClass = styleClasses[role]
        guard oldClass != newClass else { return }
        if let oldClass { widget.removeCSSClass(oldClass) }
        if let newClass { widget.addCSSClass(newClass) }
        styleClasses[role] = newClass
    }

    /// The stylesheet's class for `declarations`, remembered per declarations string: the backend
    /// writes its declarations in one form, and `StyleSheet.cssClass(for:)` normalises its argument on
    /// every call (tens of microseconds), which a window of many labels would pay once per label.
    private static func cssClass(for declarations: String) -> String {
        if let known = cssClasses[declarations] { return known }
        let made = StyleSheet.shared.cssClass(for: declarations)
        cssClasses[declarations] = made
        return made
    }

    private static var cssClasses: [String: String] = [:]

    func cancelAnimations() {
        for token in animations.values { token.cancel() }
        animations.removeAll()
    }

    /// Sets whether this view itself asks to grow, and recomputes whether it does.
    func setOwnFills(width: Bool, height: Bool) {
        ownFillsWidth = width
        ownFillsHeight = height
        refreshFills()
    }

    /// Whether the view grows: it asks to, or holds a child that does (as in SwiftUI, a stack with
    /// a flexible child is flexible), unless a fixed frame stops it.
    func refreshFills() {
        fillsWidth = !blocksFillWidth && (ownFillsWidth || children.contains { $0.fillsWidth })
        fillsHeight = !blocksFillHeight && (ownFillsHeight || children.contains { $0.fillsHeight })
    }
}
