import BenchmarkSupport
import Graft
import RawGtk

/// One cheap-layout case: the build, or one change made to one row or to every row.
struct CheapCase: Hashable {
    /// `nil` for the build.
    let change: CheapChange?
    let everyRow: Bool

    static let build = CheapCase(change: nil, everyRow: false)
    static let all: [CheapCase] =
        [.build]
        + CheapChange.allCases.flatMap {
            [CheapCase(change: $0, everyRow: false), CheapCase(change: $0, everyRow: true)]
        }

    var title: String {
        guard let change else { return "build + show" }
        return everyRow ? "\(change.title), every row" : "\(change.title), one row"
    }
}

/// The samples of the cheap-layout cases, and what went wrong.
struct CheapResults {
    var samples: [Int: [CheapCase: (raw: (work: Samples, total: Samples), graft: (work: Samples, total: Samples))]] =
        [:]
    var problems: [String] = []
    /// Swift Observation's part of an every-row change alone (`CheapObservationFloor`), per size.
    var observationFloor: [Int: Samples] = [:]
    /// The same with each row's `body` evaluated as the tracked read.
    var observationAndBodies: [Int: Samples] = [:]
    /// The work of a one-row change made first after a painted frame (no warm-up): how an app's one
    /// change after a click usually runs. Per size and change, raw and Graft.
    var firstAfterFrame: [Int: [CheapChange: (raw: Samples, graft: Samples)]] = [:]

    mutating func add(_ span: PaintedSpan, size: Int, case kind: CheapCase, graft: Bool, clock: BenchClock) {
        var entry = samples[size, default: [:]][kind, default: ((Samples(), Samples()), (Samples(), Samples()))]
        if graft {
            entry.graft.work.add(span.work(clock))
            entry.graft.total.add(span.total(clock))
        } else {
            entry.raw.work.add(span.work(clock))
            entry.raw.total.add(span.total(clock))
        }
        samples[size, default: [:]][kind] = entry
    }
}

@MainActor
private var cheapWindowCounter = 0

@MainActor
private func cheapTitle(_ side: String, _ size: Int) -> String {
    cheapWindowCounter += 1
    return "bench-cheap-\(side)-\(size)-\(cheapWindowCounter)"
}

/// The cheap-layout cases at one size: a build of each side per run, then every change on one
/// window per side; raw and Graft interleaved, which goes first alternating, one unmeasured run
/// first.
@MainActor
func measureCheap(size: Int, options: Options, into results: inout CheapResults) throws {
    let clock = options.clock
    let texts = (0..<size).map { "Row \($0): a single line of text that the column ellipsizes if it must" }
    func order(_ run: Int) -> [Bool] { run % 2 == 0 ? [true, false] : [false, true] }
    for run in -1..<options.repeats {
        for graftFirst in order(run) {
            let span: PaintedSpan
            if graftFirst {
                let (side, built) = try GraftCheapSide.build(texts: texts, title: cheapTitle("graft", size))
                side.close()
                span = built
            } else {
                let (side, built) = RawCheapSide.build(texts: texts, title: cheapTitle("raw", size))
                side.close()
                span = built
            }
            if run >= 0 { results.add(span, size: size, case: .build, graft: graftFirst, clock: clock) }
        }
    }

    let (raw, _) = RawCheapSide.build(texts: texts, title: cheapTitle("raw", size))
    let (graft, _) = try GraftCheapSide.build(texts: texts, title: cheapTitle("graft", size))
    defer {
        raw.close()
        graft.close()
    }
    if let rawWindow = raw.window, let graftWindow = graft.window {
        let rawTree = widgetSignature(rawWindow)
        let graftTree = widgetSignature(graftWindow)
        if options.verbose {
            print("raw tree:\n" + rawTree.prefix(40).joined(separator: "\n"))
            print("Graft tree:\n" + graftTree.prefix(40).joined(separator: "\n"))
        }
        if rawTree != graftTree {
            let firstDifference = zip(rawTree, graftTree).first { $0 != $1 }
            results.problems.append(
                "N=\(size): the raw side does not build the tree Graft builds (\(rawTree.count) vs "
                    + "\(graftTree.count) widgets; first difference: raw `\(firstDifference?.0 ?? "-")`, "
                    + "Graft `\(firstDifference?.1 ?? "-")`)")
        }
    }
    let floor = CheapObservationFloor(count: size, evaluatesBodies: false)
    let floorWithBodies = CheapObservationFloor(count: size, evaluatesBodies: true)
    for run in -1..<options.repeats {
        let nanoseconds = floor.flipAll(clock)
        let withBodies = floorWithBodies.flipAll(clock)
        guard run >= 0 else { continue }
        results.observationFloor[size, default: Samples()].add(nanoseconds)
        results.observationAndBodies[size, default: Samples()].add(withBodies)
    }
    let middle = size / 2
    for run in -1..<options.repeats {
        for kind in CheapCase.all where kind.change != nil {
            let change = kind.change!
            let indices = kind.everyRow ? 0..<size : middle..<(middle + 1)
            // A one-row change first makes the same change to the next row, untimed, so that the
            // code it runs is warm; a change of every row needs no warming.
            let neighbour = (middle + 1) % size
            let warmUp = kind.everyRow || size < 2 ? 0..<0 : neighbour..<(neighbour + 1)
            for graftFirst in order(run) {
                let side: any CheapSide = graftFirst ? graft : raw
                let span = side.apply(change, to: indices, warmUp: warmUp)
                if run >= 0 { results.add(span, size: size, case: kind, graft: graftFirst, clock: clock) }
            }
            if !kind.everyRow {
                // The same change again, first after the frame the last one painted: cold.
                for graftFirst in order(run) {
                    let side: any CheapSide = graftFirst ? graft : raw
                    let work = side.apply(change, to: indices, warmUp: 0..<0).work(clock)
                    guard run >= 0 else { continue }
                    var entry = results.firstAfterFrame[size, default: [:]][change, default: (Samples(), Samples())]
                    if graftFirst { entry.graft.add(work) } else { entry.raw.add(work) }
                    results.firstAfterFrame[size, default: [:]][change] = entry
                }
            }
            let expected = indices.count
            if graft.lastCounts.passes != 1 || graft.lastCounts.bodies != expected {
                results.problems.append(
                    "N=\(size) \(kind.title): \(graft.lastCounts.passes) passes and \(graft.lastCounts.bodies) "
                        + "bodies, expected 1 pass and \(expected) bodies")
            }
        }
    }
    let rawTexts = (0..<size).map { raw.raw.text(at: $0) }
    let graftTexts = (0..<size).map { graft.rows[$0].text }
    if rawTexts != graftTexts {
        results.problems.append("N=\(size): after the changes the two sides show different texts")
    }
}

