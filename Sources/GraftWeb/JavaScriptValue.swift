import Foundation

/// A JavaScript value copied into Swift: what ``WebPage/callJavaScriptValue(_:arguments:)``
/// returns and what arguments are turned into.
///
/// ```swift
/// let value = try await page.callJavaScriptValue("return {n: 1, ok: true, tags: ['a']}")
/// // .object(["n": .number(1), "ok": .bool(true), "tags": .array([.string("a")])])
/// ```
public enum JavaScriptValue: Sendable, Equatable {
    /// `undefined`: the script returned nothing.
    case undefined
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JavaScript has one number type, a `Double`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JavaScriptValue])
    /// A plain object, by property name.
    case object([String: JavaScriptValue])

    /// The value as Foundation-style `Any?`, the shape `callJavaScript` returns.
    ///
    /// `undefined` is `nil`; `null` is `NSNull()`; a number is an `NSNumber` (so both `as? Int`
    /// and `as? Double` work); a boolean is a `Bool`; arrays are `[Any]` and objects
    /// `[String: Any]`, with the same conversions inside.
    public var anyValue: Any? {
        switch self {
        case .undefined: return nil
        case .null: return NSNull()
        case .bool(let value): return value
        case .number(let value):
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return NSNumber(value: Int(value)) }
            return NSNumber(value: value)
        case .string(let value): return value
        case .array(let values): return values.map { $0.anyValue ?? NSNull() }
        case .object(let members): return members.mapValues { $0.anyValue ?? NSNull() }
        }
    }

    /// Converts a Swift value to a JavaScript value.
    ///
    /// Accepted: `nil`/`NSNull` (→ `null`), `Bool`, integers, floating-point numbers, `NSNumber`,
    /// `String`, `Substring`, `URL` (its absolute string), `JavaScriptValue`, and arrays and
    /// string-keyed dictionaries of these.
    ///
    /// - Parameter value: The value.
    /// - Returns: The JavaScript value, or `nil` if the value (or something inside it) cannot be
    ///   represented (another type, or a non-finite number).
    public init?(bridging value: Any?) {
        guard let value = value.flatMap(Self.unwrapped) else {
            self = .null
            return
        }
        switch value {
        case let converted as JavaScriptValue: self = converted
        case is NSNull: self = .null
        case let flag as Bool: self = .bool(flag)
        case let text as String: self = .string(text)
        case let text as Substring: self = .string(String(text))
        case let url as URL: self = .string(url.absoluteString)
        case let number as any BinaryInteger: self = .number(Double(number))
        case let number as any BinaryFloatingPoint:
            guard Double(number).isFinite else { return nil }
            self = .number(Double(number))
        case let number as NSNumber:
            guard number.doubleValue.isFinite else { return nil }
            self = .number(number.doubleValue)
        case let list as [Any?]:
            var converted: [JavaScriptValue] = []
            for element in list {
                guard let element = JavaScriptValue(bridging: element) else { return nil }
                converted.append(element)
            }
            self = .array(converted)
        case let members as [String: Any?]:
            var converted: [String: JavaScriptValue] = [:]
            for (key, member) in members {
                guard let member = JavaScriptValue(bridging: member) else { return nil }
                converted[key] = member
            }
            self = .object(converted)
        default:
            return nil
        }
    }

    /// Unwraps nested optionals hidden in an `Any` (`Optional<Optional<Int>>.some(nil)` → nil).
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let (_, wrapped) = mirror.children.first else { return nil }
        return unwrapped(wrapped)
    }
}

// MARK: - JSON

extension JavaScriptValue: Decodable {
    /// Decodes JSON text's value (`null`, booleans, numbers, strings, arrays, objects).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let list = try? container.decode([JavaScriptValue].self) {
            self = .array(list)
        } else {
            self = .object(try container.decode([String: JavaScriptValue].self))
        }
    }

    /// Parses JSON text (as `JSON.stringify` writes it).
    static func parse(json: String) throws -> JavaScriptValue {
        try JSONDecoder().decode(JavaScriptValue.self, from: Data(json.utf8))
    }

    /// The value as JSON text, to be read back with `JSON.parse` (`undefined` becomes `null`).
    var jsonText: String {
        switch self {
        case .undefined, .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
            return "\(number)"
        case .string(let text): return Self.quoted(text)
        case .array(let list): return "[" + list.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            let fields = members.sorted { $0.key < $1.key }.map { Self.quoted($0.key) + ":" + $0.value.jsonText }
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
