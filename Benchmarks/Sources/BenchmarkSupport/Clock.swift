#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One moment as two clocks see it: the calling thread's CPU time and the monotonic wall clock.
///
/// Benchmarks report CPU time by default: on a machine shared with other work it counts only what
/// this thread did, not the time it waited for a core, for the X server or for the next frame.
public struct Stamp: Sendable {
    /// CPU time used by the calling thread so far, in nanoseconds.
    public let cpu: UInt64
    /// Monotonic wall-clock time, in nanoseconds.
    public let wall: UInt64

    /// The current moment.
    public static func now() -> Stamp {
        Stamp(cpu: read(CLOCK_THREAD_CPUTIME_ID), wall: read(CLOCK_MONOTONIC))
    }

    /// The time from `self` to `later`, on `clock`.
    public func nanoseconds(to later: Stamp, on clock: BenchClock) -> Double {
        switch clock {
        case .cpu: Double(later.cpu &- cpu)
        case .wall: Double(later.wall &- wall)
        }
    }

    private static func read(_ id: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(id, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Which clock a benchmark reports.
public enum BenchClock: String, Sendable {
    /// The main thread's CPU time (the default).
    case cpu
    /// Wall-clock time.
    case wall
}

/// One measured span: from `start` to the end of the work, and to the end of the layout that followed.
public struct Span: Sendable {
    public let start: Stamp
    public let workEnd: Stamp
    public let layoutEnd: Stamp

    public init(start: Stamp, workEnd: Stamp, layoutEnd: Stamp) {
        self.start = start
        self.workEnd = workEnd
        self.layoutEnd = layoutEnd
    }

    /// Nanoseconds of the work alone.
    public func work(_ clock: BenchClock) -> Double { start.nanoseconds(to: workEnd, on: clock) }
    /// Nanoseconds of the work and the layout after it.
    public func total(_ clock: BenchClock) -> Double { start.nanoseconds(to: layoutEnd, on: clock) }
}

/// Standard error as a text stream, for progress lines that stay out of the results on standard output.
public struct StandardError: TextOutputStream {
    public init() {}

    public mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = Glibc.write(STDERR_FILENO, &bytes, bytes.count)
    }
}
