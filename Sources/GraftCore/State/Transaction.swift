/// How a change is shown: at once, or animated.
public struct Transaction: Sendable, Equatable {
    /// The animation of this change, or `nil` for none.
    public var animation: Animation?
    /// Whether animations are turned off for this change.
    public var disablesAnimations = false

    /// Creates a transaction.
    public init(animation: Animation? = nil) { self.animation = animation }

    /// The animation to use, taking `disablesAnimations` into account.
    public var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}

/// A timing curve and a duration.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { isVisible = false }
/// ```
public struct Animation: Sendable, Equatable {
    /// The shape of the timing curve.
    public enum Curve: Sendable, Equatable {
        case linear, easeIn, easeOut, easeInOut
        /// A damped spring: `response` seconds per undamped oscillation, `dampingFraction` 1 for no
        /// overshoot, less to bounce (see `Animation+Spring.swift`).
        case spring(response: Double, dampingFraction: Double)
    }
    /// The curve.
    public var curve: Curve
    /// How long one run of the animation lasts, in seconds.
    public var duration: Double
    /// Seconds before it starts (``delay(_:)``).
    public internal(set) var startDelay: Double = 0
    /// How much faster than written it runs (``speed(_:)``).
    public internal(set) var speedFactor: Double = 1
    /// How many times it runs (`nil`: for ever), and whether every other run goes backwards.
    public internal(set) var repetition: (count: Int?, autoreverses: Bool) = (1, false)

    /// Whether two animations run the same way.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.curve == rhs.curve && lhs.duration == rhs.duration && lhs.startDelay == rhs.startDelay
            && lhs.speedFactor == rhs.speedFactor && lhs.repetition.count == rhs.repetition.count
            && lhs.repetition.autoreverses == rhs.repetition.autoreverses
    }

    /// An animation with a curve and a duration.
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    /// Ease in and out over 0.35 s.
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    /// Linear, over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Ease in, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ease out, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Ease in and out, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// Linear over 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation.default

    /// The eased progress at `t` (0…1) of the animation's time.
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch curve {
        case .linear: return t
        case .easeIn: return t * t
        case .easeOut: return 1 - (1 - t) * (1 - t)
        case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        case .spring(let response, let damping): return Self.springValue(at: t * duration, response, damping)
        }
    }
}

/// Runs `body` so that the view updates its state changes cause are animated.
///
/// Not bound to the main actor, as in SwiftUI: a nonisolated `@Observable` model may call it.
/// The animation applies to the changes `body` makes on this thread, including changes of
/// `@Observable` properties that views read on the main actor.
///
/// - Parameters:
///   - animation: The animation; `nil` updates at once.
///   - body: Changes state.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.$current.withValue(Transaction(animation: animation), operation: body)
}

/// Runs `body` with the given transaction applied to the updates its state changes cause.
///
/// Not bound to the main actor, like ``withAnimation(_:_:)``.
///
/// - Parameters:
///   - transaction: The transaction of the changes.
///   - body: Changes state.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.$current.withValue(transaction, operation: body)
}

/// The transaction of the changes being made on the current thread or task, set by
/// `withAnimation` and `withTransaction` from any isolation.
enum TransactionScope {
    @TaskLocal static var current: Transaction?
}
