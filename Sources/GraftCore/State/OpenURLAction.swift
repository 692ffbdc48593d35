import Foundation

/// Opens a URL: `@Environment(\.openURL) var openURL; … openURL(url)`.
///
/// The default action hands the URL to the system (on GTK, the desktop's default application for
/// its scheme or file type, as `gtk_show_uri` does). Replace it for part of the tree with
/// `.environment(\.openURL, OpenURLAction { url in … })`; a handler that returns `.systemAction`
/// passes the URL on to the system.
///
/// ```swift
/// Button("Help") { openURL(URL(string: "https://example.org/help")!) }
///     .environment(\.openURL, OpenURLAction { url in
///         log(url)
///         return .systemAction
///     })
/// ```
@MainActor @preconcurrency
public struct OpenURLAction: @unchecked Sendable, Equatable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case handled, discarded
            case systemAction(URL?)
        }
        let kind: Kind

        /// The handler opened the URL (the action reports success).
        public static let handled = Result(kind: .handled)
        /// The handler refused the URL (the action reports failure).
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system should open `url` instead.
        ///
        /// - Parameter url: The URL to open in place of the one given.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    /// Identifies the action: copies are equal, separately made actions are not (so an
    /// unchanged environment compares equal and its views are not updated for nothing).
    private let identity: Identity
    private final class Identity: Sendable {}

    let handler: (@MainActor (URL) -> Result)?
    var system: @MainActor (URL, @escaping @MainActor (Bool) -> Void) -> Void

    /// Creates an action that runs `handler` for each URL.
    ///
    /// - Parameter handler: Opens the URL itself (`.handled`), refuses it (`.discarded`) or passes
    ///   it to the system (`.systemAction`).
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.identity = Identity()
        self.handler = handler
        self.system = OpenURLAction.noSystemOpener
    }

    /// Creates the system action from the backend's opener.
    ///
    /// - Parameter system: Opens a URL and reports whether it could.
    package nonisolated init(system: @escaping @MainActor (URL, @escaping @MainActor (Bool) -> Void) -> Void) {
        self.identity = Identity()
        self.handler = nil
        self.system = system
    }

    nonisolated static let noSystemOpener: @MainActor (URL, @escaping @MainActor (Bool) -> Void) -> Void = {
        _, completion in completion(false)
    }

    /// Whether two values are copies of one action.
    ///
    /// - Parameters:
    ///   - lhs: An action.
    ///   - rhs: Another action.
    public nonisolated static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Opens `url`.
    ///
    /// - Parameter url: The URL to open.
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url` and reports whether it was opened.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - completion: Gets `true` when the URL was opened (by the handler or the system), `false`
    ///     when it was refused or no application could open it.
    public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let replacement): system(replacement ?? url, completion)
        }
    }
}

struct OpenURLKey: EnvironmentKey {
    static let defaultValue: OpenURLAction? = nil
}
struct SystemOpenURLKey: EnvironmentKey {
    static let defaultValue: OpenURLAction = OpenURLAction(system: OpenURLAction.noSystemOpener)
}

extension EnvironmentValues {
    /// Opens URLs for the views below: the system's opener unless a view sets its own.
    public var openURL: OpenURLAction {
        get {
            let system = self[SystemOpenURLKey.self]
            guard var action = self[OpenURLKey.self] else { return system }
            action.system = system.system
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The system's URL opener, set by the backend (GTK: the desktop's default application).
    public var _systemOpenURL: OpenURLAction {
        get { self[SystemOpenURLKey.self] }
        set { self[SystemOpenURLKey.self] = newValue }
    }
}
