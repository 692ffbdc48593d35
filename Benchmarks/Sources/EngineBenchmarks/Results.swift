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
    var problems: [String] = []

    subscript(size: Int, scenario: Scenario) -> Pair {
        get { pairs[size]?[scenario] ?? Pair() }
        set { pairs[size, default: [:]][scenario] = newValue }
    }
}
