// List editing with Foundation's IndexSet, and the days a date picker reads in the local time zone.
import Foundation
import Glibc
import Testing

@testable import GraftCore

@Suite("List offsets and local days", .serialized)
@MainActor
struct OffsetsAndLocalDaysTests {
    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) take an IndexSet as SwiftUI's do")
    func listEditing() {
        var items = Array("abcdef")
        items.remove(atOffsets: [1, 4, 10])
        #expect(String(items) == "acdf")
        items.move(fromOffsets: [0, 1], toOffset: 4)
        #expect(String(items) == "dfac")
    }

    @Test("A date picker reads and makes days in the local time zone (TZ), not GMT")
    func localDays() {
        let saved = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", "EST5EDT,M3.2.0,M11.1.0", 1)
        tzset()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        // 03:00 GMT on 15 November is 22:00 on the 14th in New York.
        let evening = Date(timeIntervalSince1970: 1_794_711_600)
        #expect(CalendarDay(evening) == CalendarDay(year: 2026, month: 11, day: 14))
        #expect(DatePicker<Text>.title(of: evening) == "Nov 14, 2026")
        let picked = DatePicker<Text>.date(CalendarDay(year: 2026, month: 11, day: 20), keepingTimeOf: evening, in: nil)
        #expect(picked == Date(timeIntervalSince1970: 1_795_230_000))
        // 12:30:00.25 in summer time (GMT-4) stays 12:30:00.25 on a winter day (GMT-5).
        let noon = Date(timeIntervalSince1970: 1_782_923_400.25)
        let winter = DatePicker<Text>.date(CalendarDay(year: 2026, month: 12, day: 1), keepingTimeOf: noon, in: nil)
        #expect(winter == Date(timeIntervalSince1970: 1_796_146_200.25))
        #expect(DatePicker<Text>.date(CalendarDay(year: 2026, month: 2, day: 30), keepingTimeOf: noon, in: nil) == nil)
    }
}
