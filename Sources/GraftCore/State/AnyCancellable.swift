/// A token that ends a subscription when cancelled or released — Combine's `AnyCancellable`, for
/// code that keeps its subscriptions in a `Set<AnyCancellable>`.
///
/// ```swift
/// private var cancellables = Set<AnyCancellable>()
/// webView.publisher(for: \.estimatedProgress)
///     .sink { progress in bar.fraction = progress }
///     .store(in: &cancellables)
/// ```
@MainActor
public final class AnyCancellable: Hashable {
    private var onCancel: (@MainActor () -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    ///
    /// - Parameter cancel: Ends the subscription.
    public init(_ cancel: @escaping @MainActor () -> Void) { onCancel = cancel }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Keeps the token in `set` (it is cancelled when removed from the set and released).
    ///
    /// - Parameter set: The set of tokens, usually a stored property.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the token in `array`.
    ///
    /// - Parameter array: The tokens, usually a stored property.
    public func store(in array: inout [AnyCancellable]) { array.append(self) }

    isolated deinit { cancel() }

    /// Tokens are equal only to themselves.
    public nonisolated static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
