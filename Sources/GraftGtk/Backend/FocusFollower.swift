import GraftCore
import GtkBridge

/// Keeps a widget's keyboard focus and a `.focused` binding in step: the binding asking for the
/// focus grabs it (once the widget is in a window), the binding letting go releases it, and the
/// user moving the focus in or out (a click, Tab) writes the binding.
@MainActor
final class FocusFollower {
    private let widget: Gtk.Widget
    private let controller: Gtk.FocusController
    private var request: _FocusRequest?
    /// What the binding asked for at the last update, so only a change moves the focus.
    private var requested = false
    private var pendingGrab: SourceToken?

    init(_ widget: Gtk.Widget) {
        self.widget = widget
        controller = Gtk.FocusController(on: widget)
        controller.onChange = { [weak self] hasFocus in self?.request?.focusChanged(hasFocus) }
    }

    /// Follows the environment's `.focused` request (`nil`: the field is not bound).
    func apply(_ request: _FocusRequest?) {
        self.request = request
        let wants = request?.isFocused ?? false
        defer { requested = wants }
        guard wants != requested else { return }
        pendingGrab?.cancel()
        pendingGrab = nil
        if wants {
            // After the update pass, when the widget is in its window.
            pendingGrab = MainLoop.onIdle { [weak self] in
                guard let self else { return }
                self.pendingGrab = nil
                if !self.controller.containsFocus { self.widget.grabFocus() }
            }
        } else if controller.containsFocus {
            widget.releaseFocus()
        }
    }

    /// Forgets the binding (the widget is being dismantled).
    func drop() {
        request = nil
        controller.onChange = nil
        pendingGrab?.cancel()
        pendingGrab = nil
    }
}
