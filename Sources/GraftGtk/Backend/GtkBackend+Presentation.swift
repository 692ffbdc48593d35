import GraftCore
import GtkBridge

/// An open sheet, full-screen cover or popover: its window (or popover) and the box holding the
/// presented widgets.
@MainActor
public final class NativePresentation {
    let window: Gtk.Window?
    let popover: Gtk.Popover?
    let box: Gtk.Box
    var children: [NativeWidget] = []
    var closeToken: SignalToken?
    /// Opens a popover once its widget is on screen.
    var mapToken: SignalToken?

    init(window: Gtk.Window, box: Gtk.Box) {
        self.window = window
        self.popover = nil
        self.box = box
    }

    init(popover: Gtk.Popover) {
        self.window = nil
        self.popover = popover
        self.box = popover.itemBox
    }
}

extension GtkBackend {
    /// A sheet is a modal window over the presenter's window; a full-screen cover is a modal
    /// window made full screen. Closing the window asks the engine to dismiss (the binding turns
    /// false), and the engine then closes it.
    public func present(
        _ content: [NativeWidget], style: PresentationStyle, anchor: NativeWidget?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> NativePresentation {
        if case .popover(let arrowEdge, let attachment) = style, let anchor {
            return presentPopover(content, at: anchor, arrowEdge: arrowEdge, attachment, onDismissRequest)
        }
        let window = Gtk.Window()
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        window.child = box
        window.isModal = true
        let parentWindow = anchor?.widget.containingWindow
        if let parentWindow {
            window.transientFor = parentWindow
            for name in parentWindow.cssClasses where name.hasPrefix("graft-scheme-") { window.addCSSClass(name) }
        }
        let presentation = NativePresentation(window: window, box: box)
        presentation.closeToken = window.onCloseRequest {
            onDismissRequest()
            return true
        }
        updatePresentation(presentation, content)
        switch style {
        case .sheet:
            window.setDefaultSize(width: 480, height: 360)
        case .fullScreenCover, .popover:
            // A popover with no widget to point at covers the window as a sheet does.
            if style != .fullScreenCover {
                window.setDefaultSize(width: 480, height: 360)
                break
            }
            if let parentWindow, parentWindow.allocatedWidth > 0 {
                window.setDefaultSize(width: parentWindow.allocatedWidth, height: parentWindow.allocatedHeight)
            }
            window.fullscreen()
        }
        window.present()
        return presentation
    }

    /// Puts the presented content's widgets into the sheet's window.
    public func updatePresentation(_ presentation: NativePresentation, _ views: [NativeWidget]) {
        Self.sync(presentation.box, from: presentation.children, to: views)
        presentation.children = views
        for view in views {
            view.widget.halign = .fill
            view.widget.valign = view.fillsHeight ? .fill : .start
        }
    }

    /// Closes the presentation's window (its close handler no longer reports it).
    public func dismissPresentation(_ presentation: NativePresentation) {
        presentation.closeToken?.cancel()
        presentation.closeToken = nil
        presentation.mapToken?.cancel()
        presentation.mapToken = nil
        presentation.window?.destroy()
        if let popover = presentation.popover {
            popover.popdown()
            popover.detach()
        }
    }

    /// Titles the window that holds `anchor` (or the window it will be put in).
    public func setWindowTitle(_ title: String, anchor: NativeWidget) {
        guard let window = anchor.widget.root else {
            // The first pass runs before the root is in its window; the window takes it from here.
            pendingWindowTitles[ObjectIdentifier(anchor)] = title
            return
        }
        guard window.property("title", as: String.self) != title else { return }
        try? window.setProperty("title", title)
    }

    /// Switches the window that holds `anchor` to `scheme` (`nil`: the system's).
    public func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: NativeWidget) {
        colorSchemeHandlers[ObjectIdentifier(anchor)]?(scheme)
    }

    /// The stylesheet rules every Graft window uses for its colour scheme.
    static func installBaseStyles() {
        _ = StyleSheet.shared.addRule(
            selector: "window.graft-scheme-light", declarations: "background-color: #ffffff; color: #1a1a1a;")
        _ = StyleSheet.shared.addRule(
            selector: "window.graft-scheme-dark", declarations: "background-color: #1f1f1f; color: #f2f2f2;")
        StyleSheet.shared.commit()
    }
}
