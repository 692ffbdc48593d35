import GraftCore
import GtkBridge

/// The stylesheet classes that colour a progress bar's filled part (`progress` node), one per
/// resolved colour.
@MainActor
private var progressTintClasses: [String: String] = [:]

extension GtkBackend {
    /// Fills the bar's `progress` node with the environment's tint (`.tint(_:)`,
    /// `LinearProgressViewStyle(tint:)`), resolved in the window's colour scheme; no tint leaves the
    /// theme's accent colour.
    static func tintProgressBar(_ bar: Gtk.ProgressBar, _ environment: EnvironmentValues) {
        let prefix = "graft-progress-tint-"
        let css = environment.tint?.resolve(in: environment.colorScheme).css
        let name: String? = css.map { css in
            if let known = progressTintClasses[css] { return known }
            let made = prefix + String(progressTintClasses.count + 1)
            _ = StyleSheet.shared.addCSS(
                ".\(made) progress { background-color: \(css); border-color: \(css); }", key: "progress-tint:" + made)
            progressTintClasses[css] = made
            return made
        }
        for old in bar.cssClasses where old.hasPrefix(prefix) && old != name { bar.removeCSSClass(old) }
        if let name, !bar.hasCSSClass(name) { bar.addCSSClass(name) }
    }
}
