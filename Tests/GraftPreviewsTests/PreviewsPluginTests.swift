import Foundation
import Graft
import Testing

/// A process whose output is collected as it comes, terminated at the end.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var collected = ""

    init(_ arguments: [String], in folder: URL, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            guard let self else { return }
            self.lock.withLock { self.collected += text }
        }
        try process.run()
    }

    var output: String { lock.withLock { collected } }

    /// Waits until `file` contains one of `texts` and returns it; `nil` on timeout, or when the
    /// process ended without writing any of them.
    ///
    /// SwiftPM passes a plugin's lines on at once only to a terminal, so progress is read from the
    /// log the plugin writes beside the images.
    func wait(forAnyOf texts: [String], in file: URL, timeout: Duration) -> String? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        func found() -> String? {
            let log = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return texts.first { log.contains($0) }
        }
        while ContinuousClock.now < deadline {
            if let text = found() { return text }
            if !process.isRunning { return found() }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return nil
    }

    /// Waits for the end of watch round `round`: `nil` when it rendered, else why not — the
    /// plugin's log (the build's errors) and everything the process printed.
    ///
    /// A failed round ends the wait at once: `--watch` goes on watching after a failed build.
    func failure(ofRound round: Int, log file: URL, timeout: Duration) -> String? {
        let rendered = "round \(round) rendered"
        let outcome = wait(forAnyOf: [rendered, "round \(round) failed"], in: file, timeout: timeout)
        guard outcome != rendered else { return nil }
        let log = (try? String(contentsOf: file, encoding: .utf8)) ?? "(no log)"
        let ending = outcome.map { "ended: \($0)" } ?? "no end within \(timeout)"
        return "round \(round) \(ending)\n\(log)\n\(output)"
    }

    /// Terminates the process (the plugin notices that SwiftPM has gone and ends too).
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// `swift package previews` in a fixture package that depends on this checkout of Graft.
///
/// It builds Graft from scratch in the fixture's runner (a minute or more on two cores); CI runs it,
/// and `GRAFT_PLUGIN_TESTS=0` skips it in a quick local run.
@Suite(
    "swift package previews: the command plugin in a package that depends on Graft",
    .enabled(if: ProcessInfo.processInfo.environment["GRAFT_PLUGIN_TESTS"] != "0"))
struct PreviewsPluginTests {
    /// The root of this Graft checkout.
    static let graftRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func card(_ color: String) -> String {
        """
        import Graft

        public struct Card: View {
            public init() {}
            public var body: some View { Color.\(color).frame(width: 60, height: 40) }
        }

        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Card().previewDisplayName("Card").previewLayout(.fixed(width: 100, height: 80))
            }
        }

        #Preview("Card macro", traits: .fixedLayout(width: 100, height: 80)) { Card() }

        """
    }

    @Test(
        "Renders the fixture's previews (a PreviewProvider and a #Preview) into .build/previews; --watch re-renders after an edit and times each round"
    )
    func renderAndWatch() throws {
        let fixture = FileManager.default.temporaryDirectory.appendingPathComponent("graft-plugin-\(UUID())")
        let sources = fixture.appendingPathComponent("Sources/Cards")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: fixture) }
        let graftIdentity = Self.graftRoot.lastPathComponent.lowercased()
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Cards",
            products: [.library(name: "Cards", targets: ["Cards"])],
            dependencies: [.package(path: "\(Self.graftRoot.path)")],
            targets: [.target(name: "Cards", dependencies: [.product(name: "Graft", package: "\(graftIdentity)")])],
            swiftLanguageModes: [.v6]
        )

        """.write(to: fixture.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let cardFile = sources.appendingPathComponent("Card.swift")
        try Self.card("systemRed").write(to: cardFile, atomically: true, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let process = try WatchedProcess(
            ["swift", "package", "previews", "--watch"], in: fixture, environment: environment)
        defer { process.stop() }
        let log = fixture.appendingPathComponent(".build/previews/previews.log")
        let round1Failure = process.failure(ofRound: 1, log: log, timeout: .seconds(2400))
        try #require(round1Failure == nil, Comment(rawValue: round1Failure ?? ""))
        let image = fixture.appendingPathComponent(".build/previews/Card.light.png")
        let first = try RGBAImage(pngData: Array(try Data(contentsOf: image)))
        #expect(first.rgb(50, 40) == [0xff, 0x3b, 0x30])  // system red, light
        let macroImage = fixture.appendingPathComponent(".build/previews/Card-macro.light.png")
        let macro = try RGBAImage(pngData: Array(try Data(contentsOf: macroImage)))
        #expect((macro.width, macro.height) == (100, 80) && macro.rgb(50, 40) == [0xff, 0x3b, 0x30])

        try Self.card("systemBlue").write(to: cardFile, atomically: true, encoding: .utf8)
        let round2Failure = process.failure(ofRound: 2, log: log, timeout: .seconds(900))
        try #require(round2Failure == nil, Comment(rawValue: round2Failure ?? ""))
        let second = try RGBAImage(pngData: Array(try Data(contentsOf: image)))
        #expect(second.rgb(50, 40) == [0x00, 0x7a, 0xff])  // system blue, light
        let printed = try String(contentsOf: log, encoding: .utf8)
        #expect(printed.contains("changed: Card.swift"))
        let timings = printed.split(separator: "\n").filter { $0.contains(" rendered in ") && $0.hasSuffix(" s") }
        #expect(timings.count == 2)
    }
}
