import BenchmarkSupport

/// What is measured for each label count.
enum Scenario: Int, CaseIterable, Comparable {
    case build, one, all

    var title: String {
        switch self {
        case .build: "(a) build + show"
        case .one: "(b) one label changes"
        case .all: "(c) all labels change"
        }
    }

    var letter: String {
        switch self {
        case .build: "a"
        case .one: "b"
        case .all: "c"
        }
    }

    static func < (lhs: Scenario, rhs: Scenario) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Samples of one side of one scenario: the work alone and the work with its layout.
struct SideSamples {
    var work = Samples()
    var total = Samples()

    mutating func add(_ span: Span, _ clock: BenchClock) {
        work.add(span.work(clock))
        total.add(span.total(clock))
    }
}

/// Both sides of one scenario at one size.
struct Pair {
    var raw = SideSamples()
    var graft = SideSamples()

    var workRatio: Double { graft.work.median / raw.work.median }
    var totalRatio: Double { graft.total.median / raw.total.median }
}

/// What one state change cost in update passes and body evaluations.
struct ChangeCounts {
    let size: Int
    let change: String
    let writes: Int
    let passes: Int
    let bodies: Int
    let expectedBodies: Int

    var isAsExpected: Bool { passes == 1 && bodies == expectedBodies }
}

/// Every result of a run.
struct Results {
    var pairs: [Int: [Scenario: Pair]] = [:]
    var counts: [ChangeCounts] = []
    /// Case (b) repeated back to back with no frame in between, per size: raw GTK and Graft.
    var repeatedOne: [Int: (raw: Samples, graft: Samples)] = [:]
    /// Case (c)'s Swift Observation work alone (see `ObservationFloor`), per size.
    var observationFloor: [Int: Samples] = [:]
    var problems: [String] = []

    subscript(size: Int, scenario: Scenario) -> Pair {
        get { pairs[size]?[scenario] ?? Pair() }
        set { pairs[size, default: [:]][scenario] = newValue }
    }

    /// Records one side's measured span.
    mutating func add(_ span: Span, size: Int, scenario: Scenario, graft: Bool, clock: BenchClock) {
        if graft { self[size, scenario].graft.add(span, clock) } else { self[size, scenario].raw.add(span, clock) }
    }

    /// Records the times of back-to-back one-label changes.
    mutating func addRepeated(_ times: [Double], size: Int, graft: Bool) {
        var samples = repeatedOne[size] ?? (Samples(), Samples())
        for time in times {
            if graft { samples.graft.add(time) } else { samples.raw.add(time) }
        }
        repeatedOne[size] = samples
    }

    /// Notes a problem unless a timed change made one pass and `expectedBodies` body evaluations.
    mutating func check(_ counts: (passes: Int, bodies: Int), size: Int, change: String, expectedBodies: Int) {
        guard counts.passes != 1 || counts.bodies != expectedBodies else { return }
        problems.append(
            "N=\(size): \(change) ran \(counts.passes) passes and \(counts.bodies) body evaluations "
                + "(expected 1 and \(expectedBodies))")
    }
}
