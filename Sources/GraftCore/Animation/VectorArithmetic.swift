import Foundation

/// A value that animations can interpolate: it adds, subtracts and scales, as a vector does.
///
/// ```swift
/// var halfway = end - start
/// halfway.scale(by: 0.5)
/// halfway += start
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself (the square of its length).
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    ///
    /// - Parameter rhs: The factor.
    /// - Returns: The scaled value.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// The value `fraction` of the way from `self` to `end` (0 is `self`, 1 is `end`; springs may
    /// overshoot either).
    func interpolated(towards end: Self, amount fraction: Double) -> Self {
        self + (end - self).scaled(by: fraction)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data: what views and shapes without animatable values animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together, as a shape with two animated properties exposes them.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(start, end) }
///     set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The pairwise sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The pairwise difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose values an animation can interpolate through ``animatableData``: a custom ``Shape``
/// animates between its values when they change inside `withAnimation`.
///
/// ```swift
/// struct Wedge: Shape {
///     var angle: Double
///     var animatableData: Double {
///         get { angle }
///         set { angle = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Main-actor isolated, as views are, so a shape's `animatableData` can satisfy it.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the values the animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The values the animation interpolates; each frame sets an intermediate value and draws.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
