import CGtk

/// A program run as a child process through GIO's `GSubprocess` (what Foundation's `Process` did
/// for the framework, without loading Foundation): its standard output piped to this process, its
/// standard error discarded. GLib's worker thread reaps it when it exits.
///
/// ```swift
/// let child = try ChildProcess(arguments: ["/usr/bin/Xvfb", "-displayfd", "1"])
/// let display = child.readOutputLine()  // blocks until a line, or nil at the end of the output
/// child.terminate(within: .seconds(2))
/// ```
///
/// The child starts with the signal mask of the calling thread.
public final class ChildProcess {
    private let subprocess: OpaquePointer
    private let output: UnsafeMutablePointer<GDataInputStream>

    /// Starts `arguments[0]` (a path, or a name looked up on the `PATH`) with the other arguments.
    ///
    /// - Parameter arguments: The program and its arguments.
    /// - Throws: ``ChildProcessError`` when the program cannot be started.
    public init(arguments: [String]) throws(ChildProcessError) {
        precondition(!arguments.isEmpty, "ChildProcess needs a program to run")
        let copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let argv = copies.map { $0.map { UnsafePointer<gchar>($0) } } + [nil]
        var error: UnsafeMutablePointer<GError>?
        let flags = GSubprocessFlags(
            rawValue: G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDERR_SILENCE.rawValue)
        guard let subprocess = g_subprocess_newv(argv, flags, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ChildProcessError(program: arguments[0], message: message)
        }
        self.subprocess = subprocess
        output = g_data_input_stream_new(g_subprocess_get_stdout_pipe(subprocess))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(output))
        g_object_unref(UnsafeMutableRawPointer(subprocess))
    }

    /// Whether the child has not exited yet (or has exited a moment ago and is not reaped yet).
    public var isRunning: Bool { g_subprocess_get_identifier(subprocess) != nil }

    /// The next line the child writes to its standard output, without the line break; blocks until
    /// the line is complete. Nil when the output ends (the child exited) before any text.
    public func readOutputLine() -> String? {
        var length = 0
        guard let line = g_data_input_stream_read_line_utf8(output, &length, nil, nil) else { return nil }
        defer { g_free(line) }
        return String(cString: line)
    }

    /// Sends the child `signal` (such as `SIGTERM`), if it is still running.
    ///
    /// - Parameter signal: The signal number.
    public func send(signal: Int32) {
        g_subprocess_send_signal(subprocess, signal)
    }

    /// Asks the child to end (SIGTERM), kills it (SIGKILL) if it has not ended by `timeout`, and
    /// waits until it has exited.
    ///
    /// - Parameter timeout: How long it may take to end by itself.
    public func terminate(within timeout: Duration) {
        guard isRunning else { return }
        g_subprocess_send_signal(subprocess, SIGTERM)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while isRunning, clock.now < deadline { g_usleep(10_000) }
        if isRunning { g_subprocess_force_exit(subprocess) }
        g_subprocess_wait(subprocess, nil, nil)
    }
}

/// Why a child process did not start.
public struct ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The program that was to be run.
    public let program: String
    /// GIO's explanation.
    public let message: String
    /// The program and the explanation.
    public var description: String { "cannot run \(program): \(message)" }
}
