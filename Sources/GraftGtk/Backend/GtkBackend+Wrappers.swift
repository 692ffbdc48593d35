import Foundation
import GraftCore
import GtkBridge

/// A `.background` or `.overlay` container: a `GtkOverlay` whose main child is the content
/// (in a box when there are several views) and whose overlays are not measured.
@MainActor
public final class NativeLayered: NativeWidget {
    let overlay: Gtk.Overlay
    /// The box holding several content views; `nil` while there is one.
    var contentBox: Gtk.Box?
    init(_ overlay: Gtk.Overlay) {
        self.overlay = overlay
        super.init(overlay)
    }
}

extension GtkBackend {
    /// A `GtkOverlay` whose main child is the content; overlays are not measured.
    public func makeOverlay() -> NativeLayered { NativeLayered(Gtk.Overlay()) }

    /// Puts the content as the overlay's main child and the overlay views over it at `alignment`.
    public func setOverlayChildren(
        _ view: NativeLayered, content contentViews: [NativeWidget], overlay overlayViews: [NativeWidget],
        alignment: Alignment
    ) {
        let gtkOverlay = view.overlay
        if contentViews.count == 1 {
            view.contentBox = nil
            if gtkOverlay.child.map({ !$0.isSameWidget(as: contentViews[0].widget) }) ?? true {
                gtkOverlay.child = contentViews[0].widget
            }
        } else {
            let box = view.contentBox ?? Gtk.Box(orientation: .vertical, spacing: 0)
            if view.contentBox == nil {
                view.contentBox = box
                gtkOverlay.child = box
            }
            Self.sync(box, from: view.children, to: contentViews)
        }
        for old in gtkOverlay.overlays { gtkOverlay.removeOverlay(old) }
        for top in overlayViews {
            gtkOverlay.addOverlay(top.widget)
            gtkOverlay.setMeasureOverlay(top.widget, false)
            alignInOverlay(top, alignment)
        }
        view.children = contentViews
        view.refreshFills()
    }

    /// A box whose overflow is hidden; its CSS border radius rounds the clip.
    public func makeClip() -> NativeBox {
        let view = NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.widget.overflowHidden = true
        return view
    }

    /// Clips the content to a rounded rectangle of `cornerRadius` (a capsule when infinite).
    public func updateClip(_ view: NativeBox, cornerRadius: Double) {
        let radius = cornerRadius.isInfinite ? 9999 : Int(cornerRadius.rounded())
        view.setStyle("clip", radius > 0 ? "border-radius: \(radius)px;" : nil)
    }

    /// A one-child box carrying a `.zIndex`.
    public func makeZIndex() -> NativeBox { NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil) }

    /// A changed value re-orders the ZStack holding the view.
    public func updateZIndex(_ view: NativeBox, _ zIndex: Double) {
        guard view.zIndex != zIndex else { return }
        view.zIndex = zIndex
        if let stack = view.zIndexContainer { syncOverlay(stack, stack.declaredChildren) }
    }

    /// Makes the box of `.fixedSize()`: a vertical `GtkBox` that centres its one child
    /// (`updateFixedSize` stops it expanding on the fixed axes).
    public func makeFixedSize() -> NativeBox {
        let view = NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.centersSingleChild = true
        return view
    }

    /// The container stops expanding on the fixed axes; text inside keeps its natural width
    /// through the environment (`textKeepsIdealWidth`).
    public func updateFixedSize(_ view: NativeBox, horizontal: Bool, vertical: Bool) {
        if horizontal { view.widget.hexpand = false } else { view.widget.hexpandSet = false }
        if vertical { view.widget.vexpand = false } else { view.widget.vexpandSet = false }
        view.blocksFillWidth = horizontal
        view.blocksFillHeight = vertical
        view.refreshFills()
        view.alignChildren()
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
        let fixedWidth = frame.width.map { max(Int($0.rounded()), 0) }
        let fixedHeight = frame.height.map { max(Int($0.rounded()), 0) }
        if fixedWidth != nil || fixedHeight != nil {
            if let layout = view.fixedLayout {
                if layout.width != fixedWidth || layout.height != fixedHeight {
                    (layout.width, layout.height) = (fixedWidth, fixedHeight)
                    view.widget.queueResize()
                }
            } else {
                let layout = FixedFrameLayout()
                (layout.width, layout.height) = (fixedWidth, fixedHeight)
                view.fixedLayout = layout
                view.widget.setCustomLayout(layout.layout)
            }
        } else if view.fixedLayout != nil {
            view.fixedLayout = nil
            view.widget.setBoxLayout(orientation: .vertical)
            view.box.homogeneous = view.children.count == 1
        }
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
        guard from != opacity || view.animations["opacity"]?.isRunning == true else { return }
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

    /// Makes `backgrounds` the overlay's only overlays: unmeasured, stretched to the main child's
    /// size and moved to the back, so they draw first (the first one lowest).
    static func setBackgrounds(of overlay: Gtk.Overlay, _ backgrounds: [NativeWidget]) {
        for old in overlay.overlays { overlay.removeOverlay(old) }
        for back in backgrounds.reversed() {
            overlay.addOverlay(back.widget)
            overlay.setMeasureOverlay(back.widget, false)
            back.widget.halign = .fill
            back.widget.valign = .fill
            back.widget.moveToBack()
        }
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
        Self.setBackgrounds(of: overlay, backgroundViews)
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
