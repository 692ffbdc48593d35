import GraftCore
import GtkBridge

// Overlays, clips, effects (offset, rotation, scale, shadow) and zIndex.
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
}

extension GtkBackend {
    /// A one-child box; the offset is a CSS transform and the shadow a CSS box-shadow on it.
    public func makeEffect() -> NativeBox { NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil) }

    /// Applies the offset, rotation and scale as a CSS transform and the shadow as a box-shadow.
    public func updateEffect(_ view: NativeBox, _ effect: ViewEffect, _ environment: EnvironmentValues) {
        // GTK applies a CSS transform around the widget's centre.
        var transforms: [String] = []
        if effect.offsetX != 0 || effect.offsetY != 0 {
            transforms.append("translate(\(Int(effect.offsetX.rounded()))px, \(Int(effect.offsetY.rounded()))px)")
        }
        if effect.rotation.degrees != 0 { transforms.append("rotate(\(effect.rotation.degrees)deg)") }
        if effect.scaleX != 1 || effect.scaleY != 1 { transforms.append("scale(\(effect.scaleX), \(effect.scaleY))") }
        var css = transforms.isEmpty ? "" : "transform: \(transforms.joined(separator: " "));"
        if let shadow = effect.shadow {
            let color = shadow.color.resolve(in: environment.colorScheme).css
            css +=
                " box-shadow: \(Int(shadow.x.rounded()))px \(Int(shadow.y.rounded()))px \(Int(shadow.radius.rounded()))px \(color);"
        }
        view.setStyle("effect", css.isEmpty ? nil : css)
    }
}

extension GtkBackend {
    /// A one-child box carrying a `.zIndex`.
    public func makeZIndex() -> NativeBox { NativeBox(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil) }

    /// A changed value re-orders the ZStack holding the view.
    public func updateZIndex(_ view: NativeBox, _ zIndex: Double) {
        guard view.zIndex != zIndex else { return }
        view.zIndex = zIndex
        if let stack = view.zIndexContainer { syncOverlay(stack, stack.declaredChildren) }
    }
}
