import Testing

@testable import GraftCore

@Suite("List diff into model splices")
@MainActor
struct ListDiffTests {
    /// Applies `splices` to `old` as GTK's model would, with new rows unknown (nil).
    func apply(_ splices: [(position: Int, removed: Int, added: Int)], to old: [Int]) -> [Int?] {
        var rows: [Int?] = old
        for splice in splices {
            rows.replaceSubrange(
                splice.position..<(splice.position + splice.removed), with: repeatElement(nil, count: splice.added))
        }
        return rows
    }

    @Test("Random edits: the spliced model has the new count, and every row it kept is the new row there")
    func randomEdits() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let old = Array((0..<Int.random(in: 0..<60, using: &random)).shuffled(using: &random))
            var new = old
            var nextID = 1_000
            for _ in 0..<Int.random(in: 0..<6, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    new.insert(nextID, at: Int.random(in: 0...new.count, using: &random))
                    nextID += 1
                case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                default:
                    guard new.count > 1 else { continue }
                    let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                    new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
                }
            }
            let rows = apply(_listSplices(from: old, to: new), to: old)
            #expect(rows.count == new.count, "\(old) → \(new)")
            for (index, row) in rows.enumerated() {
                if let row { #expect(row == new[index], "\(old) → \(new)") }
            }
        }
    }

    @Test("One insertion at the top is one splice at 0; an unchanged list is none")
    func minimalSplices() {
        let old = Array(0..<100)
        let splices = _listSplices(from: old, to: [-1] + old)
        #expect(splices.count == 1)
        #expect(splices.first.map { [$0.position, $0.removed, $0.added] } == [0, 0, 1])
        #expect(_listSplices(from: old, to: old).isEmpty)
        let moved = _listSplices(from: old, to: [0, 1, 5, 2, 3, 4] + Array(6..<100))
        #expect(moved.count == 2, "a move is one removal and one insertion")
    }

    @Test("A ForEach's ids are read for the rows shown, and all of them only when a diff or a lookup needs them")
    func lazyIDs() {
        let reads = IDReads()
        let elements = (0..<100_000).map { CountedElement(number: $0, reads: reads) }
        let rows = _ForEachRows(ForEach(elements) { Text("\($0.number)") })
        #expect(rows.count == 100_000)
        #expect(reads.count == 0, "making the rows reads no id")
        for position in 0..<30 { #expect(rows.id(at: position) == AnyHashable(position)) }
        #expect(reads.count == 30, "one read per bound row")
        #expect(rows.index(of: AnyHashable(99_999)) == 99_999)
        #expect(reads.count == 100_030, "a lookup by id reads every id once")
        #expect(rows.index(of: AnyHashable(5)) == 5)
        #expect(reads.count == 100_030, "and keeps them")
        let inserted = _ForEachRows(
            ForEach([CountedElement(number: -1, reads: reads)] + elements) { Text("\($0.number)") })
        let splices = inserted.splices(from: rows)
        #expect(splices?.map { [$0.position, $0.removed, $0.added] } == [[0, 0, 1]])
    }
}

/// Counts how often ids are read (by one test, on the main actor).
final class IDReads: @unchecked Sendable {
    var count = 0
}

/// An element whose `id` getter counts its reads.
struct CountedElement: Identifiable {
    let number: Int
    let reads: IDReads
    var id: Int {
        reads.count += 1
        return number
    }
}
