import Foundation

/// How far a symbol effect reaches into the symbol (freedesktop icons have one layer: both draw
/// the whole image).
enum SymbolEffectReach: Hashable, Sendable { case automatic, byLayer, wholeSymbol }

/// Shrinks and springs the image back (`.bounce`); `.up` grows past its size on the way back,
/// `.down` presses it in.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    var pressesDown = false
    var reach = SymbolEffectReach.automatic
    /// The bounce springing upwards, past the image's size.
    public var up: BounceSymbolEffect { with { $0.pressesDown = false } }
    /// The bounce pressing the image in.
    public var down: BounceSymbolEffect { with { $0.pressesDown = true } }
    /// Each layer in turn (the whole image on GTK).
    public var byLayer: BounceSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image at once.
    public var wholeSymbol: BounceSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion {
        pressesDown
            ? .run(0.5, [(0, .identity), (0.35, .init(scale: 0.8, offsetY: 2)), (1, .identity)])
            : .run(
                0.5,
                [(0, .identity), (0.25, .init(scale: 0.85)), (0.6, .init(scale: 1.15, offsetY: -2)), (1, .identity)])
    }
}

/// Fades the image out and back in (`.pulse`).
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    var reach = SymbolEffectReach.automatic
    /// Each layer in turn (the whole image on GTK).
    public var byLayer: PulseSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image at once.
    public var wholeSymbol: PulseSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion { .run(1, [(0, .identity), (0.5, .init(opacity: 0.3)), (1, .identity)]) }
}

/// Dims and brightens the image in steps, as a signal-strength symbol fills (`.variableColor`).
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    var isCumulative = false
    var isReversing = false
    var hidesInactive = false
    /// One step at a time.
    public var iterative: VariableColorSymbolEffect { with { $0.isCumulative = false } }
    /// The steps adding up.
    public var cumulative: VariableColorSymbolEffect { with { $0.isCumulative = true } }
    /// Back through the steps after each run.
    public var reversing: VariableColorSymbolEffect { with { $0.isReversing = true } }
    /// Only forwards.
    public var nonReversing: VariableColorSymbolEffect { with { $0.isReversing = false } }
    /// Inactive steps hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = true } }
    /// Inactive steps dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = false } }
    var motion: SymbolEffectMotion {
        let low = hidesInactive ? 0.1 : 0.35
        let steps: [(Double, SymbolEffectFrame)] =
            isCumulative
            ? [(0, .init(opacity: low)), (0.33, .init(opacity: 0.55)), (0.66, .init(opacity: 0.8)), (0.85, .identity)]
            : [(0, .identity), (0.3, .init(opacity: low)), (0.6, .init(opacity: 0.7)), (0.85, .identity)]
        let back: [(Double, SymbolEffectFrame)] = isReversing ? [(0.92, .init(opacity: 0.7))] : []
        return .run(isReversing ? 1.6 : 1.2, steps + back + [(1, .identity)])
    }
}

/// Grows (`.up`) or shrinks (`.down`) the image while active (`.scale`).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, _SymbolEffectMotion {
    var pressesDown = false
    var reach = SymbolEffectReach.automatic
    /// Larger while active.
    public var up: ScaleSymbolEffect { with { $0.pressesDown = false } }
    /// Smaller while active.
    public var down: ScaleSymbolEffect { with { $0.pressesDown = true } }
    /// Each layer (the whole image on GTK).
    public var byLayer: ScaleSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: ScaleSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion { .hold(.init(scale: pressesDown ? 0.8 : 1.2)) }
}

/// Shows the image while active, hidden (faded and shrunk) otherwise (`.appear`).
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectMotion {
    var pressesDown = false
    var reach = SymbolEffectReach.automatic
    /// Growing into place.
    public var up: AppearSymbolEffect { with { $0.pressesDown = false } }
    /// Shrinking into place.
    public var down: AppearSymbolEffect { with { $0.pressesDown = true } }
    /// Each layer (the whole image on GTK).
    public var byLayer: AppearSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: AppearSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion {
        .hold(.identity, rest: SymbolEffectFrame(opacity: 0, scale: pressesDown ? 1.5 : 0.5))
    }
}

