import Foundation
import GraftTestSupport
import Testing

/// The claims docs/SwiftUI-coverage.md makes about what exists, compiled against the built modules:
/// each line of its "Checked claims" block is a Swift expression that must type-check (`present:`)
/// or must fail naming the API it is about (`absent NAME:`). A gap that closes without its claim
/// being updated fails here, and so does a claimed feature that disappears.
@Suite("Docs: the coverage page's claims about what exists are compiled")
struct DocumentedGapsTests {
    struct Claim: CustomStringConvertible {
        /// For an absent claim, the name the compiler's error must mention; nil for a present one.
        var missingName: String?
        var expression: String
        var description: String { missingName.map { "absent \($0): \(expression)" } ?? "present: \(expression)" }
    }

    /// The lines of the fenced block after "## Checked claims".
    static func claims() throws -> [Claim] {
        let page = try String(
            contentsOf: ReadmeCommandTests.root.appendingPathComponent("docs/SwiftUI-coverage.md"), encoding: .utf8)
        guard let section = page.components(separatedBy: "## Checked claims").dropFirst().first,
            let block = section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```")
                .first
        else { return [] }
        return block.split(separator: "\n").compactMap { line in
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("//"), let colon = line.firstIndex(of: ":") else { return nil }
            let head = line[..<colon].split(separator: " ")
            let expression = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch (head.first, head.count) {
            case ("present", 1): return Claim(missingName: nil, expression: expression)
            case ("absent", 2): return Claim(missingName: String(head[1]), expression: expression)
            default: return nil
            }
        }
    }

    /// A file that imports what a SwiftUI app's files import here, with the claim's expression in a
    /// function that gives it the names the claims use.
    static func source(_ expressions: [String]) -> String {
        let body = expressions.enumerated().map { "    let _v\($0.offset) = \($0.element)" }.joined(separator: "\n")
        return """
            import Graft
            import GraftMedia
            import GraftWeb

            @MainActor func checkedClaims(binding: Binding<Bool>, url: URL) {
            \(body)
            }

            """
    }

    /// Type-checks `source` against the package's built modules, as `scripts/corpus` does.
    static func typecheck(_ source: String) async throws -> Subprocess.Result {
        let products = Subprocess.productsDirectory
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-claims-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Claims.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", products.appendingPathComponent("Modules").path,
        ]
        let root = ReadmeCommandTests.root
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        for target in sources where target.hasPrefix("C") {
            let map = root.appendingPathComponent("Sources/\(target)/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            }
        }
        for entry in try FileManager.default.contentsOfDirectory(atPath: products.path) where entry.hasSuffix(".build")
        {
            let map = products.appendingPathComponent("\(entry)/module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            }
        }
        let cflags = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/pkg-config"),
            arguments: ["--cflags", "gtk4", "webkitgtk-6.0", "gstreamer-video-1.0"])
        for flag in cflags.stdout.split(whereSeparator: \.isWhitespace) { arguments += ["-Xcc", String(flag)] }
        arguments.append(file.path)
        return try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments, timeout: .seconds(300))
    }

    @Test("The block lists claims of both kinds")
    func parsed() throws {
        let claims = try Self.claims()
        #expect(claims.contains { $0.missingName == nil } && claims.contains { $0.missingName != nil }, "\(claims)")
    }

    @Test("Every API the page says exists type-checks")
    func present() async throws {
        let claims = try Self.claims().filter { $0.missingName == nil }
        let result = try await Self.typecheck(Self.source(claims.map(\.expression)))
        #expect(result.status == 0 && !result.timedOut, "\(result.stderr)")
    }

    @Test("Every API the page says is missing fails to type-check, naming that API")
    func absent() async throws {
        for claim in try Self.claims() {
            guard let name = claim.missingName else { continue }
            let result = try await Self.typecheck(Self.source([claim.expression]))
            #expect(!result.timedOut, "\(claim) timed out")
            #expect(result.status != 0, "\(claim): it type-checks now — update docs/SwiftUI-coverage.md and README.md")
            #expect(
                result.status == 0 || result.stderr.contains(name),
                "\(claim) failed for another reason: \(result.stderr)")
        }
    }
}
