/// An animation of a symbol image (`.symbolEffect(_:options:value:)` and
/// `.symbolEffect(_:options:isActive:)`): `.bounce`, `.pulse`, `.variableColor`, `.scale`,
/// `.appear`, `.disappear`, `.wiggle`, `.breathe`, `.rotate`.
///
/// Freedesktop icons have no layers: every effect moves the whole image, and `.byLayer` draws
/// as `.wholeSymbol` does.
public protocol SymbolEffect {}

/// An effect that plays once (or as its options repeat it) each time a value changes
/// (`.symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays for as long as it is active (`.symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: how many times, and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    enum Repetition: Hashable, Sendable {
        /// The effect's own: once for a value change, for as long as it is active otherwise.
        case automatic
        /// `count` runs (nil: without end), `delay` seconds apart.
        case runs(count: Int?, delay: Double)
    }

    var repetition = Repetition.automatic
    var speed = 1.0

    /// How often a repeating effect plays.
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double

        /// Without pause or end.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0) }

        /// `count` times (nil: without end), `delay` seconds apart (nil: no pause).
        ///
        /// - Parameters:
        ///   - count: How many runs.
        ///   - delay: Seconds between runs.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max(1, $0) }, delay: max(0, delay ?? 0))
        }
    }

    /// The effect's own repetition at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays without end.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Plays `count` times.
    ///
    /// - Parameter count: How many runs (at least one).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// Plays as `behavior` says.
    ///
    /// - Parameter behavior: `.continuous` or `.periodic(_:delay:)`.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }

    /// Plays `speed` times as fast.
    ///
    /// - Parameter speed: The factor; 2 plays in half the time.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, playing without end.
    public var repeating: SymbolEffectOptions { self.repeat(.continuous) }

    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// These options, playing `count` times.
    ///
    /// - Parameter count: How many runs (at least one).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

    /// These options, playing as `behavior` says.
    ///
    /// - Parameter behavior: `.continuous` or `.periodic(_:delay:)`.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repetition = .runs(count: behavior.count, delay: behavior.delay)
        return copy
    }

    /// These options, playing `speed` times as fast.
    ///
    /// - Parameter speed: The factor; 2 plays in half the time.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}

/// How a symbol effect draws its image at one moment: the backend's meaning of an effect.
public struct SymbolEffectFrame: Hashable, Sendable {
    /// The opacity, 0…1.
    public var opacity = 1.0
    /// The scale around the image's centre.
    public var scale = 1.0
    /// The clockwise rotation around the centre, in degrees.
    public var rotation = 0.0
    /// The move in points (positive right and down).
    public var offsetX = 0.0, offsetY = 0.0

    /// The image as it is.
    public static let identity = SymbolEffectFrame()
    /// The image hidden (`.disappear`): transparent and shrunk.
    static let hidden = SymbolEffectFrame(opacity: 0, scale: 0.5)

    /// The frame `fraction` of the way to `other`.
    func mixed(with other: SymbolEffectFrame, by fraction: Double) -> SymbolEffectFrame {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return SymbolEffectFrame(
            opacity: lerp(opacity, other.opacity), scale: lerp(scale, other.scale),
            rotation: lerp(rotation, other.rotation), offsetX: lerp(offsetX, other.offsetX),
            offsetY: lerp(offsetY, other.offsetY))
    }
}

/// What an effect does, as keyframes of one run or a state it holds while active.
struct SymbolEffectMotion {
    /// Times (0…1 of a run) and frames; the first and last are the identity.
    var keyframes: [(time: Double, frame: SymbolEffectFrame)] = []
    /// Seconds one run takes at normal speed.
    var duration = 0.5
    /// The frame held while the effect is active, for an effect that holds one (`.scale`).
    var held: SymbolEffectFrame?
    /// The frame while inactive (`.appear` hides the image until it is active).
    var rest = SymbolEffectFrame.identity

    /// A motion playing `keyframes` in `duration` seconds.
    static func run(_ duration: Double, _ keyframes: [(Double, SymbolEffectFrame)]) -> SymbolEffectMotion {
        SymbolEffectMotion(keyframes: keyframes.map { (time: $0.0, frame: $0.1) }, duration: duration)
    }

    /// A motion holding `frame` while active, `rest` otherwise.
    static func hold(_ frame: SymbolEffectFrame, rest: SymbolEffectFrame = .identity) -> SymbolEffectMotion {
        SymbolEffectMotion(duration: 0.3, held: frame, rest: rest)
    }

    /// The frame `fraction` (0…1) of the way through a run, eased between keyframes.
    func frame(at fraction: Double) -> SymbolEffectFrame {
        guard let last = keyframes.last, fraction < last.time else { return keyframes.last?.frame ?? .identity }
        guard let next = keyframes.firstIndex(where: { $0.time > fraction }), next > 0 else {
            return keyframes.first?.frame ?? .identity
        }
        let (a, b) = (keyframes[next - 1], keyframes[next])
        let t = (fraction - a.time) / (b.time - a.time)
        return a.frame.mixed(with: b.frame, by: t * t * (3 - 2 * t))
    }
}

/// An effect that knows its motion (every effect Graft declares).
protocol _SymbolEffectMotion {
    var motion: SymbolEffectMotion { get }
}
