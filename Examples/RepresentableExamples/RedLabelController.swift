import Graft

/// A controller whose view is a vertical box pinned 16 px from the leading, trailing and top
/// edges, holding a red label "Red text". The controller example.
public final class RedLabelController: WidgetController {
    /// The label, available after the view loads.
    public private(set) var label: Gtk.Label?

    public override func loadView() {
        let root = Gtk.Box(orientation: .vertical, spacing: 0)
        root.hexpand = true
        root.vexpand = true
        let column = Gtk.Box(orientation: .vertical, spacing: 8)
        column.marginStart = 16
        column.marginEnd = 16
        column.marginTop = 16
        column.valign = .start
        let label = Gtk.Label("Red text")
        label.halign = .start
        label.addCSSClass(StyleSheet.shared.cssClass(for: "color: rgb(224,28,36);"))
        column.append(label)
        root.append(column)
        self.label = label
        view = root
    }
}

/// Hosts ``RedLabelController`` in Graft views.
public struct RedLabel: GtkWidgetControllerRepresentable {
    /// Creates the view.
    public init() {}
    /// Makes the controller, whose view Graft shows.
    public func makeController(context: Context) -> RedLabelController { RedLabelController() }
    /// Nothing to update: the controller shows fixed content.
    public func updateController(_ controller: RedLabelController, context: Context) {}
}
