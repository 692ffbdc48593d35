import Foundation

/// UIKit's haptic feedback generators. A desktop has no haptic engine, so on GTK each call is
/// accepted and plays nothing: code that prepares and triggers haptics runs unchanged.
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the haptic engine for a coming event. Nothing to ready on GTK.
    open func prepare() {}
}

/// Haptics for a physical impact (a snap, a collision). Plays nothing on GTK.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of impacts in `style`.
    ///
    /// - Parameter style: How heavy the impacts feel.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact. Nothing plays on GTK.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1). Nothing plays on GTK.
    ///
    /// - Parameter intensity: The strength, from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics telling that a task succeeded, failed or needs attention. Plays nothing on GTK.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic tells.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the haptic for `notificationType`. Nothing plays on GTK.
    ///
    /// - Parameter notificationType: The outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a selection moving (a picker wheel's click). Plays nothing on GTK.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change. Nothing plays on GTK.
    open func selectionChanged() {}
}
