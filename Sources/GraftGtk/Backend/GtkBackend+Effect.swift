import GraftCore
import GtkBridge

/// The container of `.offset`, `.rotationEffect`, `.scaleEffect`, `.shadow` and the colour
/// filters: a box whose custom layout measures its content as it is and allocates it with a
/// transform (moved, turned about its anchor, scaled from its anchor), so GTK draws it, and picks
/// clicks, transformed. The shadow and filters are CSS on the box.
@MainActor
public final class NativeEffect: NativeBox {
    var transform = DrawingTransform()
    /// The measuring rules: a frame of no fixed size (its content's own).
    let sizing = FixedFrameLayout()
    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [weak self] widget, orientation, forSize in
            self?.sizing.measure(widget, orientation, forSize) ?? (0, 0)
        },
        allocate: { [weak self] widget, width, height in
            guard let self else { return }
            for child in widget.layoutChildren {
                // Content wider or taller than the box overflows it, centred.
                let childWidth = max(width, child.measure(orientation: .horizontal).minimum)
                let childHeight = max(height, child.measure(orientation: .vertical, forSize: childWidth).minimum)
                child.allocate(
                    x: (width - childWidth) / 2, y: (height - childHeight) / 2, width: childWidth,
                    height: childHeight, transformed: transform)
            }
        })
}

extension GtkBackend {
    /// A box laid out by its ``NativeEffect`` layout.
    public func makeEffect() -> NativeEffect {
        let view = NativeEffect(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.fixedLayout = view.sizing
        view.widget.setCustomLayout(view.layout)
        return view
    }

    /// Re-allocates the content when its move, turn or scale changed, on each frame of the
    /// transaction's animation if it has one; the shadow is a CSS box-shadow and the filters a CSS
    /// filter on the box.
    public func updateEffect(
        _ view: NativeEffect, _ effect: ViewEffect, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        var transform = DrawingTransform()
        (transform.dx, transform.dy) = (effect.offsetX, effect.offsetY)
        transform.degrees = effect.rotation.degrees
        transform.rotationAnchor = (effect.rotationAnchor.x, effect.rotationAnchor.y)
        (transform.scaleX, transform.scaleY) = (effect.scaleX, effect.scaleY)
        transform.scaleAnchor = (effect.scaleAnchor.x, effect.scaleAnchor.y)
        if view.transform != transform || view.animations["transform"]?.isRunning == true {
            let from = view.transform
            Animator.animate(view, key: "transform", from: 0, to: 1, animation: transaction.effectiveAnimation) {
                [weak view] progress in
                guard let view else { return }
                view.transform = from.interpolated(to: transform, progress)
                view.widget.queueAllocate()
            }
        }
        var css = ""
        if let shadow = effect.shadow {
            let color = shadow.color.resolve(in: environment.colorScheme).css
            css +=
                "box-shadow: \(Int(shadow.x.rounded()))px \(Int(shadow.y.rounded()))px \(Int(shadow.radius.rounded()))px \(color);"
        }
        if !effect.filters.isEmpty { css += " filter: \(Self.cssFilters(effect.filters));" }
        view.setStyle("effect", css.isEmpty ? nil : css)
        if view.widget.canTarget != effect.allowsHitTesting { view.widget.canTarget = effect.allowsHitTesting }
    }
}

extension DrawingTransform {
    /// The transform `progress` of the way from this one to `target` (anchors jump to the target's).
    func interpolated(to target: DrawingTransform, _ progress: Double) -> DrawingTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        var result = target
        (result.dx, result.dy) = (mix(dx, target.dx), mix(dy, target.dy))
        result.degrees = mix(degrees, target.degrees)
        (result.scaleX, result.scaleY) = (mix(scaleX, target.scaleX), mix(scaleY, target.scaleY))
        return result
    }
}
