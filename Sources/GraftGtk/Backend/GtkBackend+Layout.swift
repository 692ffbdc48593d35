import GraftCore
import GtkBridge

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
        if box.spacing != pixels { box.spacing = pixels }
        if view.alignment != alignment {
            view.alignment = alignment
            view.alignChildren()
        }
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

    /// A box that fills the space it is offered with a colour.
    public func makeColor() -> NativeWidget {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        let view = NativeWidget(box)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Sets the box's background to the colour for the current scheme.
    public func updateColor(_ view: NativeWidget, _ color: Color, _ environment: EnvironmentValues) {
        view.setStyle("background", "background-color: \(color.resolve(in: environment.colorScheme).css);")
    }

    /// A one-child box whose margins are the padding.
    public func makePadding() -> NativeBox { wrapper() }

    /// Sets the box's margins to the insets, in whole points.
    public func updatePadding(_ view: NativeBox, _ insets: EdgeInsets) {
        let box = view.box
        box.marginTop = Int(insets.top.rounded())
        box.marginBottom = Int(insets.bottom.rounded())
        box.marginStart = Int(insets.leading.rounded())
        box.marginEnd = Int(insets.trailing.rounded())
    }

    /// A one-child box whose size request and expansion are the frame.
    public func makeFrame() -> NativeBox { wrapper() }

    /// A fixed width or height becomes a size request and an exact size (the content is offered
    /// it, so text wraps to fit); an infinite maximum makes the frame expand. The content sits at
    /// the frame's alignment.
    public func updateFrame(_ view: NativeBox, _ frame: FrameLayout) {
        let width = frame.width ?? frame.minWidth
        let height = frame.height ?? frame.minHeight
        view.widget.setSizeRequest(
            width: width.map { Int($0.rounded()) } ?? -1, height: height.map { Int($0.rounded()) } ?? -1)
        // A fixed size stops a flexible child from making the frame grow; an infinite maximum makes
        // it grow; otherwise the frame follows its content.
        if frame.width != nil {
            view.widget.hexpand = false
        } else if frame.fillsWidth {
            view.widget.hexpand = true
        } else {
            view.widget.hexpandSet = false
        }
        if frame.height != nil {
            view.widget.vexpand = false
        } else if frame.fillsHeight {
            view.widget.vexpand = true
        } else {
            view.widget.vexpandSet = false
        }
        // A fixed width or height is exact, as in SwiftUI: GTK would let the box grow to its
        // content's natural size, so the frame lays its content out itself on those axes.
        let fixed = frame.width != nil || frame.height != nil
        view.widget.setFixedLayout(
            width: frame.width.map { Int($0.rounded()) }, height: frame.height.map { Int($0.rounded()) })
        if view.hasFixedLayout && !fixed {
            view.hasFixedLayout = false
            view.box.homogeneous = view.children.count == 1
        }
        view.hasFixedLayout = fixed
        view.blocksFillWidth = frame.width != nil
        view.blocksFillHeight = frame.height != nil
        view.setOwnFills(width: frame.fillsWidth, height: frame.fillsHeight)
        view.alignment = frame.alignment
        view.axis = nil
        view.alignChildren()
    }

    /// A one-child box whose opacity is the view's.
    public func makeOpacity() -> NativeBox { wrapper() }

    /// Sets the opacity, animated when the transaction has an animation.
    public func updateOpacity(_ view: NativeBox, _ opacity: Double, _ transaction: Transaction) {
        let from = view.widget.opacity
        guard from != opacity || view.animations["opacity"] != nil else { return }
        Animator.animate(view, key: "opacity", from: from, to: opacity, animation: transaction.effectiveAnimation) {
            [weak view] in view?.widget.opacity = $0
        }
    }

    /// A `GtkOverlay`: the content as its main child, the background drawn under it.
    public func makeBackground() -> NativeLayered { NativeLayered(Gtk.Overlay()) }

    /// Sets the background colour for the current scheme (`nil` removes it).
    public func updateBackground(_ view: NativeLayered, color: Color?, _ environment: EnvironmentValues) {
        view.setStyle("background", color.map { "background-color: \($0.resolve(in: environment.colorScheme).css);" })
    }

    /// The content is the overlay's main child (it sets the size); background views are unmeasured
    /// overlays stretched to that size and moved to the back so they draw first.
    public func setBackgroundChildren(
        _ view: NativeLayered, content contentViews: [NativeWidget], background backgroundViews: [NativeWidget]
    ) {
        let overlay = view.overlay
        if contentViews.count == 1 {
            view.contentBox = nil
            overlay.child = contentViews[0].widget
        } else {
            let box = view.contentBox ?? Gtk.Box(orientation: .vertical, spacing: 0)
            if view.contentBox == nil {
                view.contentBox = box
                overlay.child = box
            }
            Self.sync(box, from: view.children, to: contentViews)
        }
        for old in overlay.overlays { overlay.removeOverlay(old) }
        for back in backgroundViews.reversed() {
            overlay.addOverlay(back.widget)
            overlay.setMeasureOverlay(back.widget, false)
            back.widget.halign = .fill
            back.widget.valign = .fill
            back.widget.moveToBack()
        }
        view.children = contentViews
        view.refreshFills()
    }

    /// A one-child (or column) container used by padding, frames and opacity.
    private func wrapper() -> NativeBox {
        let view = NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.centersSingleChild = true
        return view
    }
}

extension GtkBackend {
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
}
