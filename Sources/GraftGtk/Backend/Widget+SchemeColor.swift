import GraftCore
import GtkBridge

/// Colours and borders on raw widgets that follow the colour scheme of the widget's window — the
/// `UIView.backgroundColor` / `layer.borderColor` counterparts.
///
/// Each distinct colour becomes one class of the shared stylesheet with a light rule and a rule for
/// windows in the dark scheme (`window.graft-scheme-dark`), so a change of scheme restyles the
/// widget without any code of yours running.
///
/// ```swift
/// final class BackgroundView: Gtk.Box {
///     override init() {
///         super.init()
///         backgroundColor = .systemBackground
///         borderColor = .systemBlue
///         borderWidth = 2
///         cornerRadius = 12
///     }
/// }
/// ```
extension Gtk.Widget {
    /// The background colour, following the window's scheme; `nil` for none (GTK's theme).
    public var backgroundColor: Color? {
        get { _SchemeStyle.color(of: self, role: .background) }
        set { _SchemeStyle.setColor(newValue, of: self, role: .background) }
    }

    /// The text (CSS foreground) colour, following the window's scheme — `UILabel.textColor`.
    public var textColor: Color? {
        get { _SchemeStyle.color(of: self, role: .text) }
        set { _SchemeStyle.setColor(newValue, of: self, role: .text) }
    }

    /// The border's colour, following the window's scheme — `layer.borderColor`. Shown once
    /// ``borderWidth`` is positive.
    public var borderColor: Color? {
        get { _SchemeStyle.color(of: self, role: .border) }
        set { _SchemeStyle.setColor(newValue, of: self, role: .border) }
    }

    /// The border's width in pixels (a solid line inside the widget's bounds) — `layer.borderWidth`.
    public var borderWidth: Double {
        get { _SchemeStyle.length(of: self, role: .borderWidth) }
        set { _SchemeStyle.setLength(newValue, of: self, role: .borderWidth) }
    }

    /// The radius of the rounded corners of the background and border, in pixels —
    /// `layer.cornerRadius`.
    public var cornerRadius: Double {
        get { _SchemeStyle.length(of: self, role: .cornerRadius) }
        set { _SchemeStyle.setLength(newValue, of: self, role: .cornerRadius) }
    }
}

/// The stylesheet classes behind the scheme-following widget colours, and their reverse lookup.
@MainActor
enum _SchemeStyle {
    enum Role: String, CaseIterable {
        case background = "bg"
        case text = "fg"
        case border = "bd"
        case borderWidth = "bw"
        case cornerRadius = "cr"

        var property: String {
            switch self {
            case .background: "background-color"
            case .text: "color"
            case .border: "border-color"
            case .borderWidth: "border-width"
            case .cornerRadius: "border-radius"
            }
        }

        var prefix: String { "graft-\(rawValue)-" }
    }

    private static var colorClasses: [Role: [Color: String]] = [:]
    private static var colors: [String: Color] = [:]
    private static var lengths: [String: Double] = [:]

    static func color(of widget: Gtk.Widget, role: Role) -> Color? {
        widget.cssClasses.first { $0.hasPrefix(role.prefix) }.flatMap { colors[$0] }
    }

    static func setColor(_ color: Color?, of widget: Gtk.Widget, role: Role) {
        replaceClass(of: widget, role: role, with: color.map { className(for: $0, role: role) })
    }

    static func length(of widget: Gtk.Widget, role: Role) -> Double {
        widget.cssClasses.first { $0.hasPrefix(role.prefix) }.flatMap { lengths[$0] } ?? 0
    }

    static func setLength(_ length: Double, of widget: Gtk.Widget, role: Role) {
        let value = max(0, length.isFinite ? length : 0)
        guard value > 0 else {
            replaceClass(of: widget, role: role, with: nil)
            return
        }
        let pixels = (value * 100).rounded() / 100
        let name = role.prefix + String(pixels).replacing(".", with: "_")
        var declarations = "\(role.property): \(pixels)px;"
        if role == .borderWidth { declarations += " border-style: solid;" }
        StyleSheet.shared.addRule(selector: "." + name, declarations: declarations)
        lengths[name] = pixels
        replaceClass(of: widget, role: role, with: name)
    }

    private static func replaceClass(of widget: Gtk.Widget, role: Role, with name: String?) {
        for old in widget.cssClasses where old.hasPrefix(role.prefix) && old != name { widget.removeCSSClass(old) }
        if let name, !widget.hasCSSClass(name) { widget.addCSSClass(name) }
    }

    /// One class per colour and role: the light value, and the dark one inside dark windows.
    private static func className(for color: Color, role: Role) -> String {
        if let known = colorClasses[role]?[color] { return known }
        let name = role.prefix + String(colors.count + 1)
        let (light, dark) = (color.resolve(in: .light).css, color.resolve(in: .dark).css)
        var css = ".\(name) { \(role.property): \(light); }"
        if dark != light {
            css +=
                "\nwindow.graft-scheme-dark .\(name), window.graft-scheme-dark.\(name) { \(role.property): \(dark); }"
        }
        StyleSheet.shared.addCSS(css, key: "scheme-color:" + name)
        colorClasses[role, default: [:]][color] = name
        colors[name] = color
        return name
    }
}
