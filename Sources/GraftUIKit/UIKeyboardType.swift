/// The keyboard a text input asks for (`UIKeyboardType`). GTK has no on-screen keyboard of its
/// own; the type becomes the entry's `input-purpose`, which input methods and on-screen keyboards
/// of the desktop read.
public enum UIKeyboardType: Int, Sendable {
    /// Any text.
    case `default` = 0
    /// ASCII letters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A web address.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A phone number.
    case phonePad = 5
    /// A name or a phone number.
    case namePhonePad = 6
    /// An email address.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// Text with `@` and `#`.
    case twitter = 9
    /// A web search.
    case webSearch = 10
    /// ASCII digits.
    case asciiCapableNumberPad = 11

    /// GTK's `GtkInputPurpose` nick.
    var inputPurpose: String {
        switch self {
        case .default, .asciiCapable, .twitter, .webSearch: "free-form"
        case .numbersAndPunctuation: "number"
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "digits"
        case .phonePad: "phone"
        case .namePhonePad: "name"
        case .emailAddress: "email"
        case .decimalPad: "number"
        }
    }
}
