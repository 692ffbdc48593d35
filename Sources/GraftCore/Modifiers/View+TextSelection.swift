/// Whether the user may select the text of `Text` views (`.textSelection(_:)`).
@MainActor @preconcurrency
public protocol TextSelectability {
    /// Whether text below is selectable.
    static var allowsSelection: Bool { get }
}

/// Text the user can select and copy.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static var allowsSelection: Bool { true }
}

/// Text the user cannot select (the default).
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text the user can select and copy.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text the user cannot select.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct TextSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `Text` below can be selected by the user (`.textSelection(_:)`).
    public var _allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets the user select the text of the `Text` views below with the pointer or keyboard and
    /// copy it (`.enabled`), or not (`.disabled`, the default).
    ///
    /// - Parameter selectability: `.enabled` or `.disabled`.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\._allowsTextSelection, S.allowsSelection)
    }
}
