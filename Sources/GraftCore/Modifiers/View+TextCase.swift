import Foundation

extension Text {
    /// A case `Text` below a `.textCase(_:)` is shown in.
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in small letters.
        case lowercase

        /// `string` in this case, by the rules of `locale`.
        func apply(_ string: String, _ locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The case `Text` below is shown in (`.textCase(_:)`); nil shows it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows every `Text` below in capitals (`.uppercase`) or small letters (`.lowercase`), by the
    /// rules of the environment's locale; `nil` shows them as written (undoing a case set above,
    /// as on a section header). Text fields and editors keep what the user types.
    ///
    /// - Parameter textCase: The case, or nil for none.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension Text {
    /// The runs as the environment's text case shows them.
    func runs(in environment: EnvironmentValues) -> [Run] {
        guard let textCase = environment.textCase else { return runs }
        return runs.map { Run(string: textCase.apply($0.string, environment.locale), style: $0.style) }
    }
}
