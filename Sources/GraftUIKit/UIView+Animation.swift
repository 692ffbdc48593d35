extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`
    /// (`UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lets the user interact while animating (GTK always does).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the value shown now (Graft always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// The ease-in-out curve (the default, and the curve Graft uses).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0)
    }

    /// Animates the `alpha` (and `UIProgressView` progress) changes made in `animations` on the
    /// frame clock, with an ease-in-out curve — UIKit's block animation.
    ///
    /// - Parameters:
    ///   - duration: Seconds; 0 or less applies the changes at once.
    ///   - delay: Seconds to wait before starting.
    ///   - options: Accepted (see `AnimationOptions`).
    ///   - animations: Makes the changes.
    ///   - completion: Runs when they all finished (`true`) or were replaced (`false`).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        Gtk.Widget.animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: Seconds.
    ///   - animations: Makes the changes.
    ///   - completion: Runs when they finished (`true`) or were replaced (`false`).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        Gtk.Widget.animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }
}
