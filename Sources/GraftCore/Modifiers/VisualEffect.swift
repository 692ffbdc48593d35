import Foundation

/// Drawing changes that depend on a view's geometry, made in `.visualEffect { content, proxy in … }`
/// from ``EmptyVisualEffect`` with the same modifiers as a view's (`offset`, `scaleEffect`,
/// `rotationEffect`, `rotation3DEffect`, `blur`, `opacity`, the colour filters). Like those, they
/// change how the view is drawn, never its layout.
public protocol VisualEffect: Sendable, Animatable {
    /// Adds this effect's changes to `values`; the effects made from ``EmptyVisualEffect``
    /// implement it, and a type of your own gets the default, which changes nothing.
    ///
    /// - Parameter values: The changes so far.
    func _apply(to values: inout _VisualEffectValues)
}

extension VisualEffect {
    /// Changes nothing.
    ///
    /// - Parameter values: The changes so far.
    public func _apply(to values: inout _VisualEffectValues) {}
}

/// What a chain of visual effects adds up to (an implementation detail of ``VisualEffect``).
public struct _VisualEffectValues: Sendable, Equatable {
    var effect = ViewEffect()
    var opacity = 1.0
    var rotation3D = Rotation3DEffect(
        angle: .zero, axisX: 0, axisY: 0, axisZ: 1, anchor: .center, anchorZ: 0, perspective: 1)
}

/// The effect that changes nothing: where a `.visualEffect` closure starts.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
}

/// A visual effect with its changes added up (what the modifiers on ``VisualEffect`` return).
public struct _AppliedVisualEffect: VisualEffect {
    let values: _VisualEffectValues
    /// Replaces the changes so far with this effect's, which include them.
    ///
    /// - Parameter values: The changes so far.
    public func _apply(to values: inout _VisualEffectValues) { values = self.values }
}

extension VisualEffect {
    private func adding(_ change: (inout _VisualEffectValues) -> Void) -> _AppliedVisualEffect {
        var values = _VisualEffectValues()
        _apply(to: &values)
        change(&values)
        return _AppliedVisualEffect(values: values)
    }

    /// Moves the drawing by `offset`.
    ///
    /// - Parameter offset: The move in points (positive right and down).
    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }

    /// Moves the drawing by `x` and `y`.
    ///
    /// - Parameters:
    ///   - x: The horizontal move.
    ///   - y: The vertical move.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding {
            $0.effect.offsetX += Double(x)
            $0.effect.offsetY += Double(y)
        }
    }

    /// Turns the drawing by `angle` about `anchor`.
    ///
    /// - Parameters:
    ///   - angle: The turn, clockwise.
    ///   - anchor: The point that stays still, in fractions of the view's size.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding {
            $0.effect.rotation = .degrees($0.effect.rotation.degrees + angle.degrees)
            $0.effect.rotationAnchor = anchor
        }
    }

    /// Scales the drawing by `scale`'s width and height from `anchor`.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point that stays still.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the drawing by `scale` from `anchor`.
    ///
    /// - Parameters:
    ///   - scale: The factor for both axes.
    ///   - anchor: The point that stays still.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing by `x` and `y` from `anchor`.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    ///   - anchor: The point that stays still.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding {
            $0.effect.scaleX *= Double(x)
            $0.effect.scaleY *= Double(y)
            $0.effect.scaleAnchor = anchor
        }
    }

    /// Turns the drawing in three dimensions, as the view modifier of the same name.
    ///
    /// - Parameters:
    ///   - angle: The turn, by the right-hand rule around the axis.
    ///   - axis: The axis' x, y and z components.
    ///   - anchor: The point that stays still.
    ///   - anchorZ: The depth of that point, in points.
    ///   - perspective: The perspective's strength (0: none).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding {
            $0.rotation3D = Rotation3DEffect(
                angle: angle, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z), anchor: anchor,
                anchorZ: Double(anchorZ), perspective: Double(perspective))
        }
    }

    /// Blurs the drawing.
    ///
    /// - Parameters:
    ///   - radius: The blur radius in points.
    ///   - opaque: Accepted as SwiftUI has it; the blurred edges stay transparent.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding { if radius > 0 { $0.effect.filters.append(.blur(radius: Double(radius))) } }
    }

    /// Removes `amount` of the drawing's colour (1: grey).
    ///
    /// - Parameter amount: 0…1.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding { if amount != 0 { $0.effect.filters.append(.grayscale(amount)) } }
    }

    /// Scales the drawing's colour intensity (0: grey, 1: unchanged).
    ///
    /// - Parameter amount: The factor.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding { if amount != 1 { $0.effect.filters.append(.saturation(amount)) } }
    }

    /// Scales the drawing's contrast (1: unchanged).
    ///
    /// - Parameter amount: The factor.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding { if amount != 1 { $0.effect.filters.append(.contrast(amount)) } }
    }

    /// Turns the drawing's hues by `angle`.
    ///
    /// - Parameter angle: The hue rotation.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding { if angle.radians != 0 { $0.effect.filters.append(.hueRotation(angle)) } }
    }

    /// Multiplies the drawing's opacity by `opacity`.
    ///
    /// - Parameter opacity: 0 (invisible) … 1 (unchanged).
    public func opacity(_ opacity: Double) -> some VisualEffect { adding { $0.opacity *= min(max(opacity, 0), 1) } }
}

extension View {
    /// Draws the view with effects computed from its own geometry — where it is in its scroll
    /// view, its size — without changing its layout:
    ///
    /// ```swift
    /// card.visualEffect { content, proxy in
    ///     content.scaleEffect(max(0.8, 1 - abs(proxy.frame(in: .scrollView).minY) / 1000))
    /// }
    /// ```
    ///
    /// The closure runs again each time the view's geometry changes (as it scrolls, when it moves
    /// or is resized); the proxy is the view's frame as laid out, before the effect.
    ///
    /// - Parameter effect: Makes the effect from ``EmptyVisualEffect`` and the view's geometry.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        _VisualEffectView(content: self) { proxy in
            var values = _VisualEffectValues()
            effect(EmptyVisualEffect(), proxy)._apply(to: &values)
            return values
        }
    }
}

/// The view of `.visualEffect`: a geometry reader behind the content reports the content's frame,
/// and the effect made from it draws the content (an effect container, a 3D turn, an opacity).
struct _VisualEffectView<Content: View>: View {
    let content: Content
    let resolve: @Sendable (GeometryProxy) -> _VisualEffectValues
    @State private var proxy = GeometryProxy.zero

    var body: some View {
        let values = resolve(proxy)
        let state = $proxy
        _EffectView(content: _Rotation3DView(content: content, effect: values.rotation3D), effect: values.effect)
            .opacity(values.opacity)
            .background {
                _GeometryReaderView(content: Color.clear) { newValue in
                    if state.wrappedValue != newValue { state.wrappedValue = newValue }
                }
            }
    }
}
