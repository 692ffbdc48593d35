import Foundation
import GraftCore
import GtkBridge

/// A `Text`: a `GtkLabel`.
@MainActor
public final class NativeLabel: NativeWidget {
    let label: Gtk.Label
    /// The text (or markup key) last set, to skip unchanged updates.
    var lastText: String?
    /// The environment the colour and font were last applied from: while the environment is that
    /// same version, they are the same.
    var textStyleEnvironment: EnvironmentValues?
    /// The animation of the next content change (`.contentTransition` in an animated update).
    var contentAnimation: Animation?
    /// A running content change: the old text fades out, then the new one fades in.
    var contentFade: FrameAnimation?

    /// Fades the shown text out along the first half of `animation` and `text` in along the second.
    func crossFade(to text: String, along animation: Animation) {
        contentFade?.cancel()
        var swapped = false
        contentFade = FrameAnimation(
            on: label, from: 0, to: 1, duration: animation.duration, curve: animation.value(at:),
            apply: { [weak self] progress in
                guard let self else { return }
                if progress >= 0.5, !swapped {
                    swapped = true
                    label.text = text
                }
                label.opacity = min(1, max(0, abs(progress - 0.5) * 2))
            },
            completion: { [weak self] _ in
                guard let self else { return }
                if !swapped { label.text = text }
                label.opacity = 1
                contentFade = nil
            })
    }

    /// Opens a Markdown link the user activates, with the environment's `openURL` of the last update.
    var openURL: OpenURLAction?
    private var linkToken: SignalToken?
    /// Routes the label's link activations to ``openURL``, once.
    func handleLinks() {
        guard linkToken == nil else { return }
        linkToken = label.onActivateLink { [weak self] uri in
            guard let self, let action = self.openURL, let url = URL(string: uri) else { return false }
            action(url)
            return true
        }
    }
    /// Fits one line of the label to its width (`.minimumScaleFactor`); nil for a plain label.
    let fitting: LabelFitting?
    init(_ label: Gtk.Label, container: Gtk.Widget? = nil, fitting: LabelFitting? = nil) {
        self.label = label
        self.fitting = fitting
        super.init(container ?? label)
    }
    override func dropCallbacks() {
        openURL = nil
        contentFade?.cancel()
        contentFade = nil
    }
}

extension GtkBackend {
    /// A `GtkLabel` that wraps at word boundaries when narrower than its text.
    public func makeText() -> NativeLabel {
        // Text wraps at word boundaries when it is narrower than its natural width, as in SwiftUI.
        // The natural width is the unwrapped line ("natural-wrap-mode" none): with GTK's default
        // estimate, GTK 4.8 boxes mis-measure wrapping labels (height-for-width criticals).
        let label = Gtk.Label()
        label.wrap = true
        label.naturalWidthIsUnwrapped = true
        return NativeLabel(label)
    }

    /// Sets the label's text, and its font and colour from the environment.
    public func updateText(_ view: NativeLabel, _ text: String, _ environment: EnvironmentValues) {
        if view.lastText != text {
            if let animation = view.contentAnimation, view.lastText != nil {
                view.crossFade(to: text, along: animation)
            } else {
                view.contentFade = nil
                view.label.text = text
            }
            view.lastText = text
        }
        applyTextStyle(view, environment)
    }

    /// Keeps the animation the next content change fades along (`nil`: change at once).
    public func setTextContentTransition(_ view: NativeLabel, _ transition: ContentTransition, animation: Animation?) {
        view.contentAnimation = transition.isIdentity ? nil : animation
    }

    func applyTextStyle(_ view: NativeLabel, _ environment: EnvironmentValues) {
        if let resolvedIn = view.textStyleEnvironment, resolvedIn.isSameVersion(as: environment) { return }
        view.textStyleEnvironment = environment
        let style = textStyle(in: environment)
        view.setStyle("color", style.color)
        view.setStyle("font", style.font)
        applyLineLimit(view.label, environment.lineLimit, keepsIdealWidth: environment.textKeepsIdealWidth)
        applyParagraphStyle(view, environment)
        applyFitting(view, environment)
        if view.label.selectable != environment._allowsTextSelection {
            view.label.selectable = environment._allowsTextSelection
        }
    }

    /// One line: no wrapping; n lines: wrap, then ellipsize at the end of the last one. Text that
    /// keeps its ideal width (`.fixedSize`) neither wraps nor truncates.
    private func applyLineLimit(_ label: Gtk.Label, _ limit: Int?, keepsIdealWidth: Bool) {
        let wraps = limit != 1 && !keepsIdealWidth
        if label.wrap != wraps { label.wrap = wraps }
        let lines = keepsIdealWidth ? -1 : limit ?? -1
        if label.lines != lines {
            label.lines = lines
            label.ellipsizesAtEnd = lines != -1
        }
    }

    /// The colour and font declarations of text in `environment`; the labels of one container
    /// share an environment, so they are worked out once for all of them.
    private func textStyle(in environment: EnvironmentValues) -> (color: String, font: String?) {
        if let last = lastTextStyle, last.environment.isSameVersion(as: environment) { return (last.color, last.font) }
        let key = TextStyleKey(
            color: (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme),
            font: environment.font, changes: environment._fontChanges)
        let style: (color: String, font: String?)
        if let known = textStyleDeclarations[key] {
            style = known
        } else {
            style = (color: "color: \(key.color.css);", font: Self.css(for: key.font, changes: key.changes))
            if textStyleDeclarations.count >= 256 { textStyleDeclarations.removeAll() }
            textStyleDeclarations[key] = style
        }
        lastTextStyle = (environment, style.color, style.font)
        return style
    }

    /// A resolved text colour and font: what a label's style declarations are made from.
    struct TextStyleKey: Hashable {
        let color: Color.Components
        let font: Font?
        let changes: _FontChanges
    }

    /// Styled runs become Pango markup on the one `GtkLabel`; the environment's font and colour
    /// still come from the stylesheet classes, the runs only add weight, slant, face and lines.
    public func updateStyledText(_ view: NativeLabel, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        let markup = Self.markup(runs, scheme: environment.colorScheme)
        if runs.contains(where: { $0.style.link != nil }) {
            view.openURL = environment.openURL
            view.handleLinks()
        }
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
            let span = attributes.isEmpty ? text : "<span \(attributes.joined(separator: " "))>\(text)</span>"
            if let link = style.link {
                result += "<a href=\"\(escapeMarkup(link.absoluteString))\">\(span)</a>"
            } else {
                result += span
            }
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
