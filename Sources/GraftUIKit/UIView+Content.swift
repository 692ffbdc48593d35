extension UIView {
    /// Puts `widget` (a GTK control) under the view, filling it, so the view's size is the
    /// control's own. The view's layout becomes GTK's bin layout (GTK's constraint layout measures
    /// a pinned child's natural height as 0): subviews added to a control fill it.
    package func embedContent(_ widget: Gtk.Widget) {
        setBinLayout()
        insertChild(widget, after: nil)
    }
}

/// A colour applied to a part of a control through the shared stylesheet, with its dark value for
/// windows in the dark scheme — the `progressTintColor` / `onTintColor` counterparts.
@MainActor
enum _PartTint {
    private static var classes: [String: String] = [:]

    /// Gives `widget` the class that colours `part` (a CSS selector below it) with `color`.
    static func apply(_ color: UIColor?, to widget: Gtk.Widget, part: String, property: String, role: String) {
        let prefix = "graft-tint-\(role)-"
        for old in widget.cssClasses where old.hasPrefix(prefix) { widget.removeCSSClass(old) }
        guard let color else { return }
        let (light, dark) = (color.resolve(in: .light).css, color.resolve(in: .dark).css)
        let key = "\(role)|\(light)|\(dark)"
        let name: String
        if let known = classes[key] {
            name = known
        } else {
            name = prefix + String(classes.count + 1)
            var css = ".\(name) \(part) { \(property): \(light); }"
            if dark != light { css += "\nwindow.graft-scheme-dark .\(name) \(part) { \(property): \(dark); }" }
            StyleSheet.shared.addCSS(css, key: "part-tint:" + name)
            classes[key] = name
        }
        widget.addCSSClass(name)
    }
}
