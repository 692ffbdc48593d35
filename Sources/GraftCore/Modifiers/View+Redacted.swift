/// Why content is redacted: shown as placeholder shapes instead of its real text.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Reasons from `rawValue`'s bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder (data still loading): every text is drawn as a grey bar.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content (only views marked privacy-sensitive are hidden; Graft marks none, so
    /// this reason alone hides nothing).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is out of date (a widget between updates); no effect on a desktop.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons content below is redacted (`.redacted(reason:)`); empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// Placeholder rendering while data loads: `.redacted(reason: .placeholder)`.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
/// ```
///
/// On GTK each label below keeps its size and is drawn as a rounded grey bar.
extension View {
    /// Redacts the view for `reason`, on top of any reasons around it (an empty set adds none).
    ///
    /// - Parameter reason: Why the content is redacted.
    public func redacted(reason: RedactionReasons) -> some View {
        _EnvironmentWriter(content: self, key: "redactionReasons", value: reason) { $0.redactionReasons.formUnion($1) }
    }

    /// Shows this view's real content even inside a redacted one.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
}
