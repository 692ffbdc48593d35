import BenchmarkSupport
import Observation

/// The part of case (c) no view framework built on Swift Observation can skip: the one write that
/// the one reader of the setting sees, and the new trackings of the re-evaluated bodies (that
/// reader's, and one per row, reading its own row as `RowView` does). No Graft, no GTK.
@MainActor
final class ObservationFloor {
    private let rows: [RowModel]
    private let display = DisplayModel()
    private let changed = _ChangeCount()

    init(count: Int) {
        rows = (0..<count).map { RowModel(id: $0, text: "Row \($0)", alternateText: "Row \($0), alternate") }
        trackAll()
    }

    private func trackAll() {
        let display = self.display
        let changed = self.changed
        let showsAlternate = withObservationTracking {
            display.showsAlternate
        } onChange: {
            changed.count += 1
        }
        for row in rows {
            _ = withObservationTracking {
                showsAlternate ? row.alternateText : row.text
            } onChange: {
                changed.count += 1
            }
        }
    }

    /// Flips the setting and tracks the reader and every row again; returns the time it took.
    func switchAll(_ clock: BenchClock) -> Double {
        let before = changed.count
        let start = Stamp.now()
        display.showsAlternate.toggle()
        trackAll()
        let end = Stamp.now()
        precondition(changed.count == before + 1, "the one reader sees the change")
        return start.nanoseconds(to: end, on: clock)
    }
}

private final class _ChangeCount: @unchecked Sendable {
    var count = 0
}
