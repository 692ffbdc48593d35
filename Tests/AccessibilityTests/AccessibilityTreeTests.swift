import Foundation
import GraftTestSupport
import Testing

/// One accessible as `read-tree.py` reports it.
struct Accessible: Decodable {
    var role: String
    var name: String
    var description: String
    var states: [String]
    var value: Double?
    var children: [Accessible]

    /// This accessible and all below it, depth first.
    var all: [Accessible] { [self] + children.flatMap(\.all) }

    /// The first accessible below (or at) this one with `name`, and `role` if given.
    func named(_ name: String, role: String? = nil) -> Accessible? {
        all.first { $0.name == name && (role == nil || $0.role == role) }
    }
}

struct TreeReport: Decodable {
    var app: Accessible
    var focus: [Focus?]
    var after: Accessible?

    /// What the reader says when it finds no such application.
    struct Failure: Decodable {
        var error: String
        var apps: [String]
    }

    struct Focus: Decodable, Equatable {
        var role: String
        var name: String
    }
}

/// Runs the accessibility probe (every control and modifier in one window) on a private D-Bus session
/// with an accessibility bus, reads its tree over AT-SPI as a screen reader does, and presses keys.
enum ProbeTree {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Accessibility")

    /// The session bus's and the accessibility bus launcher's process ids in the last run.
    nonisolated(unsafe) static var lastSessionProcesses: [Int32] = []

    static func read(_ arguments: [String] = []) async throws -> TreeReport {
        let probe = Subprocess.productsDirectory.appendingPathComponent("AccessibilityProbe").path
        let script = folder.appendingPathComponent("run-probe.sh").path
        // Through with-signals.py: the session's processes must get the signals that end them.
        let unblock = folder.appendingPathComponent("with-signals.py").path
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [unblock, "/usr/bin/dbus-run-session", "--", script, probe, "AccessibilityProbe"] + arguments,
            timeout: .seconds(120))
        try #require(!result.timedOut, "the probe or the tree reader hung:\n\(result.stderr)")
        let json = Data(try #require(result.stdout.split(separator: "\n").last, "no output:\n\(result.stderr)").utf8)
        lastSessionProcesses =
            result.stderr.split(separator: "\n").first { $0.hasPrefix("session-processes: ") }
            .map { $0.split(separator: " ").dropFirst().compactMap { Int32($0) } } ?? []
        if let failure = try? JSONDecoder().decode(TreeReport.Failure.self, from: json) {
            Issue.record("\(failure.error); applications on the bus: \(failure.apps)\n\(result.stderr)")
        }
        return try JSONDecoder().decode(TreeReport.self, from: json)
    }
}

@Suite("Accessibility over the real AT-SPI bus", .serialized)
struct AccessibilityTreeTests {
    @Test("Every control is announced by its SwiftUI label, with the role a screen reader expects")
    func controls() async throws {
        let app = try await ProbeTree.read().app
        #expect(app.role == "application" && app.name == "AccessibilityProbe")
        #expect(app.children.first?.role == "frame" && app.children.first?.name == "Accessibility probe")
        let expected: [(role: String, name: String)] = [
            ("push button", "Increment"), ("text", "Your name"), ("check box", "Dark"), ("progress bar", "Progress"),
            ("image", "go-home"), ("label", "Count: 0"), ("spin button", "Copies"), ("combo box", "Size"),
            ("slider", "Level"),
        ]
        for (role, name) in expected {
            #expect(app.named(name, role: role) != nil, "no \(role) named \(name)")
        }
        #expect(app.named("Progress")?.value == 0.3)
        #expect(app.named("Copies", role: "spin button")?.value == 1)
        #expect(app.named("Level", role: "slider")?.value == 0.5)
        #expect(app.named("In progress") != nil, "the spinner")
        // A compact date picker's button is announced by the picker's label, not by the date.
        #expect(app.named("Due", role: "toggle button") != nil || app.named("Due", role: "push button") != nil)
        // No control is announced by its class name (GTK's own inner parts of a drop-down's popover,
        // such as its stack pages, are GTK's business).
        let controls = [
            "push button", "check box", "text", "combo box", "slider", "spin button", "progress bar", "image",
        ]
        let classNamed = app.all.filter { controls.contains($0.role) && $0.name.hasPrefix("Gtk") }
        #expect(classNamed.isEmpty, "\(classNamed.map { "\($0.role): \($0.name)" })")
    }

    @Test("The private session's bus and accessibility bus end with the run: none is left behind")
    func sessionEnds() async throws {
        _ = try await ProbeTree.read()
        let pids = ProbeTree.lastSessionProcesses
        try #require(pids.count == 2, "the probe script names the session's processes")
        let clock = ContinuousClock()
        let start = clock.now
        func alive() -> [Int32] {
            pids.filter { FileManager.default.fileExists(atPath: "/proc/\($0)") && !isZombie($0) }
        }
        while !alive().isEmpty, clock.now - start < .seconds(10) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(alive().isEmpty, "still running: \(alive())")
    }

    @Test("Modifiers: label, hint, value, hidden, traits and child behaviour")
    func modifiers() async throws {
        let app = try await ProbeTree.read().app
        #expect(app.named("Settings")?.role == "heading")
        let reset = try #require(app.named("Reset"))
        #expect(reset.role == "push button" && reset.description == "Sets the count back to zero")
        #expect(app.named("starred") == nil, "accessibilityHidden removes the image from the tree")
        let rating = try #require(app.named("Rating 4.5"), "combine joins the children's text")
        #expect(rating.children.allSatisfy { $0.name.isEmpty && $0.children.isEmpty } || rating.children.isEmpty)
        #expect(app.named("Rating") == nil && app.named("4.5") == nil, "combined children are not separate elements")
        #expect(app.named("Chosen")?.states.contains("selected") == true)
        #expect(app.named("Volume")?.description == "7 of 10")
        let own = try #require(app.named("Custom widget"), "a hosted widget keeps the name it gave itself")
        #expect(own.description == "Drawn by hand", "and modifiers add to it")
        #expect(app.named("Renamed widget") != nil, "accessibilityLabel overrides a hosted widget's name")
    }

    @Test("A web view is announced by its page's title, not its class name")
    func webView() async throws {
        let report = try await ProbeTree.read(["--await-name", "Probe page"])
        let after = try #require(report.after)
        #expect(after.named("Probe page") != nil, "\(after.all.map(\.name).filter { !$0.isEmpty })")
        #expect(after.named("WebKitWebView") == nil)
    }

    @Test("Keyboard: Tab and Shift+Tab reach every control; Space and Enter operate them")
    func keyboard() async throws {
        let steps = [
            ("space", "Increment"), ("Tab", "Your name"), ("Tab", "Dark"), ("space", "Dark"), ("Tab", "Reset"),
            ("shift+Tab", "Dark"), ("shift+Tab", "Your name"), ("shift+Tab", "Increment"), ("Return", "Increment"),
        ]
        let report = try await ProbeTree.read(["--await-name", "Count: 2", "--keys"] + steps.map { "\($0.0)=\($0.1)" })
        #expect(report.focus.map { $0?.name } == steps.map(\.1))
        let after = try #require(report.after)
        #expect(after.named("Count: 2") != nil, "Space and Enter each pressed the focused button")
        #expect(after.named("Dark", role: "check box")?.states.contains("checked") == true, "Space flipped the toggle")
    }
}

/// Whether process `pid` has ended but not been reaped (a zombie is no longer running).
func isZombie(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = status.lastIndex(of: ")")
    else { return true }
    return status[status.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
}
