import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Text(_:style:) and the timeline schedules")
@MainActor
struct TextDateStyleTests {
    func shown<V: View>(_ view: V) -> [String] { Harness(view).root.texts }

    @Test("Each date style shows what SwiftUI's does, in the current locale")
    func styles() {
        let date = Date(timeIntervalSinceNow: -3725)
        let time = DateFormatter()
        time.timeStyle = .short
        time.dateStyle = .none
        #expect(shown(Text(date, style: .time)) == [time.string(from: date)])
        #expect(shown(Text(date, style: .relative)) == ["1 hr, 2 min"])
        #expect(shown(Text(date, style: .offset)) == ["-1 hr, 2 min"])
        #expect(shown(Text(date, style: .timer)) == ["1:02:05"])
        #expect(shown(Text(Date(timeIntervalSinceNow: 65.5), style: .timer)) == ["1:05"])
        #expect(shown(Text(Date(timeIntervalSinceNow: 0.2), style: .relative)) == ["0 sec"])
    }

    @Test("Schedules: periodic steps from the one in force, every minute on the minute, paused animation once")
    func schedules() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = Array(
            PeriodicTimelineSchedule(from: start, by: 10).entries(from: start + 25, mode: .normal).prefix(2))
        #expect(periodic == [start + 20, start + 30])
        let minutes = Array(
            EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 130), mode: .normal)
                .prefix(2))
        #expect(minutes.map(\.timeIntervalSinceReferenceDate) == [120, 180])
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).count == 1)
        let absurd = PeriodicTimelineSchedule(from: start, by: -1).entries(from: start, mode: .normal)
        #expect(Array(absurd.prefix(2)).count == 2, "a negative step is a millisecond, not a hang")
    }
}
