import Foundation

/// How a view's content changes when it changes in an animated update (`.contentTransition`).
public struct ContentTransition: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case identity, opacity, interpolate, numericText(countsDown: Bool), symbolEffect }
    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out and the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content blends from old to new (on GTK, as `.opacity`).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Numbers change as a counter does: the old value leaves and the new arrives.
    public static let numericText = ContentTransition(kind: .numericText(countsDown: false))
    /// A symbol is replaced by the new one with a symbol effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// Numbers change as a counter does, counting down when `countsDown` is true.
    ///
    /// - Parameter countsDown: Whether the new value is lower.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Numbers change as a counter does, in the direction `value` moves.
    ///
    /// - Parameter value: The number shown; a lower value than last time counts down.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }

    /// A symbol is replaced with `effect`.
    ///
    /// - Parameters:
    ///   - effect: The symbol effect.
    ///   - options: How it runs.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition
    {
        ContentTransition(kind: .symbolEffect)
    }

    /// Whether a change swaps the content with no animation.
    public var isIdentity: Bool { kind == .identity }
}

struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How the content of views below changes in an animated update (`.contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether a content transition draws through an offscreen group; GTK always composites.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Animates changes of the content of texts below in an animated update: with
    /// `withAnimation` or `.animation(_:value:)`, a changed text fades out and the new one fades
    /// in, instead of being replaced at once.
    ///
    /// ```swift
    /// Text("\(score)")
    ///     .contentTransition(.numericText())
    ///     .animation(.default, value: score)
    /// ```
    ///
    /// - Parameter transition: How the content changes.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
