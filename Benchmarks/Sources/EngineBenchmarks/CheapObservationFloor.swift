import BenchmarkSupport
import Observation

/// The part of an every-row change that no framework built on Swift Observation can skip: each
/// row's one tracked write, and the new tracking of the one read that sees it (as a row's body is
/// tracked again when it is re-evaluated). No Graft engine, no GTK; the same row models as the
/// Graft side. With `evaluatesBodies`, the tracked read is the row view's `body` (building the row's
/// views is the app's code): what is left of Graft's time after that is the engine's own.
@MainActor
final class CheapObservationFloor {
    private let rows: [CheapRowModel]
    private let changes = _FloorChangeCount()
    private let evaluatesBodies: Bool

    init(count: Int, evaluatesBodies: Bool) {
        rows = (0..<count).map { CheapRowModel(id: $0, text: "Row \($0)") }
        self.evaluatesBodies = evaluatesBodies
        trackAll()
    }

    private func trackAll() {
        let changes = self.changes
        for row in rows {
            if evaluatesBodies {
                _ = withObservationTracking {
                    CheapRowView(row: row).body
                } onChange: {
                    changes.count += 1
                }
            } else {
                _ = withObservationTracking {
                    row.isFaded
                } onChange: {
                    changes.count += 1
                }
            }
        }
    }

    /// Flips every row and tracks every row again; returns the time it took.
    func flipAll(_ clock: BenchClock) -> Double {
        let before = changes.count
        let start = Stamp.now()
        for row in rows { row.isFaded.toggle() }
        trackAll()
        let end = Stamp.now()
        precondition(changes.count == before + rows.count, "every row's reader sees its change")
        return start.nanoseconds(to: end, on: clock)
    }
}

private final class _FloorChangeCount: @unchecked Sendable {
    var count = 0
}
