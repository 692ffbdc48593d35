import Foundation
import GraftCore
import GtkBridge

/// A `.mask` container: a `Gtk.MaskBin` whose content and mask are each one widget (a box when
/// there are several views).
@MainActor
public final class NativeMask: NativeWidget {
    let bin: Gtk.MaskBin
    /// The native widgets of the mask views.
    var maskViews: [NativeWidget] = []
    /// The overlays stacking several content or mask views, while there are several.
    var contentStack: Gtk.Overlay?, maskStack: Gtk.Overlay?
    init(_ bin: Gtk.MaskBin) {
        self.bin = bin
        super.init(bin)
    }
}

extension GtkBackend {
    /// A `Gtk.MaskBin`: the content is drawn through the mask's alpha, on a cairo node.
    public func makeMask() -> NativeMask { NativeMask(Gtk.MaskBin()) }

    /// Puts the content and the mask in the bin; the mask sits at `alignment` in the content's
    /// frame unless it fills it.
    public func setMaskChildren(
        _ view: NativeMask, content contentViews: [NativeWidget], mask maskViews: [NativeWidget], alignment: Alignment
    ) {
        if !Self.sameWidgets(view.children, contentViews) {
            view.bin.content = nil
            view.bin.content = Self.stacked(contentViews, in: &view.contentStack)
        }
        if !Self.sameWidgets(view.maskViews, maskViews) {
            view.bin.mask = nil
            view.bin.mask = Self.stacked(maskViews, in: &view.maskStack)
        }
        view.children = contentViews
        view.maskViews = maskViews
        for mask in maskViews { alignInOverlay(mask, alignment) }
        view.refreshFills()
    }

    /// Whether two lists hold the same native widgets in the same order.
    static func sameWidgets(_ old: [NativeWidget], _ new: [NativeWidget]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { $0 === $1 }
    }

    /// The one widget standing for `views`: the view itself, or several stacked in `stack` (the
    /// first at the bottom, deciding the size), or none. The previous stack is emptied first.
    static func stacked(_ views: [NativeWidget], in stack: inout Gtk.Overlay?) -> Gtk.Widget? {
        if let old = stack {
            for top in old.overlays { old.removeOverlay(top) }
            old.child = nil
            stack = nil
        }
        if views.count <= 1 { return views.first?.widget }
        let overlay = Gtk.Overlay()
        overlay.child = views[0].widget
        for view in views.dropFirst() { overlay.addOverlay(view.widget) }
        stack = overlay
        return overlay
    }
}
