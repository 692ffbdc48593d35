import Foundation

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
    private let process: Process

    private init(name: String, process: Process) {
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
    /// - Throws: ``VirtualDisplayError`` when Xvfb is missing or does not start within 10 seconds.
    public static func start() throws -> VirtualDisplay {
        guard let xvfb = executable(named: "Xvfb") else { throw VirtualDisplayError.xvfbNotInstalled }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
        let output = Pipe()
        process.standardOutput = output
        // A child inherits the spawning thread's blocked signals; a parent started from a worker
        // thread (a test runner) may block SIGTERM, and Xvfb would then ignore `stop()`.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, nil)
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw VirtualDisplayError.didNotStart("\(error)")
        }
        // Xvfb writes its display number and a newline to the -displayfd once it accepts clients.
        var number = ""
        let reader = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(10)
        while !number.hasSuffix("\n"), Date() < deadline, process.isRunning {
            let byte = reader.readData(ofLength: 1)
            if byte.isEmpty { break }
            number += String(decoding: byte, as: UTF8.self)
        }
        let trimmed = number.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, Int(trimmed) != nil else {
            if process.isRunning { process.terminate() }
            throw VirtualDisplayError.didNotStart("Xvfb did not report a display number")
        }
        setenv("DISPLAY", ":\(trimmed)", 1)
        return VirtualDisplay(name: ":\(trimmed)", process: process)
    }

    /// Stops Xvfb: SIGTERM, then SIGKILL if it has not exited within two seconds.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
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
