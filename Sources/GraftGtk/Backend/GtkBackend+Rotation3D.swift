import GraftCore
import GtkBridge

/// A `.rotation3DEffect`: a box whose custom layout measures its content as it is and allocates
/// it with a 3D transform (`gsk_transform_perspective`, `gsk_transform_rotate_3d` about the
/// anchor), so GTK draws it, and picks clicks, turned.
@MainActor
public final class NativeRotation3D: NativeBox {
    var rotation: Rotation3D?
    /// The measuring rules: a frame of no fixed size (its content's own).
    let sizing = FixedFrameLayout()
    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [weak self] widget, orientation, forSize in
            self?.sizing.measure(widget, orientation, forSize) ?? (0, 0)
        },
        allocate: { [weak self] widget, width, height in
            guard let self else { return }
            for child in widget.layoutChildren {
                if let rotation {
                    child.allocate(x: 0, y: 0, width: width, height: height, rotated: rotation)
                } else {
                    child.allocate(x: 0, y: 0, width: width, height: height)
                }
            }
        })
}

extension GtkBackend {
    /// A box laid out by its ``NativeRotation3D`` layout.
    public func makeRotation3D() -> NativeRotation3D {
        let view = NativeRotation3D(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.fixedLayout = view.sizing
        view.widget.setCustomLayout(view.layout)
        return view
    }

    /// Sets the turn and re-allocates the content (its size does not change).
    public func updateRotation3D(_ view: NativeRotation3D, _ effect: Rotation3DEffect) {
        let rotation = Rotation3D(
            degrees: effect.angle.degrees, axis: (effect.axisX, effect.axisY, effect.axisZ),
            anchor: (effect.anchor.x, effect.anchor.y), anchorZ: effect.anchorZ, perspective: effect.perspective)
        // No turn is allocated as no transform at all (as `.visualEffect` leaves it).
        let turn = effect.angle.degrees == 0 ? nil : rotation
        guard view.rotation != turn else { return }
        view.rotation = turn
        view.widget.queueAllocate()
    }
}
