import FoundationEssentials

extension AssetCatalog {
    /// One colour set (`Name.colorset`): its colour for any (light) appearance and for dark.
    ///
    /// Components may be written as Xcode writes them: floats (`"0.500"`), 8-bit integers
    /// (`"128"`) or hexadecimal bytes (`"0x80"`); alpha is always 0…1. The colour spaces `srgb`,
    /// `extended-srgb`, `display-p3` (its values taken as sRGB) and the grey spaces (`"white"`) are
    /// read; a set with no dark entry has the same colour in both schemes.
    public struct ColorSet: Hashable, Sendable {
        /// The set's folder.
        public let folder: String
        /// The colour, with its light and dark values.
        public let color: Color

        /// Reads `folder/Contents.json`.
        ///
        /// - Throws: `AssetCatalogError.malformedContents` naming the file.
        public init(folder: String) throws(AssetCatalogError) {
            self.folder = folder
            let file = folder + "/Contents.json"
            let contents = try _decodeContents(_ColorSetContents.self, file: file)
            var any: Color.Components?
            var light: Color.Components?
            var dark: Color.Components?
            for entry in contents.colors ?? [] where !_isHighContrast(entry.appearances) {
                guard entry.idiom == nil || entry.idiom == "universal" || entry.idiom == "mac" || any == nil else {
                    continue
                }
                guard let color = entry.color else {
                    throw .malformedContents(file: file, reason: "an entry of 'colors' has no 'color'")
                }
                let components = try color.components(file: file)
                switch try _appearance(entry.appearances, file: file) {
                case nil: any = components
                case .light?: light = components
                case .dark?: dark = components
                }
            }
            guard let base = light ?? any ?? dark else {
                throw .malformedContents(file: file, reason: "'colors' lists no colour")
            }
            self.color = Color(light: Color(components: base), dark: Color(components: dark ?? base))
        }
    }
}

struct _ColorSetContents: Decodable {
    struct Entry: Decodable {
        var idiom: String?
        var appearances: [_Appearance]?
        var color: ColorValue?
    }
    struct ColorValue: Decodable {
        var colorSpace: String?
        var components: [String: _Component]?
        var reference: String?
        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }

        func components(file: String) throws(AssetCatalogError) -> Color.Components {
            if let reference {
                throw .malformedContents(file: file, reason: "system colour reference '\(reference)' is not supported")
            }
            let space = colorSpace ?? "srgb"
            guard let components else { throw .malformedContents(file: file, reason: "a colour has no 'components'") }
            func value(_ key: String, alpha: Bool = false) throws(AssetCatalogError) -> Double {
                guard let component = components[key] else {
                    throw .malformedContents(file: file, reason: "the \(space) colour has no '\(key)' component")
                }
                guard let number = component.value(isAlpha: alpha) else {
                    throw .malformedContents(file: file, reason: "component '\(key)' is not a number: \(component)")
                }
                return number
            }
            let opacity = components["alpha"] == nil ? 1 : try value("alpha", alpha: true)
            switch space {
            case "srgb", "extended-srgb", "display-p3":
                return .init(
                    red: try value("red"), green: try value("green"), blue: try value("blue"), opacity: opacity)
            case "gray-gamma-22", "extended-gray", "gray":
                let white = try value("white")
                return .init(red: white, green: white, blue: white, opacity: opacity)
            default:
                throw .malformedContents(file: file, reason: "colour space '\(space)' is not supported")
            }
        }
    }
    var colors: [Entry]?
}

/// A colour component as written in `Contents.json`: a string or a JSON number.
enum _Component: Decodable, CustomStringConvertible {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    var description: String {
        switch self {
        case .text(let text): "'\(text)'"
        case .number(let number): "\(number)"
        }
    }

    /// The value 0…1: a float as is, an 8-bit integer or a `0x` byte divided by 255. Alpha, and
    /// a JSON number of 0 or 1, are taken as 0…1.
    func value(isAlpha: Bool) -> Double? {
        switch self {
        case .number(let number):
            return isAlpha || number != number.rounded() || number <= 1 ? number : number / 255
        case .text(let raw):
            let text = raw.filter { !$0.isWhitespace }.lowercased()
            if text.hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") || isAlpha { return Double(text) }
            return Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
        }
    }
}
