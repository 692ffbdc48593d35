// The types and conversions GraftCore has of its own because `import Graft` does not load
// Foundation: IndexSet, the Core Graphics geometry, and dates read in the local time zone.
import FoundationEssentials
import Glibc
import Testing

@testable import GraftCore

@Suite("IndexSet, CGRect and local dates without Foundation", .serialized)
@MainActor
struct FoundationFreeTypesTests {
    @Test("IndexSet keeps runs: inserting joins them, removing splits them, iteration is in order")
    func indexSetRuns() {
        var set: IndexSet = [5, 1, 2, 3, 9]
        #expect(Array(set) == [1, 2, 3, 5, 9])
        #expect(set.rangeView == [1..<4, 5..<6, 9..<10])
        #expect(set.count == 5 && set.first == 1 && set.last == 9)
        #expect(Array(set.reversed()) == [9, 5, 3, 2, 1])
        #expect(set.insert(4) == (true, 4))
        #expect(set.insert(4) == (false, 4))
        #expect(set.rangeView == [1..<6, 9..<10])
        #expect(set.remove(2) == 2 && set.remove(2) == nil)
        #expect(set.rangeView == [1..<2, 3..<6, 9..<10])
        #expect(set.contains(3) && !set.contains(2) && !set.contains(10))
        #expect(set.contains(integersIn: 3..<6) && !set.contains(integersIn: 3..<7))
        #expect(IndexSet(integersIn: 2...4) == [2, 3, 4])
        #expect(IndexSet(integer: 7).description == "1 indexes")
        #expect(IndexSet().isEmpty && IndexSet().first == nil)
    }

    @Test("IndexSet agrees with Set<Int> under random inserts, removals and set algebra")
    func indexSetAgreesWithSet() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var set = IndexSet()
            var model = Set<Int>()
            for _ in 0..<30 {
                let low = Int.random(in: 0..<40, using: &random)
                let range = low..<(low + Int.random(in: 0..<6, using: &random))
                if Bool.random(using: &random) {
                    set.insert(integersIn: range)
                    model.formUnion(range)
                } else {
                    set.remove(integersIn: range)
                    model.subtract(range)
                }
                #expect(Array(set) == model.sorted())
            }
            let other = IndexSet((0..<20).map { _ in Int.random(in: 0..<40, using: &random) })
            let otherModel = Set(other)
            #expect(Array(set.union(other)) == model.union(otherModel).sorted())
            #expect(Array(set.intersection(other)) == model.intersection(otherModel).sorted())
            #expect(Array(set.subtracting(other)) == model.subtracting(otherModel).sorted())
            #expect(Array(set.symmetricDifference(other)) == model.symmetricDifference(otherModel).sorted())
            #expect(set.count == model.count)
        }
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) take an IndexSet as SwiftUI's do")
    func listEditing() {
        var items = Array("abcdef")
        items.remove(atOffsets: [1, 4, 10])
        #expect(String(items) == "acdf")
        items.move(fromOffsets: [0, 1], toOffset: 4)
        #expect(String(items) == "dfac")
    }

    @Test("CGRect reads a negative size standardized and intersects as Core Graphics does")
    func rectangles() throws {
        let flipped = CGRect(x: 10, y: 10, width: -4, height: 6)
        #expect(flipped.minX == 6 && flipped.maxX == 10 && flipped.width == 4 && flipped.midY == 13)
        #expect(flipped.standardized == CGRect(x: 6, y: 10, width: 4, height: 6))
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(CGRect(x: 5, y: 5, width: 10, height: 10)) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(CGRect(x: 20, y: 0, width: 1, height: 1)).isNull)
        #expect(a.intersection(CGRect(x: 10, y: 0, width: 5, height: 5)).width == 0)
        #expect(a.union(.null) == a && CGRect.null.union(a) == a)
        #expect(a.contains(CGPoint(x: 0, y: 9.5)) && !a.contains(CGPoint(x: 10, y: 5)))
        #expect(a.insetBy(dx: 6, dy: 0).isNull && a.insetBy(dx: 2, dy: 3) == CGRect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.offsetBy(dx: 1, dy: -1).origin == CGPoint(x: 1, y: -1))
        let json = try JSONEncoder().encode(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(String(decoding: json, as: UTF8.self) == "[[1,2],[3,4]]")
        #expect(try JSONDecoder().decode(CGRect.self, from: json) == CGRect(x: 1, y: 2, width: 3, height: 4))
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
