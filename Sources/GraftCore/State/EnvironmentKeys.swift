struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(nil) }

extension EnvironmentValues {
    /// Light or dark: set per window, by `.colorScheme(_:)`, or by `.preferredColorScheme(_:)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The font of text below, if set.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The text colour below, if set.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// The most lines text below may take (`nil`: as many as it needs); longer text is truncated.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Whether controls below respond to the user.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The axis of the nearest enclosing stack (spacers and dividers follow it).
    public var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
    /// Closes the sheet or cover that presents this view.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// Closes the current presentation: `@Environment(\.dismiss) var dismiss; … dismiss()`.
@MainActor
public struct DismissAction: @unchecked Sendable {
    let action: (@MainActor () -> Void)?
    nonisolated init(_ action: (@MainActor () -> Void)?) { self.action = action }
    /// Dismisses the presentation, if there is one.
    public func callAsFunction() { action?() }
}
