import Foundation
import Testing

@Suite("README: the two commands it gives exist and can run")
struct ReadmeCommandTests {
    /// The package root, from this file's path (Tests/ShowcaseTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The commands in the first shell block under "## Two commands", without their comments.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.components(separatedBy: "## Two commands").dropFirst().first,
            let block = section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```")
                .first
        else { return [] }
        return block.split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test("The README names exactly two commands: the showcase first, then the tests")
    func twoCommands() throws {
        let commands = try Self.commands()
        #expect(commands == ["scripts/showcase", "scripts/test"])
    }

    @Test("Each command is an executable file of the package, and CI runs the test command")
    func executable() throws {
        for command in try Self.commands() {
            let program = String(command.split(separator: " ").first ?? "")
            let path = Self.root.appendingPathComponent(program).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(program) is not an executable file")
        }
        let ci = try String(contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let testCommand = try #require(try Self.commands().last)
        #expect(
            ci.split(separator: "\n").contains { $0 == Substring(testCommand) }, ".ci/run does not run \(testCommand)")
    }
}
