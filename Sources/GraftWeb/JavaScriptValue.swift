import Foundation

/// A JavaScript value copied into Swift: what ``WebPage/callJavaScriptValue(_:arguments:in:contentWorld:)``
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

    /// How deeply arrays and objects may nest in a value passed to JavaScript (and in a result,
    /// which JSON reading limits the same way): `[[1]]` nests 2 levels.
    public static let maximumNestingDepth = 512

    /// How deeply arrays and objects nest in this value (`0` for a scalar), counted without
    /// recursion, so any value can be measured.
    public var nestingDepth: Int {
        var deepest = 0
        var pending: [(value: JavaScriptValue, depth: Int)] = [(self, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .array(let list):
                deepest = max(deepest, depth + 1)
                for element in list { pending.append((element, depth + 1)) }
            case .object(let members):
                deepest = max(deepest, depth + 1)
                for member in members.values { pending.append((member, depth + 1)) }
            default: break
            }
        }
        return deepest
    }

    /// Converts a Swift value to a JavaScript value.
    ///
    /// Accepted: `nil`/`NSNull` (→ `null`), `Bool`, integers, floating-point numbers, `NSNumber`,
    /// `String`, `Substring`, `URL` (its absolute string), `JavaScriptValue`, and arrays and
    /// string-keyed dictionaries of these, nested at most ``maximumNestingDepth`` levels.
    ///
    /// - Parameter value: The value.
    /// - Returns: The JavaScript value, or `nil` if the value (or something inside it) cannot be
    ///   represented (another type, a non-finite number, or nesting deeper than the limit).
    public init?(bridging value: Any?) {
        guard let converted = try? Self.bridge(value) else { return nil }
        self = converted
    }

    /// Why a Swift value could not be converted.
    enum BridgingFailure: Error {
        /// A value of a type JavaScript has no counterpart for.
        case unsupported(Any.Type)
        /// A NaN or infinite number.
        case nonFinite
        /// Arrays or dictionaries nested deeper than ``maximumNestingDepth``.
        case tooDeep
    }

    /// Converts `value`, or says why it cannot; the recursion stops at ``maximumNestingDepth``
    /// levels, so the cost is linear in the value's size and the stack use bounded.
    static func bridge(_ value: Any?, depth: Int = 0) throws(BridgingFailure) -> JavaScriptValue {
        guard let value = value.flatMap(Self.unwrapped) else { return .null }
        // Containers first: casting an array to a class (NSNull, NSNumber) bridges the whole
        // array to Objective-C, recursively — per level, which is quadratic and deep on the stack.
        switch value {
        case let list as [Any?]:
            guard depth < maximumNestingDepth else { throw .tooDeep }
            var converted: [JavaScriptValue] = []
            converted.reserveCapacity(list.count)
            for element in list { converted.append(try bridge(element, depth: depth + 1)) }
            return .array(converted)
        case let members as [String: Any?]:
            guard depth < maximumNestingDepth else { throw .tooDeep }
            var converted: [String: JavaScriptValue] = [:]
            converted.reserveCapacity(members.count)
            for (key, member) in members { converted[key] = try bridge(member, depth: depth + 1) }
            return .object(converted)
        case let converted as JavaScriptValue:
            guard depth + converted.nestingDepth <= maximumNestingDepth else { throw .tooDeep }
            return converted
        case is NSNull: return .null
        case let flag as Bool: return .bool(flag)
        case let text as String: return .string(text)
        case let text as Substring: return .string(String(text))
        case let url as URL: return .string(url.absoluteString)
        case let number as any BinaryInteger: return .number(Double(number))
        case let number as any BinaryFloatingPoint:
            guard Double(number).isFinite else { throw .nonFinite }
            return .number(Double(number))
        case let number as NSNumber:
            guard number.doubleValue.isFinite else { throw .nonFinite }
            return .number(number.doubleValue)
        default:
            throw .unsupported(type(of: value))
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
    ///
    /// Written into one string, so the cost is linear in the size; callers pass values no deeper
    /// than ``maximumNestingDepth``.
    var jsonText: String {
        var text = ""
        writeJSON(into: &text)
        return text
    }

    private func writeJSON(into text: inout String) {
        switch self {
        case .undefined, .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number):
            if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
                text += String(Int64(number))
            } else {
                text += "\(number)"
            }
        case .string(let string): Self.writeQuoted(string, into: &text)
        case .array(let list):
            text += "["
            for (index, element) in list.enumerated() {
                if index > 0 { text += "," }
                element.writeJSON(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { text += "," }
                Self.writeQuoted(member.key, into: &text)
                text += ":"
                member.value.writeJSON(into: &text)
            }
            text += "}"
        }
    }

    private static func writeQuoted(_ string: String, into text: inout String) { text += quoted(string) }

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
