/// Finds `PreviewProvider` declarations in Swift source text.
enum PreviewScan {
    /// The top-level types declared, or extended, as conforming to `PreviewProvider`.
    ///
    /// - Parameter text: A Swift file's contents.
    /// - Returns: Each type's name and whether it is public (or open); private types are left out.
    static func providers(in text: String) -> [(name: String, isPublic: Bool)] {
        let code = strippingCommentsAndStrings(text)
        var result: [(name: String, isPublic: Bool)] = []
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
                if depth == 0, let provider = declaration(statement) { result.append(provider) }
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

    /// The text with comments and string literals replaced by spaces.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        var output = ""
        var characters = Array(text)[...]
        var blockDepth = 0
        while let character = characters.first {
            let next = characters.dropFirst().first
            if blockDepth > 0 {
                if character == "*", next == "/" {
                    blockDepth -= 1
                    characters = characters.dropFirst(2)
                } else if character == "/", next == "*" {
                    blockDepth += 1
                    characters = characters.dropFirst(2)
                } else {
                    characters = characters.dropFirst()
                }
                output.append(character == "\n" ? "\n" : " ")
            } else if character == "/", next == "/" {
                while let c = characters.first, c != "\n" { characters = characters.dropFirst() }
            } else if character == "/", next == "*" {
                blockDepth = 1
                characters = characters.dropFirst(2)
            } else if character == "\"" {
                characters = characters.dropFirst()
                let isMultiline = characters.starts(with: "\"\"")
                if isMultiline { characters = characters.dropFirst(2) }
                while let c = characters.first {
                    characters = characters.dropFirst()
                    if c == "\\" {
                        characters = characters.dropFirst()
                    } else if c == "\"" {
                        if !isMultiline { break }
                        if characters.starts(with: "\"\"") {
                            characters = characters.dropFirst(2)
                            break
                        }
                    }
                }
                output.append(" ")
            } else {
                output.append(character)
                characters = characters.dropFirst()
            }
        }
        return output
    }
}
