import Foundation

/// Springs: `withAnimation(.bouncy) { … }`, `.spring(response: 0.4, dampingFraction: 0.6)`.
///
/// A spring is a damped oscillator moving the value from its start to its end: with a damping
/// fraction of 1 it glides in without overshoot, below 1 it overshoots and bounces back. The
/// animation lasts until the spring has settled (within 0.1 % of the end), then lands exactly on it.
extension Animation {
    /// A spring of `response` seconds per undamped oscillation.
    ///
    /// - Parameters:
    ///   - response: The stiffness, as the period of one undamped oscillation in seconds.
    ///   - dampingFraction: 1 (critically damped) for no overshoot; less bounces; more glides in slower.
    ///   - blendDuration: Accepted for SwiftUI compatibility: a new animation replaces a running one.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        let response = response.isFinite && response > 0 ? response : 0.5
        let damping = dampingFraction.isFinite && dampingFraction > 0 ? dampingFraction : 0.825
        return Animation(
            curve: .spring(response: response, dampingFraction: damping), duration: settlingTime(response, damping))
    }

    /// A spring that takes about `duration` seconds and bounces by `bounce` (0: none, 1: endless).
    ///
    /// - Parameters:
    ///   - duration: The perceived duration (the spring's response).
    ///   - bounce: How much it overshoots: 0 none, up to 1 more; negative glides in more slowly.
    ///   - blendDuration: Accepted for SwiftUI compatibility.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let bounce = bounce.isFinite ? min(bounce, 0.95) : 0
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A smooth spring: 0.5 s, no bounce.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A quick spring for interactive changes (a value following a drag).
    ///
    /// - Parameters:
    ///   - response: The period of one undamped oscillation in seconds.
    ///   - dampingFraction: 1 for no overshoot.
    ///   - blendDuration: Accepted for SwiftUI compatibility.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes: 0.15 s, slightly damped.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring from its physical constants, for a unit mass.
    ///
    /// - Parameters:
    ///   - mass: The moving mass.
    ///   - stiffness: The spring constant.
    ///   - damping: The friction.
    ///   - initialVelocity: Accepted for SwiftUI compatibility; the spring starts at rest.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let mass = mass > 0 ? mass : 1
        let stiffness = stiffness > 0 ? stiffness : 1
        let omega = (stiffness / mass).squareRoot()
        return spring(response: 2 * .pi / omega, dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// A spring with a little bounce (0.5 s, bounce 0.3).
    public static var bouncy: Animation { bouncy() }
    /// A spring with a little bounce, plus `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceived duration.
    ///   - extraBounce: Bounce added to the preset's 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring with no bounce (0.5 s).
    public static var smooth: Animation { smooth() }
    /// A spring with no bounce, plus `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceived duration.
    ///   - extraBounce: Bounce added to the preset's 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A quick spring with a small bounce (0.5 s, bounce 0.15).
    public static var snappy: Animation { snappy() }
    /// A quick spring with a small bounce, plus `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceived duration.
    ///   - extraBounce: Bounce added to the preset's 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// Seconds until a spring's distance from its end stays under 0.1 % (its envelope `e^(-ζω₀t)`).
    static func settlingTime(_ response: Double, _ damping: Double) -> Double {
        let omega = 2 * .pi / response
        // An overdamped spring's slow mode decays at ω₀(ζ - √(ζ² - 1)), not ζω₀.
        let decay = damping <= 1 ? damping * omega : omega * (damping - (damping * damping - 1).squareRoot())
        return min(10, log(1000) / decay)
    }

    /// The fraction of the way a spring released at rest has moved after `time` seconds.
    static func springValue(at time: Double, _ response: Double, _ damping: Double) -> Double {
        let omega = 2 * .pi / response
        if time >= settlingTime(response, damping) { return 1 }
        if damping < 1 {
            let damped = omega * (1 - damping * damping).squareRoot()
            let envelope = exp(-damping * omega * time)
            return 1 - envelope * (cos(damped * time) + damping * omega / damped * sin(damped * time))
        }
        if damping == 1 { return 1 - exp(-omega * time) * (1 + omega * time) }
        let root = (damping * damping - 1).squareRoot()
        let (fast, slow) = (-omega * (damping + root), -omega * (damping - root))
        return 1 - (fast * exp(slow * time) - slow * exp(fast * time)) / (fast - slow)
    }
}
