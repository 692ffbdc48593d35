import Foundation

/// Runs one of the package's helper executables (built next to the test bundle) and captures it.
enum ProbeRunner {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        var duration: Duration
        var timedOut: Bool
    }

    struct MissingProbe: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is missing: build the whole package first (`swift build`)" }
    }

    /// The build products directory (where `swift build` puts executables and the test bundle).
    static var productsDirectory: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // On Linux the test bundle is an executable file `<products>/<Package>PackageTests.xctest`.
        while directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory
    }

    /// Runs `name` with `arguments`, the current environment minus `removing` plus `adding`, and
    /// kills it after `timeout`.
    static func run(
        _ name: String, arguments: [String] = [], removing: Set<String> = [], adding: [String: String] = [:],
        timeout: Duration = .seconds(20)
    ) async throws -> Result {
        let url = productsDirectory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw MissingProbe(path: url.path) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { !removing.contains($0.key) }
        environment.merge(adding) { _, new in new }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var timedOut = false
        while process.isRunning {
            if clock.now - start > timeout {
                timedOut = true
                process.terminate()
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        process.waitUntilExit()
        let duration = clock.now - start
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Result(
            status: process.terminationStatus, stdout: stdout, stderr: stderr, duration: duration, timedOut: timedOut)
    }
}
