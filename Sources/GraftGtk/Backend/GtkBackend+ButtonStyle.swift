import GraftCore
import GtkBridge

extension GtkBackend {
    /// `.buttonStyle` as GTK's own classes (`suggested-action`, `flat`); `.tint` as a stylesheet
    /// class colouring a prominent button's background or another button's label.
    func applyButtonAppearance(_ view: NativeButton, _ environment: EnvironmentValues) {
        let appearance = environment.buttonAppearance
        let oldClass = view.styleClasses["gtkButtonClass"]
        if oldClass != appearance.gtkClass {
            if let oldClass { view.widget.removeCSSClass(oldClass) }
            if let newClass = appearance.gtkClass { view.widget.addCSSClass(newClass) }
            view.styleClasses["gtkButtonClass"] = appearance.gtkClass
        }
        var tint: String?
        if let color = environment.tint?.resolve(in: environment.colorScheme) {
            tint =
                appearance.tintsBackground
                ? "background: \(color.css); color: white;" : "color: \(color.css);"
        }
        view.setStyle("tint", tint)
        view.setStyle("bare", appearance.isBare ? "padding: 0; min-height: 0; min-width: 0; background: none;" : nil)
    }
}
