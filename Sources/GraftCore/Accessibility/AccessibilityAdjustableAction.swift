/// Which way the user adjusts an adjustable element (`.accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    /// Up: the next larger value.
    case increment
    /// Down: the next smaller value.
    case decrement
}

/// The handler an adjustable element runs when the user increments or decrements it; each
/// evaluation of the modifier makes a new one, so the latest closure runs.
@MainActor
public final class AccessibilityAdjustableAction: Hashable {
    private let handler: (AccessibilityAdjustmentDirection) -> Void

    init(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) { self.handler = handler }

    /// Runs the handler.
    ///
    /// - Parameter direction: Which way the user adjusts.
    public func callAsFunction(_ direction: AccessibilityAdjustmentDirection) { handler(direction) }

    /// Whether both are the same handler.
    public nonisolated static func == (lhs: AccessibilityAdjustableAction, rhs: AccessibilityAdjustableAction) -> Bool {
        lhs === rhs
    }

    /// Hashes the handler's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension View {
    /// Makes the view adjustable, as a slider is: assistive technologies announce it as one, and
    /// when it has keyboard focus, Up, Right and + run `handler` with `.increment`, Down, Left and
    /// − with `.decrement`. Announce the value with `.accessibilityValue(_:)`.
    ///
    /// ```swift
    /// RatingView(rating: rating)
    ///     .accessibilityValue("\(rating) stars")
    ///     .accessibilityAdjustableAction { direction in
    ///         rating += direction == .increment ? 1 : -1
    ///     }
    /// ```
    ///
    /// - Parameter handler: Adjusts the value.
    /// - Returns: The adjustable view.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        let action = AccessibilityAdjustableAction(handler)
        return _EnvironmentWriter(content: self, key: "accessibility.adjustable", value: action) { environment, _ in
            var attributes = environment._accessibility ?? AccessibilityAttributes()
            attributes.adjustableAction = action
            environment._accessibility = attributes
        }
    }
}
