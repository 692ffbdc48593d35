import GraftCore
import GtkBridge

/// The CSS of a text's font and the changes view-level modifiers (`.bold()`, `.fontDesign`,
/// `.tracking`…) make on top of it, and the paragraph settings (`.multilineTextAlignment`,
/// `.lineSpacing`) of a `GtkLabel`.
extension GtkBackend {
    /// The font declarations of `font` with `changes` applied; with no font, only what the changes
    /// set (the theme's size and family stay). `nil` when there is nothing to declare.
    static func css(for font: Font?, changes: _FontChanges) -> String? {
        var css: String
        if let font {
            css = Self.css(for: changes.applied(to: font))
        } else {
            var parts: [String] = []
            if let weight = changes.weight { parts.append("font-weight: \(weight.rawValue);") }
            if changes.isItalic == true { parts.append("font-style: italic;") }
            if let family = cssFamily(monospaced: changes.isMonospaced ?? false, design: changes.design ?? .default) {
                parts.append("font-family: \(family);")
            }
            if changes.isMonospacedDigit == true { parts.append("font-feature-settings: \"tnum\";") }
            css = parts.joined(separator: " ")
        }
        if let tracking = changes.tracking {
            css += (css.isEmpty ? "" : " ") + "letter-spacing: \(cssNumber(tracking))px;"
        }
        return css.isEmpty ? nil : css
    }

    /// The fontconfig generic family of a face, or `nil` for the theme's own.
    /// The CSS family list of `font`: its custom family first (quoted), then its generic one.
    static func cssFamily(of font: Font) -> String? {
        let generic = cssFamily(monospaced: font.isMonospaced, design: font.design)
        guard let family = font.family else { return generic }
        let quoted =
            "\"" + family.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "") + "\""
        return quoted + ", " + (generic ?? "sans-serif")
    }

    static func cssFamily(monospaced: Bool, design: Font.Design) -> String? {
        if monospaced { return "monospace" }
        switch design {
        case .default: return nil
        case .serif: return "serif"
        case .monospaced: return "monospace"
        // No rounded system face on Linux: fontconfig's rounded families if any, else sans-serif.
        case .rounded: return "\"Nunito\", \"Comfortaa\", \"M PLUS Rounded 1c\", sans-serif"
        }
    }

    /// A number as CSS writes it: no exponent, at most two decimals.
    static func cssNumber(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return sign + String(magnitude / 100)
            + (fraction == 0 ? "" : "." + (fraction < 10 ? "0" : "") + String(fraction))
    }

    /// The justification of the label's lines, and the extra space between them.
    func applyParagraphStyle(_ view: NativeLabel, _ environment: EnvironmentValues) {
        let justification: Justification =
            switch environment.multilineTextAlignment {
            case .leading: Justification.left
            case .center: .center
            case .trailing: .right
            }
        if view.label.justify != justification { view.label.justify = justification }
        applyRedaction(view, environment.redactionReasons.contains(.placeholder))
        let spacing = environment.lineSpacing
        // Pango's line height is the whole line: the font's own line (about 1.2 em) plus the spacing.
        view.setStyle("lineSpacing", spacing > 0 ? "line-height: calc(1.2em + \(Self.cssNumber(spacing))px);" : nil)
    }

    /// A placeholder-redacted label keeps its size and is drawn as a rounded grey bar.
    private func applyRedaction(_ view: NativeLabel, _ isRedacted: Bool) {
        guard view.widget.hasCSSClass(Self.redactedClass) != isRedacted else { return }
        if isRedacted {
            // Element and class: more specific than the single-class colour rules of the stylesheet.
            StyleSheet.shared.addRule(
                selector: "label.\(Self.redactedClass)",
                declarations: "color: transparent; background-color: rgba(128, 128, 128, 0.3); border-radius: 4px;")
            view.widget.addCSSClass(Self.redactedClass)
        } else {
            view.widget.removeCSSClass(Self.redactedClass)
        }
    }

    static let redactedClass = "graft-redacted"
}
