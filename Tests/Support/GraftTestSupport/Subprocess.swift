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
        let running = try Running(executable, arguments: arguments, removing: removing, adding: adding)
        return try await running.finish(timeout: timeout)
    }

    /// A program started by ``Subprocess``, its output going to temporary files.
    ///
    /// It starts with no signal blocked, whatever the starting thread blocks (Foundation's
    /// `Process` passes the thread's mask on, and a child with SIGTERM blocked would never end).
    public final class Running {
        private let process = Process()
        private let folder: URL
        private let out: FileHandle
        private let err: FileHandle
        private let start = ContinuousClock.now

        /// Starts `executable` with `arguments`, the current environment minus `removing` plus
        /// `adding`.
        ///
        /// - Parameters:
        ///   - executable: The program.
        ///   - arguments: Its arguments.
        ///   - removing: Environment variables to unset.
        ///   - adding: Environment variables to set.
        /// - Throws: ``MissingExecutable``, or why the program could not start.
        public init(
            _ executable: URL, arguments: [String] = [], removing: Set<String> = [], adding: [String: String] = [:]
        ) throws {
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw MissingExecutable(path: executable.path)
            }
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-subprocess-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("stdout").path, contents: nil)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("stderr").path, contents: nil)
            out = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
            err = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
            process.executableURL = executable
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment.filter { !removing.contains($0.key) }
            environment.merge(adding) { _, new in new }
            process.environment = environment
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try Self.withNoSignalBlocked { try process.run() }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Waits for the program to end, terminating it after `timeout` (and killing it 2 s later).
        ///
        /// - Parameter timeout: The longest it may run, counted from its start.
        /// - Returns: Its status, its output and how long it ran.
        public func finish(timeout: Duration) async throws -> Result {
            let clock = ContinuousClock()
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
                stdout: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stdout")), as: UTF8.self),
                stderr: String(decoding: try Data(contentsOf: folder.appendingPathComponent("stderr")), as: UTF8.self),
                duration: clock.now - start, timedOut: timedOut)
        }

        /// Runs `body` with this thread's signal mask empty, then puts the mask back: a child
        /// spawned in `body` starts with no signal blocked.
        private static func withNoSignalBlocked<T>(_ body: () throws -> T) rethrows -> T {
            var none = sigset_t()
            sigemptyset(&none)
            var saved = sigset_t()
            pthread_sigmask(SIG_SETMASK, &none, &saved)
            defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
            return try body()
        }
    }
}