/// Hides the image (faded and shrunk) while active (`.disappear`).
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectMotion {
    var pressesDown = false
    var reach = SymbolEffectReach.automatic
    /// Shrinking away.
    public var up: DisappearSymbolEffect { with { $0.pressesDown = false } }
    /// Growing away.
    public var down: DisappearSymbolEffect { with { $0.pressesDown = true } }
    /// Each layer (the whole image on GTK).
    public var byLayer: DisappearSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: DisappearSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion { .hold(SymbolEffectFrame(opacity: 0, scale: pressesDown ? 1.5 : 0.5)) }
}

/// Shakes the image back and forth (`.wiggle`): turning by default and for `.clockwise` and
/// `.counterClockwise`, sideways for `.left`, `.right`, `.forward` and `.backward`, up and down
/// for `.up` and `.down`.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    enum Direction: Hashable, Sendable { case turn(Double), sideways(Double), vertical(Double) }
    var direction = Direction.turn(1)
    var reach = SymbolEffectReach.automatic
    /// Turning clockwise first.
    public var clockwise: WiggleSymbolEffect { with { $0.direction = .turn(1) } }
    /// Turning counter-clockwise first.
    public var counterClockwise: WiggleSymbolEffect { with { $0.direction = .turn(-1) } }
    /// Left first.
    public var left: WiggleSymbolEffect { with { $0.direction = .sideways(-1) } }
    /// Right first.
    public var right: WiggleSymbolEffect { with { $0.direction = .sideways(1) } }
    /// Up first.
    public var up: WiggleSymbolEffect { with { $0.direction = .vertical(-1) } }
    /// Down first.
    public var down: WiggleSymbolEffect { with { $0.direction = .vertical(1) } }
    /// Towards the reading direction's end first (right here).
    public var forward: WiggleSymbolEffect { with { $0.direction = .sideways(1) } }
    /// Towards the reading direction's start first.
    public var backward: WiggleSymbolEffect { with { $0.direction = .sideways(-1) } }
    /// Each layer (the whole image on GTK).
    public var byLayer: WiggleSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: WiggleSymbolEffect { with { $0.reach = .wholeSymbol } }

    /// Wiggling along a line at `angle` (0: sideways, 90°: up and down).
    ///
    /// - Parameter angle: The line's angle.
    public static func custom(angle: Angle) -> WiggleSymbolEffect {
        var effect = WiggleSymbolEffect()
        effect.direction = .sideways(1)
        effect.angle = angle.radians
        return effect
    }

    var angle = 0.0
    var motion: SymbolEffectMotion {
        func frame(_ sign: Double) -> SymbolEffectFrame {
            switch direction {
            case .turn(let turn): SymbolEffectFrame(rotation: 12 * turn * sign)
            case .sideways(let side):
                SymbolEffectFrame(offsetX: 3 * side * sign * cos(angle), offsetY: -3 * side * sign * sin(angle))
            case .vertical(let side): SymbolEffectFrame(offsetY: 3 * side * sign)
            }
        }
        return .run(0.6, [(0, .identity), (0.2, frame(1)), (0.45, frame(-1)), (0.7, frame(0.5)), (1, .identity)])
    }
}

/// Grows and shrinks the image slowly, as breathing (`.breathe`); `.pulse` also fades it.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    var fades = false
    var reach = SymbolEffectReach.automatic
    /// Growing and shrinking only.
    public var plain: BreatheSymbolEffect { with { $0.fades = false } }
    /// Fading as it shrinks.
    public var pulse: BreatheSymbolEffect { with { $0.fades = true } }
    /// Each layer (the whole image on GTK).
    public var byLayer: BreatheSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: BreatheSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion {
        .run(1.6, [(0, .identity), (0.5, .init(opacity: fades ? 0.5 : 1, scale: 0.88)), (1, .identity)])
    }
}

/// Turns the image a full circle (`.rotate`).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectMotion {
    var sign = 1.0
    var reach = SymbolEffectReach.automatic
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { with { $0.sign = 1 } }
    /// Counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { with { $0.sign = -1 } }
    /// Each layer (the whole image on GTK).
    public var byLayer: RotateSymbolEffect { with { $0.reach = .byLayer } }
    /// The whole image.
    public var wholeSymbol: RotateSymbolEffect { with { $0.reach = .wholeSymbol } }
    var motion: SymbolEffectMotion {
        .run(1, [(0, .identity), (0.999, .init(rotation: 359.6 * sign)), (1, .identity)])
    }
}

extension _SymbolEffectMotion {
    /// A copy changed by `change`.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
