import Graft

/// A description of a widget tree that decides what GTK's layout and paint cost: per widget its
/// type, alignment, expansion, opacity, and a box's orientation and spacing or a label's line
/// setup. Both sides of a benchmark must have the same (checked, not timed).
@MainActor
func widgetSignature(_ root: Gtk.Widget) -> [String] {
    var lines: [String] = []
    var pending: [(widget: Gtk.Widget, depth: Int)] = [(root, 0)]
    while let (widget, depth) = pending.popLast() {
        var line = String(repeating: " ", count: depth) + widget.typeName
        line +=
            " align \(widget.property("halign", as: Int.self) ?? -1)/\(widget.property("valign", as: Int.self) ?? -1)"
        line += " expand \(widget.hexpand)/\(widget.vexpand) opacity \(widget.opacity)"
        switch widget.typeName {
        case "GtkBox":
            line += " orientation \(widget.property("orientation", as: Int.self) ?? -1)"
            line += " spacing \(widget.property("spacing", as: Int.self) ?? -1)"
        case "GtkLabel":
            line += " wrap \(widget.property("wrap", as: Bool.self) ?? false)"
            line += " lines \(widget.property("lines", as: Int.self) ?? 0)"
            line += " ellipsize \(widget.property("ellipsize", as: Int.self) ?? -1)"
            line += " xalign \(widget.property("xalign", as: Double.self) ?? -1)"
        case "GtkScrolledWindow":
            line += " policy \(widget.property("hscrollbar-policy", as: Int.self) ?? -1)"
            line += "/\(widget.property("vscrollbar-policy", as: Int.self) ?? -1)"
        default: break
        }
        lines.append(line)
        for child in widget.childWidgets.reversed() { pending.append((child, depth + 1)) }
    }
    return lines
}

/// The window titled `title` (either side's), through GtkBridge.
@MainActor
func toplevel(titled title: String) -> Gtk.Window? {
    Gtk.Window.toplevels.first { $0.title == title }
}
