import Foundation

/// How a view looks at the far end of a transition: the state it animates in from, or out to.
///
/// The identity effect (the defaults) is how the view looks once it is in. A move relative to the
/// view's own size (`.move(edge:)`, `.slide`) is a fraction of its width and height, which only
/// the backend knows when it draws.
public struct TransitionEffect: Hashable, Sendable {
    /// The opacity, 0…1.
    public var opacity = 1.0
    /// The scale around ``anchor``.
    public var scale = 1.0
    /// The point of the view that stays still while it scales.
    public var anchor = UnitPoint.center
    /// The move in points (positive right and down).
    public var offsetX = 0.0, offsetY = 0.0
    /// The move in fractions of the view's own width and height (1 is one width to the right).
    public var relativeX = 0.0, relativeY = 0.0
    /// The clockwise turn, in degrees, about ``rotationAnchor``.
    public var rotation = 0.0
    /// The point of the view the turn is about.
    public var rotationAnchor = UnitPoint.center

    /// An effect; the defaults draw the view as it is once in.
    ///
    /// - Parameters:
    ///   - opacity: The opacity, 0…1.
    ///   - scale: The scale around `anchor`.
    ///   - anchor: The point that stays still while the view scales.
    ///   - offsetX: The horizontal move in points.
    ///   - offsetY: The vertical move in points.
    ///   - relativeX: The horizontal move in fractions of the view's width.
    ///   - relativeY: The vertical move in fractions of the view's height.
    ///   - rotation: The clockwise turn in degrees.
    ///   - rotationAnchor: The point the view turns about.
    public init(
        opacity: Double = 1, scale: Double = 1, anchor: UnitPoint = .center, offsetX: Double = 0,
        offsetY: Double = 0, relativeX: Double = 0, relativeY: Double = 0, rotation: Double = 0,
        rotationAnchor: UnitPoint = .center
    ) {
        (self.opacity, self.scale, self.anchor) = (opacity, scale, anchor)
        (self.offsetX, self.offsetY, self.relativeX, self.relativeY) = (offsetX, offsetY, relativeX, relativeY)
        (self.rotation, self.rotationAnchor) = (rotation, rotationAnchor)
    }

    /// The view as it is once in: opaque, unscaled, in place.
    public static let identity = TransitionEffect()

    /// Whether this effect draws the view as it is once in.
    public var isIdentity: Bool { self == .identity }

    /// Both effects at once: opacities and scales multiply, moves add; the anchor is this one's
    /// unless this one does not scale.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(
            opacity: opacity * other.opacity, scale: scale * other.scale,
            anchor: scale != 1 ? anchor : other.anchor, offsetX: offsetX + other.offsetX,
            offsetY: offsetY + other.offsetY, relativeX: relativeX + other.relativeX,
            relativeY: relativeY + other.relativeY, rotation: rotation + other.rotation,
            rotationAnchor: rotation != 0 ? rotationAnchor : other.rotationAnchor)
    }

    /// The effect `fraction` of the way from this one to ``identity`` (0 is this one).
    ///
    /// - Parameter fraction: How far the transition has come, 0…1 (a spring may overshoot).
    /// - Returns: The effect to draw at that point.
    public func interpolated(towardIdentity fraction: Double) -> TransitionEffect {
        let rest = 1 - fraction
        return TransitionEffect(
            opacity: 1 + (opacity - 1) * rest, scale: 1 + (scale - 1) * rest, anchor: anchor,
            offsetX: offsetX * rest, offsetY: offsetY * rest, relativeX: relativeX * rest,
            relativeY: relativeY * rest, rotation: rotation * rest, rotationAnchor: rotationAnchor)
    }

    /// A move just past `edge` by the view's own size.
    static func moved(to edge: Edge) -> TransitionEffect {
        switch edge {
        case .leading: TransitionEffect(relativeX: -1)
        case .trailing: TransitionEffect(relativeX: 1)
        case .top: TransitionEffect(relativeY: -1)
        case .bottom: TransitionEffect(relativeY: 1)
        }
    }
}

/// How a view enters and leaves the screen when it is inserted or removed in an animated change —
/// SwiftUI's `AnyTransition`.
///
/// ```swift
/// if isShowing {
///     Text("Saved").transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// Button("Save") { withAnimation { isShowing.toggle() } }
/// ```
///
/// A view inserted inside `withAnimation` starts from the insertion effect and animates to how it
/// looks once in; a removed one stays on screen while it animates to the removal effect, and is
/// taken away when that animation ends.
public struct AnyTransition: Sendable, Equatable {
    /// The effect the view animates in from.
    public let insertion: TransitionEffect
    /// The effect the view animates out to.
    public let removal: TransitionEffect
    /// The animation the transition uses instead of the change's own, if any.
    public let animation: Animation?

    init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ effect: TransitionEffect) { self.init(insertion: effect, removal: effect) }

    /// No change of looks: the view appears and disappears at once when the animation starts and ends.
    public static let identity = AnyTransition(.identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
    /// Grows from nothing at the centre, and shrinks back to nothing.
    public static let scale = AnyTransition(TransitionEffect(scale: 0))
    /// Slides in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(insertion: .moved(to: .leading), removal: .moved(to: .trailing))

    /// Scales from `scale` to full size around `anchor`, and back.
    ///
    /// - Parameters:
    ///   - scale: The size at the far end, as a fraction of the full size.
    ///   - anchor: The point of the view that stays still.
    /// - Returns: The transition.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionEffect(scale: Double(scale), anchor: anchor))
    }

    /// Moves in from `edge` and back out to it, by the view's own size.
    ///
    /// - Parameter edge: The edge the view comes from and goes to.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.moved(to: edge)) }

    /// Moves in from `edge` while fading in, and out towards the opposite edge while fading out.
    ///
    /// - Parameter edge: The edge the view comes from.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .leading: .trailing
            case .trailing: .leading
            case .top: .bottom
            case .bottom: .top
            }
        let fade = TransitionEffect(opacity: 0)
        return AnyTransition(
            insertion: TransitionEffect.moved(to: edge).combined(with: fade),
            removal: TransitionEffect.moved(to: opposite).combined(with: fade))
    }

    /// Moves in from `offset` points away, and back out there.
    ///
    /// - Parameter offset: The move at the far end.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(TransitionEffect(offsetX: Double(offset.width), offsetY: Double(offset.height)))
    }

    /// Moves in from `x`, `y` points away, and back out there.
    ///
    /// - Parameters:
    ///   - x: The horizontal move at the far end (positive to the right).
    ///   - y: The vertical move at the far end (positive down).
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(TransitionEffect(offsetX: Double(x), offsetY: Double(y)))
    }

    /// One transition for insertion and another for removal.
    ///
    /// - Parameters:
    ///   - insertion: How the view comes in.
    ///   - removal: How the view goes away.
    /// - Returns: The transition.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            animation: insertion.animation ?? removal.animation)
    }

    /// This transition and `other` at once (a move while fading, for example).
    ///
    /// - Parameter other: The transition to add.
    /// - Returns: The combined transition; this one's animation, else `other`'s.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
            animation: animation ?? other.animation)
    }

    /// This transition, run with `animation` whatever the change's own animation is (even none).
    ///
    /// - Parameter animation: The animation; `nil` uses the change's.
    /// - Returns: The transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}
