import GraftCore
import GtkBridge

// Button roles as GTK's style classes, and tooltips.
extension GtkBackend {
    /// Adds GTK's `destructive-action` class for `.destructive`, and removes it otherwise.
    public func setButtonRole(_ button: AnyObject, _ role: ButtonRole?) {
        let widget = (button as! NativeView).widget
        if role == .destructive {
            widget.addCSSClass("destructive-action")
        } else {
            widget.removeCSSClass("destructive-action")
        }
    }

    /// Sets the widget's tooltip text (`nil` removes it).
    public func setTooltip(_ widget: AnyObject, _ text: String?) {
        let view = (widget as! NativeView).widget
        if view.tooltip != text { view.tooltip = text }
    }
}
