/// The kind of text a field expects, for an on-screen keyboard: `.keyboardType(.emailAddress)`.
///
/// On GTK it becomes the entry's input purpose (`GtkInputPurpose`), which on-screen keyboards
/// (a Linux phone or tablet) read to show digits, a phone pad or an address keyboard; a physical
/// keyboard is unaffected.
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// Any text.
    case `default`
    /// ASCII letters.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// A web address.
    case URL
    /// Digits only.
    case numberPad
    /// A phone number.
    case phonePad
    /// A name or a phone number.
    case namePhonePad
    /// An email address.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Text with `@` and `#` at hand.
    case twitter
    /// A search query.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// What a field's text is (a name, an email address, a one-time code…): `.textContentType(.emailAddress)`.
///
/// On GTK the kinds GTK has an input purpose for become it (email, phone, URL, name, password, PIN);
/// the others change nothing (GTK has no autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The content type's name.
    public let rawValue: String
    /// A content type named `rawValue`.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A phone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A street address line.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A country or region.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
}

/// When a field capitalises what is typed: `.textInputAutocapitalization(.never)`.
///
/// On GTK it becomes the entry's input hints (`GTK_INPUT_HINT_UPPERCASE_*`, `LOWERCASE`), which
/// input methods and on-screen keyboards follow.
public struct TextInputAutocapitalization: Hashable, Sendable {
    /// How GTK hints it.
    public enum _Kind: Hashable, Sendable { case never, words, sentences, characters }
    /// The kind.
    public let _kind: _Kind
    /// No capitals unless typed.
    public static let never = TextInputAutocapitalization(_kind: .never)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(_kind: .words)
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(_kind: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(_kind: .characters)
}

/// UIKit's older capitalisation setting, for `.autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// No capitals.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}

/// What a text field tells the input method: purpose and hints.
public struct TextInputTraits: Hashable, Sendable {
    /// The keyboard kind, from `.keyboardType`.
    public var keyboardType: UIKeyboardType = .default
    /// The content kind, from `.textContentType`.
    public var contentType: UITextContentType?
    /// Capitalisation, from `.textInputAutocapitalization` / `.autocapitalization`.
    public var autocapitalization: TextInputAutocapitalization?
    /// Whether spell checking and completion are off, from `.autocorrectionDisabled`.
    public var autocorrectionDisabled = false
    /// The defaults: any text, no hints.
    public init() {}
}

struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }

extension EnvironmentValues {
    /// The input purpose and hints the text fields below give the input method.
    public var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
    /// Whether autocorrection is off for the fields below (`.autocorrectionDisabled()`).
    public var autocorrectionDisabled: Bool { textInputTraits.autocorrectionDisabled }
}

extension View {
    /// The keyboard an on-screen keyboard shows for the fields below (GTK's input purpose).
    ///
    /// - Parameter type: `.emailAddress`, `.numberPad`, `.URL`, …
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        _EnvironmentWriter(content: self, key: "keyboardType", value: type) { $0.textInputTraits.keyboardType = $1 }
    }

    /// What the fields below hold, where GTK has an input purpose for it (email, phone, URL, name,
    /// password, PIN); others change nothing (no autofill on GTK).
    ///
    /// - Parameter type: The content type, or `nil`.
    public func textContentType(_ type: UITextContentType?) -> some View {
        _EnvironmentWriter(content: self, key: "textContentType", value: type) { $0.textInputTraits.contentType = $1 }
    }

    /// When the fields below capitalise typed text (GTK's input hints).
    ///
    /// - Parameter autocapitalization: `.never`, `.words`, `.sentences`, `.characters`, or `nil` for the default.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        _EnvironmentWriter(content: self, key: "autocapitalization", value: autocapitalization) {
            $0.textInputTraits.autocapitalization = $1
        }
    }

    /// UIKit's older capitalisation setting for the fields below (GTK's input hints).
    ///
    /// - Parameter style: `.none`, `.words`, `.sentences`, `.allCharacters`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        let kind: TextInputAutocapitalization =
            switch style {
            case .none: .never
            case .words: .words
            case .sentences: .sentences
            case .allCharacters: .characters
            }
        return textInputAutocapitalization(kind)
    }

    /// Turns spell checking and word completion off for the fields below (GTK's
    /// `no-spellcheck` input hint, without `word-completion`).
    ///
    /// - Parameter disable: Whether to turn them off.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        _EnvironmentWriter(content: self, key: "autocorrection", value: disable) {
            $0.textInputTraits.autocorrectionDisabled = $1
        }
    }

    /// The older spelling of ``autocorrectionDisabled(_:)``: `nil` leaves the default.
    ///
    /// - Parameter disable: Whether to turn autocorrection off.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}
