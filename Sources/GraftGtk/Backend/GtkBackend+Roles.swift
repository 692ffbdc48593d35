import GraftCore
import GtkBridge

// Button roles as GTK's style classes, and tooltips.
extension GtkBackend {
    public func setButtonRole(_ button: NativeButton, _ role: ButtonRole?) {
        let widget = button.button
        if role == .destructive {
            widget.addCSSClass("destructive-action")
        } else {
            widget.removeCSSClass("destructive-action")
        }
    }

    public func setTooltip(_ widget: NativeWidget, _ text: String?) {
        let view = widget.widget
        if view.tooltip != text { view.tooltip = text }
    }
}