/// Prints the cheap-layout table and the issue-16 targets; returns whether all were met.
@MainActor
func reportCheap(_ results: CheapResults, options: Options) -> Bool {
    var table = Table(["case", "N", "raw GTK", "Graft", "ratio", "raw GTK", "Graft", "ratio"])
    var met = results.problems.isEmpty
    var missed: [String] = []
    for kind in CheapCase.all {
        for size in options.sizes {
            guard let entry = results.samples[size]?[kind] else { continue }
            let workRatio = entry.graft.work.median / entry.raw.work.median
            let totalRatio = entry.graft.total.median / entry.raw.total.median
            table.add([
                kind.title, "\(size)",
                Format.duration(entry.raw.work.median), Format.duration(entry.graft.work.median),
                Format.ratio(workRatio),
                Format.duration(entry.raw.total.median), Format.duration(entry.graft.total.median),
                Format.ratio(totalRatio),
            ])
            if totalRatio > 1.2 {
                missed.append("\(kind.title) N=\(size) to the painted frame \(Format.ratio(totalRatio))")
            }
            if kind.change != nil {
                let limit = kind.everyRow ? 2.0 : 3.0
                if workRatio > limit {
                    missed.append(
                        "\(kind.title) N=\(size) work only \(Format.ratio(workRatio)) (≤ \(Format.ratio(limit)))")
                }
            }
        }
        if kind != CheapCase.all.last { table.addSeparator() }
    }
    table.setGroups([(2, ""), (3, "work only"), (3, "to the painted frame")])
    print(table.render())
    print(
        """

        Single-line labels (Text(…).lineLimit(1), each row reading its own model, in a VStack in a ScrollView;
        the models: \(CheapModels.current.title)) vs. ellipsized one-line GtkLabels in a GtkBox in a GtkScrolledWindow; the same widget tree
        on both sides (checked). work only: raw, the C calls; Graft, the state changes and the update pass.
        to the painted frame: the work, then the main loop until the window's next frame has been painted.
        colour: a CSS class per colour on both sides; opacity: 1 ↔ 0.5; visibility: opacity 1 ↔ 0 (the row
        keeps its place, as SwiftUI's .opacity(0) does). No change but text needs a relayout.

        Targets (issue 16): to the painted frame ≤ 1.2× raw; work only, every row ≤ 2× and one row ≤ 3×.
        """)
    var cold = Table(["one row, first change after a frame", "N", "raw GTK", "Graft", "ratio"])
    for change in CheapChange.allCases {
        for size in options.sizes {
            guard let entry = results.firstAfterFrame[size]?[change] else { continue }
            cold.add([
                change.title, "\(size)", Format.duration(entry.raw.median), Format.duration(entry.graft.median),
                Format.ratio(entry.graft.median / entry.raw.median),
            ])
        }
    }
    print("\nWork only, with no warm-up change in the same frame (as one change after a click runs):")
    print(cold.render())
    for size in options.sizes {
        guard let floor = results.observationFloor[size]?.median,
            let withBodies = results.observationAndBodies[size]?.median,
            let raw = results.samples[size]?[CheapCase(change: .opacity, everyRow: true)]?.raw.work.median
        else { continue }
        print(
            "  Every row of N=\(size) without Graft's engine or GTK: Swift Observation alone (a tracked write "
                + "and a re-tracked read per row) \(Format.duration(floor)), \(Format.ratio(floor / raw)) raw GTK's "
                + "opacity work; with each row's body as the read \(Format.duration(withBodies)), "
                + "\(Format.ratio(withBodies / raw))")
    }
    for miss in missed { print("  MISSED: \(miss)") }
    if missed.isEmpty { print("  every target met") }
    for problem in results.problems { print("  problem: \(problem)") }
    met = met && missed.isEmpty
    return met
}
