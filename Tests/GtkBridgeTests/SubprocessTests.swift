import Foundation
import GraftTestSupport
import Testing

@Suite("Subprocess: the programs tests start")
struct SubprocessTests {
    /// Runs `body` with `signals` blocked on this thread, as a GLib or GStreamer thread blocks them.
    static func blocking<T>(_ signals: [Int32], _ body: () throws -> T) rethrows -> T {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        var saved = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    @Test(
        "A child starts with no signal blocked though the starting thread blocks SIGTERM and SIGINT; the time limit's SIGTERM ends it"
    )
    func emptySignalMask() async throws {
        let running = try Self.blocking([SIGTERM, SIGINT]) {
            try Subprocess.Running(
                URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "grep SigBlk /proc/self/status; exec sleep 30"])
        }
        let result = try await running.finish(timeout: .seconds(1))
        #expect(result.stdout.contains("SigBlk:\t0000000000000000"), "\(result.stdout)")
        #expect(result.timedOut)
        #expect(result.status == SIGTERM, "ended by signal \(result.status), not by the time limit's SIGTERM")
    }
}
