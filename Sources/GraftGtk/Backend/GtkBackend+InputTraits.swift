import GraftCore
import GtkBridge

extension GtkBackend {
    /// `.keyboardType`, `.textContentType`, `.textInputAutocapitalization` and
    /// `.autocorrectionDisabled` as the entry's `input-purpose` and `input-hints`, which input
    /// methods and on-screen keyboards read. A secure field keeps the `password` purpose.
    func applyInputTraits(_ view: NativeTextField, _ traits: TextInputTraits) {
        guard view.inputTraits != traits else { return }
        view.inputTraits = traits
        if !view.isSecure { try? view.entry.setProperty("input-purpose", Self.inputPurpose(traits)) }
        try? view.entry.setProperty("input-hints", Self.inputHints(traits))
    }

    /// GTK's input purpose nick for the traits: the keyboard type's, else the content type's.
    static func inputPurpose(_ traits: TextInputTraits) -> String {
        switch traits.keyboardType {
        case .URL: return "url"
        case .numberPad, .asciiCapableNumberPad: return "digits"
        case .numbersAndPunctuation, .decimalPad: return "number"
        case .phonePad: return "phone"
        case .emailAddress: return "email"
        case .namePhonePad: return "name"
        case .default, .asciiCapable, .twitter, .webSearch: break
        }
        switch traits.contentType {
        case .emailAddress?: return "email"
        case .telephoneNumber?: return "phone"
        case .URL?: return "url"
        case .name?, .givenName?, .familyName?, .nickname?: return "name"
        case .password?, .newPassword?: return "password"
        case .oneTimeCode?: return "pin"
        default: return "free-form"
        }
    }

    /// GTK's input hints nicks for the traits, joined by `|`.
    static func inputHints(_ traits: TextInputTraits) -> String {
        var hints: [String] = []
        if traits.autocorrectionDisabled { hints.append("no-spellcheck") }
        switch traits.autocapitalization?._kind {
        case .never?: hints.append("lowercase")
        case .words?: hints.append("uppercase-words")
        case .sentences?: hints.append("uppercase-sentences")
        case .characters?: hints.append("uppercase-chars")
        case nil: break
        }
        return hints.joined(separator: "|")
    }
}
