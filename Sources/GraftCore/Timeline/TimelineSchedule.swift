import Foundation

/// How often a schedule's entries come (`TimelineScheduleMode`): a desktop always asks for
/// `.normal`.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// Every entry.
    case normal
    /// Fewer entries, as a phone's always-on display asks for.
    case lowFrequency
}

/// The dates at which a `TimelineView` updates its content.
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The entries from `startDate` on: the first may be at or before it (the one in force then).
    ///
    /// - Parameters:
    ///   - startDate: When the timeline starts.
    ///   - mode: How often entries are wanted.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Entries every `interval` seconds from a start date (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// A schedule of `interval`-second steps from `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The first entry.
    ///   - interval: The seconds between entries (at least a millisecond).
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite && interval > 0.001 ? interval : 0.001
    }

    /// The step at or just before `startDate`, then every `interval` after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let steps = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(steps.isFinite ? steps * interval : 0), interval: interval)
    }

    /// The endless sequence of a periodic schedule's dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// Entries at the start of every minute (`.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The start of the minute holding `startDate`, then each minute after.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Entries at the dates given (`.explicit(_:)`); the timeline stops after the last.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of these dates.
    ///
    /// - Parameter dates: The dates, in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Entries as often as the screen draws, while not paused (`.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule at most every `minimumInterval` seconds (`nil`: every frame, 60 a second).
    ///
    /// - Parameters:
    ///   - minimumInterval: The shortest time between entries.
    ///   - paused: Whether the timeline stands still.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Every frame from `startDate`, or no entries after the first while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        return Entries(
            periodic: PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: interval), paused: paused)
    }

    /// The animation schedule's dates: one while paused, else endless.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var periodic: PeriodicTimelineSchedule.Entries
        var paused: Bool
        var gaveFirst = false

        init(periodic: PeriodicTimelineSchedule.Entries, paused: Bool) {
            self.periodic = periodic
            self.paused = paused
        }

        /// The next date, or `nil` once paused after the first.
        public mutating func next() -> Date? {
            if paused, gaveFirst { return nil }
            gaveFirst = true
            return periodic.next()
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    ///
    /// - Parameters:
    ///   - startDate: The first entry.
    ///   - interval: The seconds between entries.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Entries at most every `minimumInterval` seconds, unless paused.
    ///
    /// - Parameters:
    ///   - minimumInterval: The shortest time between entries (`nil`: every frame).
    ///   - paused: Whether the timeline stands still.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Entries at the given dates.
    ///
    /// - Parameter dates: The dates, in increasing order.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
