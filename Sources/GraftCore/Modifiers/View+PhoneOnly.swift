/// What the return key of an on-screen keyboard says (`.submitLabel(.search)`); a desktop
/// keyboard has no such key, so on GTK it changes nothing.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How scrolling dismisses an on-screen keyboard; a desktop has none to dismiss.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag passes the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Whether a scroll view bounces at its ends (`.scrollBounceBehavior(.basedOnSize)`); a GTK scroll
/// view never bounces, and content that fits it does not scroll, as `.basedOnSize` asks.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// A haptic feedback (`.sensoryFeedback(.success, trigger: done)`); desktops have no haptic engine.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// How heavy an impact is.
    public enum Weight: Hashable, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
    }
    /// How flexible the colliding objects of an impact are.
    public enum Flexibility: Hashable, Sendable {
        /// Rigid.
        case rigid
        /// Solid.
        case solid
        /// Soft.
        case soft
    }
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight.
    ///
    /// - Parameters:
    ///   - weight: How heavy.
    ///   - intensity: From 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(weight) \(intensity)")
    }
    /// An impact of a flexibility.
    ///
    /// - Parameters:
    ///   - flexibility: How flexible.
    ///   - intensity: From 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(flexibility) \(intensity)")
    }
}

/// Modifiers that mean something only on a phone or tablet: they compile, and on a desktop they
/// change nothing (docs/SwiftUI-coverage.md lists them).
extension View {
    /// The on-screen keyboard's return key label. No effect on GTK: a desktop keyboard has no such key.
    ///
    /// - Parameter label: The label.
    public func submitLabel(_ label: SubmitLabel) -> some View { self }

    /// How scrolling dismisses the on-screen keyboard. No effect on GTK.
    ///
    /// - Parameter mode: The mode.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Plays a haptic when `trigger` changes. No effect on GTK: desktops have no haptic engine.
    ///
    /// - Parameters:
    ///   - feedback: The haptic.
    ///   - trigger: The value whose changes play it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays a haptic when `trigger` changes and `condition` holds. No effect on GTK.
    ///
    /// - Parameters:
    ///   - feedback: The haptic.
    ///   - trigger: The value whose changes play it.
    ///   - condition: Whether a change from the old to the new value plays it.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View { self }

    /// Plays the haptic `feedback` returns for a change of `trigger`. No effect on GTK.
    ///
    /// - Parameters:
    ///   - trigger: The value whose changes play it.
    ///   - feedback: The haptic for a change, or `nil`.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View { self }

    /// How scroll views inside bounce at their ends. No effect on GTK: its scroll views do not bounce
    /// (content that fits does not scroll at all).
    ///
    /// - Parameters:
    ///   - behavior: The bounce behaviour.
    ///   - axes: The axes it applies to.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }

    /// Hides the status bar. No effect on GTK: a desktop window has no status bar.
    ///
    /// - Parameter hidden: Whether to hide it.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides the status bar (the older spelling). No effect on GTK.
    ///
    /// - Parameter hidden: Whether to hide it.
    public func statusBar(hidden: Bool) -> some View { self }

    /// Hides the home indicator and other system overlays. No effect on GTK.
    ///
    /// - Parameter visibility: The overlays' visibility.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
