import GraftCore
import GtkBridge

/// A `.blendMode` container: a `Gtk.BlendBin` around the content (a stack of its widgets when
/// there are several).
@MainActor
public final class NativeBlendMode: NativeWidget {
    let bin: Gtk.BlendBin
    var contentStack: Gtk.Overlay?
    init(_ bin: Gtk.BlendBin) {
        self.bin = bin
        super.init(bin)
    }
}

extension GtkBackend {
    /// A `Gtk.BlendBin`: its content blended with the siblings drawn before it
    /// (`gtk_snapshot_push_blend`).
    public func makeBlendMode() -> NativeBlendMode { NativeBlendMode(Gtk.BlendBin()) }

    /// Sets the bin's GSK blend mode; the modes GSK has no node for draw normally.
    public func updateBlendMode(_ view: NativeBlendMode, _ mode: BlendMode) {
        let gtkMode: Gtk.BlendMode =
            switch mode {
            case .multiply: .multiply
            case .screen: .screen
            case .overlay: .overlay
            case .darken: .darken
            case .lighten: .lighten
            case .colorDodge: .colorDodge
            case .colorBurn: .colorBurn
            case .softLight: .softLight
            case .hardLight: .hardLight
            case .difference: .difference
            case .exclusion: .exclusion
            case .hue: .hue
            case .saturation: .saturation
            case .color: .color
            case .luminosity: .luminosity
            case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: .normal
            }
        if view.bin.mode != gtkMode { view.bin.mode = gtkMode }
    }

    /// Puts the content in the bin.
    public func setBlendModeChildren(_ view: NativeBlendMode, _ content: [NativeWidget]) {
        if !Self.sameWidgets(view.children, content) {
            view.bin.child = nil
            view.bin.child = Self.stacked(content, in: &view.contentStack)
        }
        view.children = content
        view.refreshFills()
    }
}
