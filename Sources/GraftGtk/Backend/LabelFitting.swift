import GraftCore
import GtkBridge

/// Shrinks one line of a label to the width it is given (`.minimumScaleFactor`,
/// `.allowsTightening`): a box around the label measures it at its full size and, as it is
/// allocated, scales the label's font (Pango's scale attribute) and tightens its letters until the
/// text fits, down to the smallest scale; only then does the label truncate.
@MainActor
final class LabelFitting {
    /// The smallest scale of the font.
    var factor = 1.0
    /// Whether the letters may come up to a point closer together first.
    var tightening = false
    /// The scale and letter spacing applied now.
    private(set) var scale = 1.0
    private(set) var spacing = 0.0
    private weak var label: Gtk.Label?
    /// The change of font waiting for the layout to end.
    private var pending: SourceToken?

    init(_ label: Gtk.Label) { self.label = label }

    /// The box's layout: the label's size at its full font, and the fitting as it is placed.
    var layout: Gtk.CustomLayout {
        Gtk.CustomLayout(
            measure: { [weak self] _, orientation, forSize in
                self?.measure(orientation, forSize) ?? (0, 0)
            },
            allocate: { [weak self] _, width, height in self?.allocate(width, height) })
    }

    /// The label's width with no scale or spacing, from its width with the current ones.
    private func fullWidth(_ label: Gtk.Label) -> Double {
        let natural = Double(label.measure(orientation: .horizontal).natural)
        return (natural - spacing * Double(label.characterCount)) / scale
    }

    private func measure(_ orientation: Orientation, _ forSize: Int) -> (minimum: Int, natural: Int) {
        guard let label else { return (0, 0) }
        let size = label.measure(orientation: orientation, forSize: forSize)
        guard orientation == .horizontal else { return size }
        return (size.minimum, Int(fullWidth(label).rounded(.up)))
    }

    private func allocate(_ width: Int, _ height: Int) {
        guard let label else { return }
        let (scale, spacing) = fitting(label, in: Double(width))
        if abs(scale - self.scale) > 0.001 || abs(spacing - self.spacing) > 0.001 {
            // Not while GTK lays out: the new font takes effect in the next layout.
            pending = MainLoop.onIdle { [weak self, weak label] in
                guard let self, let label else { return }
                self.scale = scale
                self.spacing = spacing
                label.setFitting(scale: scale, letterSpacing: spacing)
            }
        }
        label.allocate(x: 0, y: 0, width: width, height: height)
    }

    /// The scale and letter spacing that fit the label's one line in `width`.
    private func fitting(_ label: Gtk.Label, in width: Double) -> (scale: Double, spacing: Double) {
        let full = fullWidth(label)
        guard factor < 1, !label.wrap, full > width, full > 0 else { return (1, 0) }
        let gaps = Double(max(label.characterCount - 1, 1))
        var spacing = 0.0
        if tightening {
            spacing = max(-1, (width - full) / gaps)
            if full + spacing * gaps <= width { return (1, spacing) }
        }
        // Pango rounds glyph positions: leave a pixel so the line is not cut at the last one.
        let scale = (width - 1 - spacing * gaps) / full
        return (min(1, max(factor, scale)), spacing)
    }
}

extension GtkBackend {
    /// A `GtkLabel` in a box that fits one line of it to the box's width (`LabelFitting`).
    public func makeShrinkingText() -> NativeLabel {
        let view = makeText()
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        let fitting = LabelFitting(view.label)
        box.append(view.label)
        box.setCustomLayout(fitting.layout)
        return NativeLabel(view.label, container: box, fitting: fitting)
    }

    /// Sets the smallest scale and tightening from `environment`, and fits the label again.
    func applyFitting(_ view: NativeLabel, _ environment: EnvironmentValues) {
        guard let fitting = view.fitting else { return }
        let factor = Double(environment.minimumScaleFactor)
        guard fitting.factor != factor || fitting.tightening != environment.allowsTightening else { return }
        fitting.factor = factor
        fitting.tightening = environment.allowsTightening
        view.widget.queueResize()
    }
}
