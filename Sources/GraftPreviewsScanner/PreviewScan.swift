/// Finds `PreviewProvider` declarations and `#Preview`s in Swift source text.
enum PreviewScan {
    /// The `#Preview`s at the top level of a file: the line and UTF-8 column (from 1) of each `#`,
    /// as the compiler gives them to the macro.
    ///
    /// - Parameter text: A Swift file's contents.
    /// - Returns: The positions, in file order.
    static func macroPreviews(in text: String) -> [(line: Int, column: Int)] {
        let code = Array(strippingCommentsAndStrings(text))
        let original = Array(text)
        let keyword = Array("Preview")
        var positions: [(line: Int, column: Int)] = []
        var depth = 0
        var line = 1
        var lineStart = 0
        for index in code.indices {
            let character = code[index]
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth = max(depth - 1, 0)
            } else if character.isNewline {
                line += 1
                lineStart = index + 1
            } else if character == "#", depth == 0, code[(index + 1)...].starts(with: keyword) {
                let after = index + 1 + keyword.count
                let endsWord =
                    after >= code.count || !(code[after].isLetter || code[after].isNumber || code[after] == "_")
                let startsWord = index == 0 || !(code[index - 1].isLetter || code[index - 1].isNumber)
                if endsWord, startsWord {
                    let column = original[lineStart..<index].reduce(0) { $0 + $1.utf8.count } + 1
                    positions.append((line, column))
                }
            }
        }
        return positions
    }

    /// The top-level types declared, or extended, as conforming to `PreviewProvider`.
    ///
    /// - Parameter text: A Swift file's contents.
    /// - Returns: Each type's name and whether it is public (or open); private types are left out.
    static func providers(in text: String) -> [(name: String, isPublic: Bool)] {
        headers(in: text).compactMap(declaration)
    }

    /// The `@main` types declared as conforming to `App`.
    ///
    /// - Parameter text: A Swift file's contents.
    /// - Returns: Their names.
    static func mainTypes(in text: String) -> [String] {
        headers(in: text).compactMap { words in
            guard let kindIndex = words.firstIndex(where: { ["struct", "enum", "class", "actor"].contains($0) }),
                words[..<kindIndex].contains("main"), kindIndex + 1 < words.count,
                let colon = words[(kindIndex + 1)...].firstIndex(of: ":"),
                words[(colon + 1)...].contains(where: { $0 == "App" || $0.hasSuffix(".App") })
            else { return nil }
            return String(words[kindIndex + 1])
        }
    }

    /// The words of each top-level declaration's header (up to its `{`), with `:` and `,` kept.
    private static func headers(in text: String) -> [[Substring]] {
        let code = strippingCommentsAndStrings(text)
        var result: [[Substring]] = []
        var depth = 0
        var statement: [Substring] = []
        // Split into words at top level (brace depth 0); a declaration's header ends at its `{`.
        var word = ""
        func flush() {
            if !word.isEmpty { statement.append(Substring(word)) }
            word = ""
        }
        for character in code {
            if character == "{" {
                flush()
                if depth == 0 { result.append(statement) }
                statement = []
                depth += 1
            } else if character == "}" {
                flush()
                depth = max(depth - 1, 0)
                statement = []
            } else if depth == 0 {
                if character.isLetter || character.isNumber || character == "_" || character == "." {
                    word.append(character)
                } else {
                    flush()
                    if character == ":" || character == "," { statement.append(Substring(String(character))) }
                }
            }
        }
        return result
    }

    private static func declaration(_ words: [Substring]) -> (name: String, isPublic: Bool)? {
        guard
            let kindIndex = words.firstIndex(where: { ["struct", "enum", "class", "actor", "extension"].contains($0) }),
            kindIndex + 1 < words.count,
            let colon = words[(kindIndex + 1)...].firstIndex(of: ":"),
            words[(colon + 1)...].contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") })
        else { return nil }
        let modifiers = words[..<kindIndex]
        if modifiers.contains("private") || modifiers.contains("fileprivate") { return nil }
        let name = String(words[kindIndex + 1])
        guard !name.contains(".") else { return nil }
        return (name, modifiers.contains("public") || modifiers.contains("open"))
    }

    /// The text with comments and string literals replaced by spaces, character for character
    /// (line breaks kept), so positions in it are positions in the text.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        let all = Array(text)
        var output = ""
        var index = 0
        var blockDepth = 0
        /// Blanks `count` characters from `index` on, keeping line breaks.
        func blank(_ count: Int) {
            for character in all[index..<min(index + count, all.count)] {
                output.append(character.isNewline ? character : " ")
            }
            index = min(index + count, all.count)
        }
        func starts(_ prefix: String, at position: Int) -> Bool { all[position...].starts(with: prefix) }
        while index < all.count {
            let character = all[index]
            if blockDepth > 0 {
                if starts("*/", at: index) {
                    blockDepth -= 1
                    blank(2)
                } else if starts("/*", at: index) {
                    blockDepth += 1
                    blank(2)
                } else {
                    blank(1)
                }
            } else if starts("//", at: index) {
                var end = index
                while end < all.count, !all[end].isNewline { end += 1 }
                blank(end - index)
            } else if starts("/*", at: index) {
                blockDepth = 1
                blank(2)
            } else if character == "\"" {
                let isMultiline = starts("\"\"\"", at: index)
                var end = index + (isMultiline ? 3 : 1)
                while end < all.count {
                    if all[end] == "\\" {
                        end += 2
                    } else if isMultiline ? starts("\"\"\"", at: end) : all[end] == "\"" {
                        end += isMultiline ? 3 : 1
                        break
                    } else {
                        end += 1
                    }
                }
                blank(end - index)
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }
}
