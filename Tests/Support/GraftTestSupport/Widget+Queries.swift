import GtkBridge

extension Gtk.Widget {
    /// This widget and every widget below it, depth first.
    public var descendants: [Gtk.Widget] { [self] + childWidgets.flatMap(\.descendants) }

    /// The widgets at or below this one whose GTK type is `typeName`, depth first.
    public func all(_ typeName: String) -> [Gtk.Widget] { descendants.filter { $0.typeName == typeName } }

    /// The first widget at or below this one whose GTK type is `typeName`.
    public func first(_ typeName: String) -> Gtk.Widget? { descendants.first { $0.typeName == typeName } }

    /// The texts of every label below, in order.
    public var labelTexts: [String] { all("GtkLabel").compactMap { $0.property("label", as: String.self) } }
}
