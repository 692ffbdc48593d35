import Foundation
import GraftCore
import GtkBridge

extension GtkBackend {
    /// A `GtkPopover` with an arrow, a child of the presenter's widget, pointing at the anchor
    /// rectangle or point of it, on the side of `arrowEdge`. GTK closes it on a click outside or
    /// Escape; that asks the engine to dismiss. A presenter not on screen yet opens it when it is.
    func presentPopover(
        _ content: [NativeWidget], at anchor: NativeWidget, arrowEdge: Edge?, _ attachment: PopoverAttachmentAnchor,
        _ onDismissRequest: @escaping @MainActor () -> Void
    ) -> NativePresentation {
        let popover = Gtk.Popover(withArrow: true)
        let widget = anchor.widget
        if let side = Self.popoverSide(arrowEdge, rightToLeft: widget.isRightToLeft) { popover.side = side }
        let presentation = NativePresentation(popover: popover)
        updatePresentation(presentation, content)
        for name in widget.containingWindow?.cssClasses ?? [] where name.hasPrefix("graft-scheme-") {
            popover.addCSSClass(name)
        }
        popover.attach(to: widget)
        presentation.closeToken = popover.onClosed { onDismissRequest() }
        let open = { [weak popover] in
            guard let popover else { return }
            let area = Self.popoverTarget(attachment, width: widget.allocatedWidth, height: widget.allocatedHeight)
            popover.popup(x: area.x, y: area.y, width: area.width, height: area.height)
        }
        if widget.isMapped {
            open()
        } else {
            presentation.mapToken = widget.connect("map") { [weak presentation] in
                presentation?.mapToken = nil
                open()
            }
        }
        return presentation
    }

    /// The popover's side: the anchor's edge its arrow is on (leading and trailing follow the
    /// writing direction); `nil` keeps GTK's choice, below.
    static func popoverSide(_ edge: Edge?, rightToLeft: Bool) -> Gtk.Popover.Side? {
        switch edge {
        case .top?: .top
        case .bottom?: .bottom
        case .leading?: rightToLeft ? .right : .left
        case .trailing?: rightToLeft ? .left : .right
        case nil: nil
        }
    }

    /// The rectangle of the presenter the popover points at, in its coordinates.
    static func popoverTarget(
        _ attachment: PopoverAttachmentAnchor, width: Int, height: Int
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        switch attachment {
        case .rect(let source):
            guard let rect = source.area else { return (0, 0, Double(width), Double(height)) }
            return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
        case .point(let point):
            return (point.x * Double(width), point.y * Double(height), 1, 1)
        }
    }
}
