import Foundation

/// A view that evaluates its content again at each date of a schedule.
///
/// The content gets a context whose `date` is the current entry's date: a clock, a countdown, a
/// drawing that moves with time.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// TimelineView(.animation) { context in
///     let angle = context.date.timeIntervalSinceReferenceDate.remainder(dividingBy: 2) * 180
///     Image(systemName: "gear").rotationEffect(.degrees(angle))
/// }
/// ```
///
/// Entries are waited for with `Task.sleep` on the main actor, which GTK's main loop runs; the
/// timeline starts when the view appears and stops when it goes.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is evaluated for.
    public struct Context {
        /// How often the content is updated, finest first.
        public enum Cadence: Comparable, Sendable {
            /// Every frame.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the entry being shown.
        public let date: Date
        /// How often entries come.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A timeline of `schedule`'s entries, showing `content` for each.
    ///
    /// - Parameters:
    ///   - schedule: When to update.
    ///   - content: The views for an entry's context.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content at the current entry; it moves on at each later entry while shown.
    public var body: some View {
        _TimelineBody(schedule: schedule, content: content)
    }
}

/// The context every `TimelineView` gives its content.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

struct _TimelineBody<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var entry: Date?

    var body: some View {
        let date = entry ?? Self.current(schedule, at: Date())
        content(TimelineViewDefaultContext(date: date, cadence: Self.cadence(schedule)))
            .task { await follow() }
    }

    /// The latest entry at or before `now` (or `now` when the first is later).
    static func current(_ schedule: Schedule, at now: Date) -> Date {
        var latest: Date?
        for date in schedule.entries(from: now, mode: .normal).prefix(10_000) {
            if date > now { break }
            latest = date
        }
        return latest ?? now
    }

    static func cadence(_ schedule: Schedule) -> TimelineViewDefaultContext.Cadence {
        if schedule is AnimationTimelineSchedule { return .live }
        let dates = Array(schedule.entries(from: Date(), mode: .normal).prefix(2))
        guard dates.count == 2 else { return .minutes }
        let step = dates[1].timeIntervalSince(dates[0])
        return step < 1 ? .live : step < 60 ? .seconds : .minutes
    }

    /// Sleeps until each later entry and shows it. Entries already past are shown at once: the
    /// update pass coalesces them, so the latest is what draws.
    @MainActor
    private func follow() async {
        var iterator = schedule.entries(from: Date(), mode: .normal).makeIterator()
        while !Task.isCancelled, let next = iterator.next() {
            let wait = next.timeIntervalSinceNow
            if wait > 0 {
                do { try await Task.sleep(nanoseconds: UInt64(min(wait, 86_400 * 365) * 1e9)) } catch { return }
            }
            entry = next
        }
    }
}
