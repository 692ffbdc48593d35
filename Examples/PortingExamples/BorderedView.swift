import Graft

/// Pattern 4: a view subclass with a background and a rounded border that follow the scheme.
final class BorderedView: Gtk.Box {
    override init() {
        super.init()
        backgroundColor = .systemBackground
        borderColor = .systemBlue
        borderWidth = 4
        cornerRadius = 12
    }
}
