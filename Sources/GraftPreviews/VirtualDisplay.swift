import Foundation
import Glibc
import GtkBridge

/// A private Xvfb display for rendering when the process has none (no `DISPLAY` or
/// `WAYLAND_DISPLAY`): started on a free display number, set as `DISPLAY`, stopped on ``stop()``.
///
/// ```swift
/// let display = try VirtualDisplay.startIfNeeded()  // nil when a display is already set
/// defer { display?.stop() }
/// try GtkRuntime.initialize()
/// ```
public final class VirtualDisplay {
    /// The display name, such as `":99"`.
    public let name: String
    private let process: ChildProcess

    private init(name: String, process: ChildProcess) {
        self.name = name
        self.process = process
    }

    /// Whether `DISPLAY` or `WAYLAND_DISPLAY` names a display.
    public static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Starts Xvfb and sets `DISPLAY` when no display is set; does nothing otherwise.
    ///
    /// - Returns: The started display, or `nil` when one was already set.
    /// - Throws: ``VirtualDisplayError`` when Xvfb is missing or does not start.
    public static func startIfNeeded() throws -> VirtualDisplay? {
        hasDisplay ? nil : try start()
    }

    /// Starts Xvfb on a free display number (`-displayfd`) and sets `DISPLAY` to it.
    ///
    /// - Returns: The running display.
    /// - Throws: ``VirtualDisplayError`` when Xvfb is missing, or exits without reporting a display.
    public static func start() throws -> VirtualDisplay {
        guard let xvfb = executable(named: "Xvfb") else { throw VirtualDisplayError.xvfbNotInstalled }
        // A child inherits the spawning thread's blocked signals; a parent started from a worker
        // thread (a test runner) may block SIGTERM, and Xvfb would then ignore `stop()`.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, nil)
        let process: ChildProcess
        do {
            process = try ChildProcess(arguments: [
                xvfb, "-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset",
            ])
        } catch {
            throw VirtualDisplayError.didNotStart("\(error)")
        }
        // Xvfb writes its display number and a newline to the -displayfd once it accepts clients.
        let number = process.readOutputLine()?.trimmingWhitespace ?? ""
        guard !number.isEmpty, Int(number) != nil else {
            process.terminate(within: .seconds(2))
            throw VirtualDisplayError.didNotStart("Xvfb did not report a display number")
        }
        setenv("DISPLAY", ":\(number)", 1)
        return VirtualDisplay(name: ":\(number)", process: process)
    }

    /// Stops Xvfb: SIGTERM, then SIGKILL if it has not exited within two seconds.
    public func stop() {
        process.terminate(within: .seconds(2))
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Xvfb could not provide a display.
public enum VirtualDisplayError: Error, CustomStringConvertible {
    /// No `Xvfb` executable on the `PATH`.
    case xvfbNotInstalled
    /// Xvfb failed to start; the text says how.
    case didNotStart(String)

    /// A human-readable explanation, with what to do about it.
    public var description: String {
        switch self {
        case .xvfbNotInstalled:
            "no display is set and Xvfb is not installed: install the `xvfb` package or set DISPLAY"
        case .didNotStart(let reason): "could not start Xvfb: \(reason)"
        }
    }
}

extension String {
    /// The text without white space and line breaks at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
