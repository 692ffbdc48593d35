import GraftCore
import GtkBridge

/// GtkBackend's handle on one GTK widget it placed: the widget, plus what Graft keeps beside it
/// that every kind shares (children, signal tokens, style classes, how it fills its space,
/// accessibility, drawing order).
///
/// Each kind of primitive has its own subclass holding its typed GTK widgets and callbacks
/// (``NativeLabel``, ``NativeBox``, ``NativeButton``, …); ``GtkBackend`` hands those out as its
/// `Backend` associated types, so no update needs to cast. Containers and windows hold the base class.
@MainActor
public class NativeWidget: BackendWidget {
    /// The GTK widget.
    public let widget: Gtk.Widget
    /// The widgets placed in this one, in order.
    var children: [NativeWidget] = []
    /// Signal connections and property observations, cancelled on dismantle.
    var tokens: [SignalToken] = []
    /// The stylesheet class applied per role ("color", "font", "background", …).
    var styleClasses: [String: String] = [:]
    /// Where children narrower (or shorter) than this container sit.
    var alignment = Alignment.center
    /// Whether an update is writing to the widget (its change signals are the program's, not the user's).
    var isApplyingUpdate = false
    var ownFillsWidth = false
    var ownFillsHeight = false
    /// Whether the widget grows to fill the width offered (it asks to, or holds a child that does).
    var fillsWidth = false
    /// Whether the widget grows to fill the height offered.
    var fillsHeight = false
    /// Whether a fixed width stops a flexible child from making this widget grow.
    var blocksFillWidth = false
    /// Whether a fixed height stops a flexible child from making this widget grow.
    var blocksFillHeight = false
    /// Whether the hosted widget's maker opted out of filling horizontally (`hexpand = false`).
    var keepsNaturalWidth = false
    /// Whether the hosted widget's maker opted out of filling vertically (`vexpand = false`).
    var keepsNaturalHeight = false
    /// Running animations, by the property they animate.
    var animations: [String: FrameAnimation] = [:]
    /// What accessibility modifiers last asked of this widget.
    var accessibility: AccessibilityAttributes?
    /// The name the backend gives this widget by itself (a text field's prompt, an image's file name).
    var automaticLabel: String?
    /// The view's `.zIndex` (drawing order in a ZStack).
    var zIndex = 0.0
    /// The ZStack this widget is a child of, to re-order when its `.zIndex` changes.
    weak var zIndexContainer: NativeZStack?
    /// The guides this widget's view sets with `.alignmentGuide` (on its own container).
    var alignmentGuides = _AlignmentGuides()
    /// Runs once when the widget is dismantled (representables, controllers, lists).
    var onDismantle: (@MainActor () -> Void)?
    /// A `ScrollViewProxy.scrollTo` to this widget waiting for its layout (see `scroll(to:anchor:)`).
    var pendingScroll: TickCallbackToken?

    init(_ widget: Gtk.Widget) { self.widget = widget }

    /// The widget itself: containers hold every kind as a `NativeWidget`.
    public var asWidget: NativeWidget { self }

    /// Wraps a widget made outside the engine (a representable's) so the backend can place it.
    ///
    /// The widget takes the space it is offered, as a SwiftUI representable takes the proposal
    /// (see `fillOfferedSpace(hasOwnSize:)`), unless the code that made it set `hexpand` or
    /// `vexpand` to `false` explicitly: that axis keeps the widget's natural size.
    ///
    /// - Parameter widget: The representable's widget.
    public static func hosting(_ widget: Gtk.Widget) -> NativeWidget {
        let view = NativeWidget(widget)
        view.keepsNaturalWidth = widget.hexpandSet && !widget.hexpand
        view.keepsNaturalHeight = widget.vexpandSet && !widget.vexpand
        view.fillOfferedSpace(hasOwnSize: false)
        return view
    }

    // MARK: Kind-specific behaviour (overridden by the kinds that have it)

    /// The widget assistive technologies should see for this view: a toggle's switch, not its row.
    var accessibleTarget: Gtk.Widget { widget }

    /// The button to close a menu with, when this widget is a button placed among a menu's items.
    var menuItemButton: Gtk.Button? { nil }

    /// Whether the widget is named by the labels inside it (a button, a toggle).
    var isNamedByContent: Bool { false }

    /// The widgets whose labels name this one (for ``isNamedByContent`` kinds).
    var namingWidgets: [Gtk.Widget] { children.map(\.widget) }

    /// Puts `children` into this widget; a leaf holds none and ignores them.
    ///
    /// - Parameters:
    ///   - children: The new children, in order.
    ///   - backend: The backend, for its shared layout helpers.
    func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {}

    /// Places the children at `alignment` (containers that lay them out in a box).
    func alignChildren() {}

    /// Recomputes whether the widget grows after its children changed.
    func childrenDidChange() { refreshFills() }

    /// Drops the callbacks the widget holds (called once, on dismantle).
    func dropCallbacks() {}

