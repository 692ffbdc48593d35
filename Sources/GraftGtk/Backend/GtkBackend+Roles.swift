import GraftCore
import GtkBridge

// Button roles as GTK's style classes, and tooltips.
extension GtkBackend {
    /// Adds GTK's `destructive-action` class for `.destructive`, and removes it otherwise.
    public func setButtonRole(_ button: NativeButton, _ role: ButtonRole?) {
        let widget = button.button
        if role == .destructive {
            widget.addCSSClass("destructive-action")
        } else {
            widget.removeCSSClass("destructive-action")
        }
    }

    /// Sets the widget's tooltip text (`nil` removes it).
    public func setTooltip(_ widget: NativeWidget, _ text: String?) {
        let view = widget.widget
        if view.tooltip != text { view.tooltip = text }
    }
}
