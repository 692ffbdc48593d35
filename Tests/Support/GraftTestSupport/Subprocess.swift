import Foundation

/// Runs a program built by this package (or any executable) with a time limit, for tests.
///
/// Output goes to temporary files rather than pipes, so a chatty program can never block on a
/// full pipe; a program still running at the limit is terminated, then killed.
public enum Subprocess {
    /// What a run produced.
    public struct Result: Sendable {
        /// The exit status (or the signal number when it was terminated).
        public var status: Int32
        /// Everything printed on standard output.
        public var stdout: String
        /// Everything printed on standard error.
        public var stderr: String
        /// How long it ran.
        public var duration: Duration
        /// Whether it was stopped at the time limit.
        public var timedOut: Bool
    }

    /// The program does not exist or is not executable.
    public struct MissingExecutable: Error, CustomStringConvertible {
        /// Where it was looked for.
        public let path: String
        /// An explanation naming the fix.
        public var description: String { "\(path) is missing: build the whole package first (`swift build`)" }
    }

    /// The build products directory (where `swift build` puts executables and the test bundle).
    public static var productsDirectory: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // On Linux the test bundle is an executable file `<products>/<Package>PackageTests.xctest`.
        while directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory
    }

    /// Runs the package's executable `name` (from ``productsDirectory``).
    ///
    /// - Parameters:
    ///   - name: The executable's name.
    ///   - arguments: Its arguments.
    ///   - removing: Environment variables to unset.
    ///   - adding: Environment variables to set.
    ///   - timeout: The longest it may run before it is terminated.
    public static func runProduct(
        _ name: String, arguments: [String] = [], removing: Set<String> = [], adding: [String: String] = [:],
        timeout: Duration = .seconds(20)
    ) async throws -> Result {
        try await run(
            productsDirectory.appendingPathComponent(name), arguments: arguments, removing: removing, adding: adding,
            timeout: timeout)
    }

    /// Runs `executable` with `arguments`, the current environment minus `removing` plus `adding`, and
    /// stops it after `timeout`.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - removing: Environment variables to unset.
    ///   - adding: Environment variables to set.
    ///   - timeout: The longest it may run before it is terminated.
    public static func run(
        _ executable: URL, arguments: [String] = [], removing: Set<String> = [], adding: [String: String] = [:],
        timeout: Duration = .seconds(20)
    ) async throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw MissingExecutable(path: executable.path)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-subprocess-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { !removing.contains($0.key) }
        environment.merge(adding) { _, new in new }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var timedOut = false
        while process.isRunning {
            if clock.now - start > timeout {
                timedOut = true
                process.terminate()
                let grace = clock.now
                while process.isRunning, clock.now - grace < .seconds(2) {
                    try await Task.sleep(for: .milliseconds(10))
                }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            duration: clock.now - start, timedOut: timedOut)
    }
}
