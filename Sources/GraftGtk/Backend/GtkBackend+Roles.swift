import GraftCore
import GtkBridge

// Button roles as GTK's style classes, and tooltips.
extension GtkBackend {
    public func setButtonRole(_ button: AnyObject, _ role: ButtonRole?) {
        let widget = (button as! NativeView).widget
        if role == .destructive {
            widget.addCSSClass("destructive-action")
        } else {
            widget.removeCSSClass("destructive-action")
        }
    }

    public func setTooltip(_ widget: AnyObject, _ text: String?) {
        let view = (widget as! NativeView).widget
        if view.tooltip != text { view.tooltip = text }
    }
}