    // MARK: Shared helpers

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

/// A container laying its children out in a `GtkBox`: stacks, windows' roots, padding, frames,
/// opacity, clips, effects, zIndex, and (with a box inside another widget) scroll views, group
/// boxes, disclosure groups, toggles and steppers.
@MainActor
public class NativeBox: NativeWidget {
    /// The box the children go in: the widget itself, or a box inside it.
    let box: Gtk.Box
    /// Whether the children go in the widget itself (and so are aligned by this container).
    let isOwnBox: Bool
    /// The axis the children are stacked along; `nil` for a one-child wrapper.
    var axis: Axis?
    /// Whether a lone child gets the whole box and sits at `alignment` in it (windows' roots,
    /// frames, padding): GTK packs box children at the start, SwiftUI centres them.
    var centersSingleChild = false
    /// A frame's fixed-size layout (`FixedFrameLayout`), when it uses one instead of its box
    /// layout: then the box's own layout properties must not be touched.
    var fixedLayout: FixedFrameLayout?
    /// A stack's layout along a guide `GtkBox` cannot align to (`GuideStackLayout`), while it needs one.
    var guideLayout: GuideStackLayout?
    /// The pixels between children (kept here: the box's own spacing lives in its box layout,
    /// which a guide layout replaces).
    var spacing: Int

    /// A container whose widget is `box`.
    init(_ box: Gtk.Box, axis: Axis?) {
        self.box = box
        self.isOwnBox = true
        self.axis = axis
        self.spacing = box.spacing
        super.init(box)
    }

    /// A container whose children go in `box`, inside `widget`.
    init(_ widget: Gtk.Widget, childBox box: Gtk.Box) {
        self.box = box
        self.isOwnBox = false
        self.spacing = box.spacing
        super.init(widget)
    }

    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        GtkBackend.sync(box, from: self.children, to: children)
        self.children = children
        // A homogeneous box gives its only child all of its space, where the child's alignment
        // places it (a plain box would pack it at the top).
        if centersSingleChild, fixedLayout == nil, box.homogeneous != (children.count == 1) {
            box.homogeneous = children.count == 1
        }
        alignChildren()
    }

    override func alignChildren() {
        guard isOwnBox else { return }
        if useGuideLayoutIfNeeded() { return }
        let axis = centersSingleChild && children.count == 1 ? nil : self.axis
        for child in children {
            switch axis {
            case .vertical?:
                child.widget.halign = child.fillsWidth ? .fill : GtkBackend.align(alignment.horizontal)
            case .horizontal?:
                child.widget.valign = child.fillsHeight ? .fill : GtkBackend.align(alignment.vertical)
            case nil:
                child.widget.halign = child.fillsWidth ? .fill : GtkBackend.align(alignment.horizontal)
                child.widget.valign = child.fillsHeight ? .fill : GtkBackend.align(alignment.vertical)
            }
        }
    }

    /// The guide across the stack, and whether a `GtkBox` can align to it: the three edge and
    /// centre guides, when no child moves that guide with `.alignmentGuide`.
    private var crossGuide: (key: AlignmentKey, boxCanAlign: Bool)? {
        guard let axis, fixedLayout == nil else { return nil }
        let key = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let isEdge = axis == .vertical ? alignment.horizontal.isEdgeOrCenter : alignment.vertical.isEdgeOrCenter
        return (key, isEdge && !children.contains { $0.effectiveAlignmentGuides.sets(key) })
    }

    /// Switches between GTK's box layout and `GuideStackLayout` as the guide requires; `true`
    /// while the guide layout places the children.
    private func useGuideLayoutIfNeeded() -> Bool {
        guard let guide = crossGuide, !guide.boxCanAlign else {
            if guideLayout != nil, let axis {
                guideLayout = nil
                box.setBoxLayout(orientation: axis == .vertical ? .vertical : .horizontal)
                box.spacing = spacing
            }
            return false
        }
        if let guideLayout {
            guideLayout.guide = guide.key
            box.queueResize()
        } else {
            let layout = GuideStackLayout(stack: self, guide: guide.key)
            guideLayout = layout
            box.setCustomLayout(layout.layout)
        }
        for child in children {
            // The layout gives each child the exact place it computed.
            if axis == .vertical, !child.fillsWidth { child.widget.halign = .start }
            if axis == .horizontal, !child.fillsHeight { child.widget.valign = .start }
        }
        return true
    }
}

extension NativeWidget {
    /// The guides this widget sets, with those of the content inside its one-child wrappers
    /// (`.alignmentGuide`, `.zIndex`, …); the outer wrapper's value wins.
    var effectiveAlignmentGuides: _AlignmentGuides {
        var guides = alignmentGuides
        var node: NativeWidget = self
        while let wrapper = node as? NativeBox, wrapper.axis == nil, wrapper.children.count == 1 {
            node = wrapper.children[0]
            guides = node.alignmentGuides.adding(guides)
        }
        return guides
    }
}
