/// A transition written as a view modifier of the view it moves in and out (SwiftUI 5's form):
/// its body draws the view at each phase, and the change between phases animates.
///
/// ```swift
/// struct Rise: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .offset(y: phase.isIdentity ? 0 : 30)
///     }
/// }
/// Text("Saved").transition(Rise())
/// ```
///
/// On GTK the body is read at the two far phases (`willAppear`, `didDisappear`) for the effects
/// the transition machinery draws: `.opacity`, `.scaleEffect` and `.offset` on `content`; other
/// modifiers in the body (a rotation, a blur) are not part of the animation.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the body makes of the content.
    associatedtype Body: View
    /// The content: the view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>

    /// The content as it is drawn in `phase`.
    ///
    /// - Parameters:
    ///   - content: The view the transition moves in and out.
    ///   - phase: The phase to draw: before insertion, in place, or after removal.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does, for the system to decide whether to run it.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves its view by default.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a transitioning view is: about to appear, in place, or gone.
public enum TransitionPhase: Hashable, Sendable {
    /// Before the view is inserted: the state it animates in from.
    case willAppear
    /// In place: how it looks once in.
    case identity
    /// After the view is removed: the state it animates out to.
    case didDisappear

    /// Whether this is the phase of the view in place.
    public var isIdentity: Bool { self == .identity }

    /// -1 before insertion, 0 in place, 1 after removal.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a ``Transition`` does.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (rather than only fading it).
    public var hasMotion: Bool

    /// Properties of a transition.
    ///
    /// - Parameter hasMotion: Whether it moves the view.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a ``Transition``'s body receives: the view the transition is applied to.
public struct PlaceholderContentView<Value>: View {
    /// The content stands for the transitioned view; it has no body of its own to show.
    public var body: Never { fatalError("PlaceholderContentView stands for the transitioned view") }
    init() {}
}

/// A modifier whose drawing a transition's effect can take in: `.opacity`, `.scaleEffect`, `.offset`.
@MainActor
protocol _TransitionEffectSource {
    /// Adds this modifier's drawing to `effect` and returns the view it modifies.
    func _addEffect(to effect: inout TransitionEffect) -> any View
}

extension _OpacityView: _TransitionEffectSource {
    func _addEffect(to effect: inout TransitionEffect) -> any View {
        effect.opacity *= min(1, max(0, opacity))
        return content
    }
}

extension _EffectView: _TransitionEffectSource {
    func _addEffect(to effect: inout TransitionEffect) -> any View {
        effect.scale *= (self.effect.scaleX + self.effect.scaleY) / 2
        if self.effect.scaleX != 1 || self.effect.scaleY != 1 { effect.anchor = self.effect.scaleAnchor }
        effect.offsetX += self.effect.offsetX
        effect.offsetY += self.effect.offsetY
        if self.effect.rotation.degrees != 0 {
            effect.rotation += self.effect.rotation.degrees
            effect.rotationAnchor = self.effect.rotationAnchor
        }
        return content
    }
}

extension AnyTransition {
    /// The effects of `transition`'s body before insertion and after removal.
    ///
    /// - Parameter transition: A transition written as a ``Transition``.
    @MainActor
    public init<T: Transition>(_ transition: T) {
        self.init(
            insertion: Self.effect(of: transition, .willAppear), removal: Self.effect(of: transition, .didDisappear))
    }

    /// The effect the body draws at `phase`, read through its modifiers down to the content.
    @MainActor
    private static func effect<T: Transition>(of transition: T, _ phase: TransitionPhase) -> TransitionEffect {
        var effect = TransitionEffect.identity
        var view: any View = transition.body(content: PlaceholderContentView(), phase: phase)
        while let source = view as? any _TransitionEffectSource {
            view = source._addEffect(to: &effect)
        }
        return effect
    }
}

extension View {
    /// How this view enters and leaves, as a ``Transition`` draws it at each phase.
    ///
    /// - Parameter transition: The transition.
    /// - Returns: A view that runs `transition` when it is inserted or removed in an animated change.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

extension _ClipView: _TransitionEffectSource {
    /// A clip draws no effect of its own: the effects inside it still count.
    func _addEffect(to effect: inout TransitionEffect) -> any View { content }
}

extension AnyTransition {
    /// A transition between two modifiers: the view animates in from `active` to `identity`,
    /// and out from `identity` to `active`.
    ///
    /// The modifiers' drawing effects (opacity, scale, move and turn, with their anchors) are what
    /// animates, read from each modifier's body; other parts of the body (a clip, a background)
    /// are not drawn during the transition.
    ///
    /// ```swift
    /// struct CornerRotate: ViewModifier {
    ///     let degrees: Double
    ///     func body(content: Content) -> some View {
    ///         content.rotationEffect(.degrees(degrees), anchor: .topLeading).clipped()
    ///     }
    /// }
    /// .transition(.modifier(active: CornerRotate(degrees: -90), identity: CornerRotate(degrees: 0)))
    /// ```
    ///
    /// - Parameters:
    ///   - active: The modifier at the far end of the transition.
    ///   - identity: The modifier of the view in place.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let far = effect(of: active)
        let near = effect(of: identity)
        // The view in place draws with `identity`'s effect in Graft's transition container too,
        // so the far end is the difference from it.
        let relative = TransitionEffect(
            opacity: near.opacity == 0 ? far.opacity : far.opacity / near.opacity,
            scale: near.scale == 0 ? far.scale : far.scale / near.scale, anchor: far.anchor,
            offsetX: far.offsetX - near.offsetX, offsetY: far.offsetY - near.offsetY,
            rotation: far.rotation - near.rotation, rotationAnchor: far.rotationAnchor)
        return AnyTransition(relative)
    }

    /// The drawing effect of `modifier`'s body, read through its modifiers down to the content.
    @MainActor
    private static func effect<E: ViewModifier>(of modifier: E) -> TransitionEffect {
        var effect = TransitionEffect.identity
        var view: any View = modifier.body(content: _ViewModifier_Content(content: EmptyView()))
        while let source = view as? any _TransitionEffectSource {
            view = source._addEffect(to: &effect)
        }
        return effect
    }
}
