import GraftCore
import GtkBridge

/// A `ScrollView`: a `GtkScrolledWindow` around a box stacking the children.
@MainActor
public final class NativeScrollView: NativeBox {
    let scroller: Gtk.ScrolledWindow
    /// Ends the user's scrolls where `.scrollTargetBehavior(_:)` says, when it is set.
    var snapping: ScrollTargetSnapping?
    init(_ scroller: Gtk.ScrolledWindow, column: Gtk.Box) {
        self.scroller = scroller
        super.init(scroller, childBox: column)
    }
    override func dropCallbacks() {
        super.dropCallbacks()
        snapping = nil
    }
}

/// A `ZStack`: a `GtkOverlay` whose children are all measured overlays, in zIndex order.
@MainActor
public final class NativeZStack: NativeWidget {
    let overlay: Gtk.Overlay
    /// The children in declaration order (before sorting by `.zIndex`).
    var declaredChildren: [NativeWidget] = []
    init(_ overlay: Gtk.Overlay) {
        self.overlay = overlay
        super.init(overlay)
    }
    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        backend.syncOverlay(self, children)
    }
    override func childrenDidChange() {
        refreshFills()
        GtkBackend.expandOverlay(self)
    }
}

/// A `Divider`: a `GtkSeparator`.
@MainActor
public final class NativeDivider: NativeWidget {
    let separator: Gtk.Separator
    init(_ separator: Gtk.Separator) {
        self.separator = separator
        super.init(separator)
    }
}

extension GtkBackend {
    /// A `GtkBox` along `axis`, 8 points between children by default.
    public func makeStack(_ axis: Axis) -> NativeBox {
        NativeBox(Gtk.Box(orientation: axis == .vertical ? .vertical : .horizontal, spacing: 8), axis: axis)
    }

    /// Sets the box's spacing and where its children sit across it.
    public func updateStack(
        _ view: NativeBox, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues
    ) {
        let box = view.box
        let pixels = Int(spacing.rounded())
        if view.spacing != pixels {
            view.spacing = pixels
            if view.guideLayout == nil { box.spacing = pixels } else { box.queueResize() }
        }
        if view.alignment != alignment {
            view.alignment = alignment
            view.alignChildren()
        }
    }

    /// A one-child vertical `GtkBox` holding the view that sets the guides.
    public func makeAlignmentGuide() -> NativeBox { NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil) }

    /// Keeps the guides for the stack around the container, which lays out again.
    public func updateAlignmentGuide(_ view: NativeBox, _ guides: _AlignmentGuides) {
        view.alignmentGuides = guides
        view.widget.queueResize()
    }

    /// A `GtkOverlay` whose children are all measured overlays, drawn in order.
    public func makeZStack() -> NativeZStack { NativeZStack(Gtk.Overlay()) }

    /// Places every child at `alignment` in the overlay.
    public func updateZStack(_ view: NativeZStack, alignment: Alignment, _ environment: EnvironmentValues) {
        guard view.alignment != alignment else { return }
        view.alignment = alignment
        for child in view.children { alignInOverlay(child, alignment) }
    }

    func alignInOverlay(_ child: NativeWidget, _ alignment: Alignment) {
        child.widget.halign = child.fillsWidth ? .fill : Self.align(alignment.horizontal)
        child.widget.valign = child.fillsHeight ? .fill : Self.align(alignment.vertical)
    }

    /// ZStack: every child is a measured overlay, drawn in order, placed at the stack's alignment.
    func syncOverlay(_ view: NativeZStack, _ given: [NativeWidget]) {
        let overlay = view.overlay
        // Drawing order: by `.zIndex`, then in declaration order.
        let children = given.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        for child in given { child.zIndexContainer = view }
        view.declaredChildren = given
        let old = view.children
        if old.count == children.count && zip(old, children).allSatisfy({ $0 === $1 }) { return }
        for child in old { overlay.removeOverlay(child.widget) }
        for child in children {
            overlay.addOverlay(child.widget)
            overlay.setMeasureOverlay(child.widget, true)
            alignInOverlay(child, view.alignment)
        }
        view.children = children
    }

    /// A GtkOverlay computes its expansion from its main child only, and a ZStack has none: a ZStack
    /// holding a flexible view asks GTK to expand, so a box around it gives it the space.
    static func expandOverlay(_ view: NativeWidget) {
        if view.fillsWidth { view.widget.hexpand = true } else { view.widget.hexpandSet = false }
        if view.fillsHeight { view.widget.vexpand = true } else { view.widget.vexpandSet = false }
    }

    /// An empty box that expands along its stack's axis.
    public func makeSpacer() -> NativeWidget { NativeWidget(Gtk.Box(orientation: .horizontal, spacing: 0)) }

    /// Expands along `axis` (both axes outside a stack), at least `minLength` long.
    public func updateSpacer(_ view: NativeWidget, axis: Axis?, minLength: Double?) {
        let length = Int((minLength ?? 8).rounded())
        view.widget.hexpand = axis != .vertical
        view.widget.vexpand = axis != .horizontal
        view.setOwnFills(width: axis != .vertical, height: axis != .horizontal)
        view.widget.setSizeRequest(width: axis == .horizontal ? length : -1, height: axis == .vertical ? length : -1)
    }

    /// A `GtkSeparator`.
    public func makeDivider() -> NativeDivider { NativeDivider(Gtk.Separator(orientation: .horizontal)) }

    /// Draws the separator across the stack's axis: a vertical line in an `HStack`.
    public func updateDivider(_ view: NativeDivider, axis: Axis?) {
        let separator = view.separator
        let orientation: Orientation = axis == .horizontal ? .vertical : .horizontal
        if separator.orientation != orientation { separator.orientation = orientation }
        view.setOwnFills(width: orientation == .horizontal, height: orientation == .vertical)
    }

    /// A `GtkScrolledWindow` holding a box that stacks the children along the scrolling axis; it
    /// takes the space it is offered, as in SwiftUI.
    public func makeScrollView() -> NativeScrollView {
        let scroller = Gtk.ScrolledWindow()
        scroller.hexpand = true
        scroller.vexpand = true
        let column = Gtk.Box(orientation: .vertical, spacing: 8)
        scroller.child = column
        let view = NativeScrollView(scroller, column: column)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Scrolls along `axes` only, and lays the content out along the scrolling axis.
    public func updateScrollView(_ view: NativeScrollView, axes: Axis.Set, _ environment: EnvironmentValues) {
        let scroller = view.scroller
        scroller.setScrolls(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        let orientation: Orientation = axes == .horizontal ? .horizontal : .vertical
        if view.box.orientation != orientation { view.box.orientation = orientation }
    }

    /// Scrolls the nearest `GtkScrolledWindow` around the widget to it, on the second frame after
    /// the call: the first lays out what the update pass changed (a row just added has no place
    /// before). A widget still without a size waits up to half a second of frames more.
    public func scroll(to view: NativeWidget, anchor: UnitPoint?) {
        var frames = 0
        view.pendingScroll = view.widget.addTickCallback { [weak view] _ in
            frames += 1
            guard let view, frames >= 2 else { return view != nil }
            let result = view.widget.scrollIntoView(anchorX: anchor?.x, anchorY: anchor?.y)
            return result == .notLaidOut && frames < 30
        }
    }
}
