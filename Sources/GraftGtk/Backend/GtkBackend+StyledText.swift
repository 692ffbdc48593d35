import GraftCore
import GtkBridge

extension GtkBackend {
    /// Styled runs become Pango markup on the one `GtkLabel`; the environment's font and colour
    /// still come from the stylesheet classes, the runs only add weight, slant, face and lines.
    public func updateStyledText(_ view: NativeLabel, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        let markup = Self.markup(runs, scheme: environment.colorScheme)
        let key = "\u{1}markup:" + markup
        if view.lastText != key {
            view.label.setMarkup(markup)
            view.lastText = key
        }
        applyTextStyle(view, environment)
    }

    /// Pango markup for `runs`, with the text escaped.
    static func markup(_ runs: [Text.Run], scheme: ColorScheme) -> String {
        var result = ""
        for run in runs {
            let text = escapeMarkup(run.string)
            let style = run.style
            guard !style.isPlain else {
                result += text
                continue
            }
            var attributes: [String] = []
            if let weight = style.weight { attributes.append("weight=\"\(weight.rawValue)\"") }
            if style.isItalic { attributes.append("style=\"italic\"") }
            if style.isMonospaced { attributes.append("font_family=\"monospace\"") }
            if style.isUnderlined {
                attributes.append("underline=\"single\"")
                if let color = style.underlineColor { attributes.append("underline_color=\"\(hex(color, scheme))\"") }
            }
            if style.isStruckThrough {
                attributes.append("strikethrough=\"true\"")
                if let color = style.strikethroughColor {
                    attributes.append("strikethrough_color=\"\(hex(color, scheme))\"")
                }
            }
            result += "<span \(attributes.joined(separator: " "))>\(text)</span>"
        }
        return result
    }

    private static func hex(_ color: Color, _ scheme: ColorScheme) -> String {
        let c = color.resolve(in: scheme)
        func byte(_ v: Double) -> String {
            let value = Int((min(max(v, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    /// `text` with the characters markup gives meaning to replaced by entities.
    static func escapeMarkup(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
