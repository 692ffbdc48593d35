import Foundation

/// A settings file in GLib's key-file format (`GKeyFile`, the `.ini`-like format of desktop files):
/// `[Group]` headers, `key=value` lines, `#` comments.
///
/// Values are escaped as GLib escapes strings (`\s` for a leading space, `\n`, `\t`, `\r`, `\\`),
/// so the file reads back the same with `g_key_file_get_string`. Comments and groups Graft does not
/// use are kept when it writes the file back.
package struct KeyFile: Equatable, Sendable {
    /// One line of the file, kept in order.
    enum Line: Equatable, Sendable {
        case group(String)
        case entry(key: String, value: String)
        case other(String)
    }
    private(set) var lines: [Line] = []

    /// An empty file.
    package init() {}

    /// Parses `text`; lines that are neither groups nor entries are kept as they are.
    ///
    /// - Parameter text: The file's contents.
    package init(parsing text: String) {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed.count >= 2 {
                lines.append(.group(String(trimmed.dropFirst().dropLast())))
            } else if !trimmed.hasPrefix("#"), let equals = line.firstIndex(of: "=") {
                let key = line[..<equals].trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: equals)...].drop { $0 == " " || $0 == "\t" })
                lines.append(.entry(key: key, value: Self.unescape(value)))
            } else {
                lines.append(.other(line))
            }
        }
        while lines.last == .other("") { lines.removeLast() }
    }

    /// Every key and value of `group`.
    ///
    /// - Parameter group: The group's name.
    package func entries(in group: String) -> [String: String] {
        var result: [String: String] = [:]
        var current: String?
        for line in lines {
            switch line {
            case .group(let name): current = name
            case .entry(let key, let value) where current == group: result[key] = value
            default: break
            }
        }
        return result
    }

    /// Sets `key` in `group` to `value`, or removes it when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: A key name: no `=`, `[`, `]` or line break (see ``isValidKey(_:)``).
    ///   - group: The group, added at the end when the file has none of that name.
    package mutating func set(_ value: String?, for key: String, in group: String) {
        var current: String?
        var groupEnd: Int?
        scan: for index in lines.indices {
            switch lines[index] {
            case .group(let name):
                if current == group { break scan }
                current = name
                if name == group { groupEnd = index + 1 }
            case .entry(let existing, _) where current == group:
                groupEnd = index + 1
                if existing == key {
                    if let value { lines[index] = .entry(key: key, value: value) } else { lines.remove(at: index) }
                    return
                }
            default: break
            }
        }
        guard let value else { return }
        if let groupEnd {
            lines.insert(.entry(key: key, value: value), at: groupEnd)
        } else {
            if !lines.isEmpty { lines.append(.other("")) }
            lines.append(.group(group))
            lines.append(.entry(key: key, value: value))
        }
    }

    /// The file's text, values escaped as GLib writes them.
    package var text: String {
        lines.map { line in
            switch line {
            case .group(let name): "[\(name)]"
            case .entry(let key, let value): "\(key)=\(Self.escape(value))"
            case .other(let text): text
            }
        }
        .joined(separator: "\n") + "\n"
    }

    /// Whether GLib accepts `key` as a key name: not empty, no `=`, `[`, `]`, line break, and no
    /// space at either end.
    ///
    /// - Parameter key: The candidate.
    package static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && key.trimmingCharacters(in: .whitespaces) == key
            && !key.contains(where: { "=[]\n\r".contains($0) })
    }

    static func escape(_ value: String) -> String {
        var result = ""
        for (offset, character) in value.enumerated() {
            switch character {
            case " " where offset == 0: result += "\\s"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\\": result += "\\\\"
            default: result.append(character)
            }
        }
        return result
    }

    static func unescape(_ value: String) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "s": result += " "
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
