/// The namespace of Graft's typed wrappers over GTK widgets: `Gtk.Label`, `Gtk.Box`, `Gtk.Window`, …
///
/// The names follow GTK's; the namespace keeps them apart from Graft's views of the same name
/// (`Button` is a view, `Gtk.Button` the widget).
public enum Gtk {}
