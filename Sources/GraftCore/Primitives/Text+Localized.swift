import Foundation

/// The key of a string looked up in the app's translations: what SwiftUI's text-taking views
/// accept, so `let title: LocalizedStringKey = "Inbox"` and `Text(title)` work.
///
/// The key is looked up with `Bundle.localizedString(forKey:value:table:)` in the bundle given
/// (the main bundle unless said), so an `.lproj/Localizable.strings` beside the app translates
/// it; without one the key itself shows. Interpolated values become `%@` in the key and are put
/// back into the translated string in order.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key as written, with `%@` where values were interpolated.
    let key: String
    /// The interpolated values, as text.
    let arguments: [String]

    /// A key of `value` (no interpolation).
    ///
    /// - Parameter value: The key.
    public init(_ value: String) {
        key = value
        arguments = []
    }

    /// A key written as a literal.
    ///
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A key written with interpolated values (`"Hello \(name)"` has the key `Hello %@`).
    ///
    /// - Parameter stringInterpolation: The pieces.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// Builds a key from a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []
        /// Room for the literal's pieces.
        ///
        /// - Parameters:
        ///   - literalCapacity: Characters of literal text.
        ///   - interpolationCount: Values.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// A piece of literal text (a `%` is doubled, as in a format).
        ///
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        /// An interpolated value, shown as `String(describing:)` does.
        ///
        /// - Parameter value: The value.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(String(describing: value))
        }
        /// An interpolated `Text`'s string.
        ///
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(text.content)
        }
    }

    /// The translated string in `bundle`'s `table`, with the interpolated values put back.
    ///
    /// - Parameters:
    ///   - table: The strings table (`Localizable` when `nil`).
    ///   - bundle: The bundle (the main bundle when `nil`).
    public func _resolved(table: String? = nil, bundle: Bundle? = nil) -> String {
        let format = (bundle ?? .main).localizedString(forKey: key, value: key, table: table)
        return Self.substitute(arguments, into: format)
    }

    /// Puts `arguments` in place of each `%@` (or `%1$@`-style positional one), and `%%` as `%`.
    package static func substitute(_ arguments: [String], into format: String) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%", format.index(after: index) < format.endIndex else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            if format[cursor] == "%" {
                result.append("%")
                index = format.index(after: cursor)
                continue
            }
            // An optional position (`1$`), then the conversion up to `@` or a letter.
            var digits = ""
            while cursor < format.endIndex, format[cursor].isNumber {
                digits.append(format[cursor])
                cursor = format.index(after: cursor)
            }
            var position: Int?
            if cursor < format.endIndex, format[cursor] == "$", let number = Int(digits) {
                position = number - 1
                cursor = format.index(after: cursor)
            }
            while cursor < format.endIndex, !format[cursor].isLetter, format[cursor] != "@" {
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else {
                result.append(contentsOf: format[index...])
                break
            }
            let argumentIndex = position ?? next
            if position == nil { next += 1 }
            result += argumentIndex < arguments.count ? arguments[argumentIndex] : String(format[index...cursor])
            index = format.index(after: cursor)
        }
        return result
    }
}

/// A string to translate, with its table and bundle, passed around before it is shown (iOS 16's
/// `LocalizedStringResource`).
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key.
    public let key: String
    /// The text shown when no translation has the key.
    public let defaultValue: String
    /// The strings table, `nil` for `Localizable`.
    public let table: String?
    let localizedKey: LocalizedStringKey

    /// A resource of `key` in `table`.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - defaultValue: The untranslated text (the key when `nil`).
    ///   - table: The strings table.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        localizedKey = LocalizedStringKey(key)
    }

    /// A resource written as a literal.
    ///
    /// - Parameter value: The key.
    public init(stringLiteral value: String) { self.init(value) }

    /// A resource written with interpolated values.
    ///
    /// - Parameter stringInterpolation: The pieces.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizedKey = LocalizedStringKey(stringInterpolation: stringInterpolation)
        key = localizedKey.key
        defaultValue = localizedKey.key
        table = nil
    }

    /// The translated string.
    public var _resolved: String {
        let format = Bundle.main.localizedString(forKey: key, value: defaultValue, table: table)
        return LocalizedStringKey.substitute(localizedKey.arguments, into: format)
    }
}

extension String {
    /// The translation of `resource`.
    ///
    /// - Parameter resource: The string to translate.
    public init(localized resource: LocalizedStringResource) { self = resource._resolved }
}

extension Text {
    /// The translation of `key` (in `tableName` of `bundle`), with its interpolated values.
    ///
    /// - Parameters:
    ///   - key: The key: a literal, whose inline Markdown is shown styled (strong, emphasis,
    ///     code, strike-through, links). A `String` value is shown as it is, as `Text(verbatim:)`.
    ///   - tableName: The strings table, `nil` for `Localizable`.
    ///   - bundle: The bundle, `nil` for the main bundle.
    ///   - comment: For translators.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        let format = (bundle ?? .main).localizedString(forKey: key.key, value: key.key, table: tableName)
        self.init(markdown: format, arguments: key.arguments)
    }

    /// `format` with `arguments` in place, its Markdown read (`**bold**`, `[link](url)`) and the
    /// interpolated values shown as they are.
    private init(markdown format: String, arguments: [String]) {
        let source = LocalizedStringKey.substitute(arguments.map(InlineMarkdown.escaped), into: format)
        if let runs = InlineMarkdown.runs(source) {
            self.init(runs: runs)
        } else {
            self.init(source)
        }
    }

    /// The translation of `resource`.
    ///
    /// - Parameter resource: The string to translate.
    public init(_ resource: LocalizedStringResource) {
        let format = Bundle.main.localizedString(
            forKey: resource.key, value: resource.defaultValue, table: resource.table)
        self.init(markdown: format, arguments: resource.localizedKey.arguments)
    }
}

extension Button where Label == Text {
    /// A button titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - action: Runs on each click.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey._resolved(), action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with the translation of `titleKey`, beside a system symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - systemImage: An SF Symbol name or a freedesktop icon name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(titleKey._resolved(), systemImage: systemImage)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - isOn: The bound value.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(titleKey._resolved(), isOn: isOn) }
}

extension TextField where Label == Text {
    /// A field titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - text: The edited string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey._resolved(), text: text) }
}
