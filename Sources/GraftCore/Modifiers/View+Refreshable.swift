/// The refresh action of the nearest `.refreshable` view; read it as
/// `@Environment(\.refresh) private var refresh` and call `await refresh?()`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable`, or `nil` outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Gives views inside a refresh action: `@Environment(\.refresh)` calls `action` and waits for
    /// it. A desktop list has no pull-to-refresh gesture (as on the Mac): a refresh button or
    /// menu item inside calls the action.
    ///
    /// - Parameter action: Reloads the content; the caller waits until it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
