import BenchmarkSupport
import Graft
import RawGtk

/// Runs the chosen cases at one size: raw and Graft interleaved, alternating which goes first,
/// after one unmeasured warm-up run of each.
/// How many times case (b) is measured per run.
let oneLabelRounds = 5
/// How many back-to-back one-label changes are timed per run and window (for the flatness of (b)).
let repeatedChanges = 100

@MainActor
func measure(size: Int, options: Options, into results: inout Results) throws {
    let clock = options.clock
    let data = LabelData(count: size)
    func order(_ run: Int) -> [Bool] { run % 2 == 0 ? [true, false] : [false, true] }

    // (a) Build, show and lay out a fresh window.
    if options.scenarios.contains(.build) {
        for run in -1..<options.repeats {
            for graftFirst in order(run) {
                let span: Span
                if graftFirst {
                    let (side, built) = try GraftSide.build(data)
                    side.close()
                    span = built
                } else {
                    let (side, built) = RawSide.build(data)
                    side.close()
                    span = built
                }
                if run >= 0 { results.add(span, size: size, scenario: .build, graft: graftFirst, clock: clock) }
            }
        }
    }

    // (b) and (c) on one window per side, both open.
    guard options.scenarios.contains(.one) || options.scenarios.contains(.all) else { return }
    let (raw, _) = RawSide.build(data)
    let (graft, _) = try GraftSide.build(data)
    defer {
        raw.close()
        graft.close()
    }
    let rawConfiguration = raw.window.configuration
    if graft.configuration != rawConfiguration {
        results.problems.append(
            "N=\(size): the raw baseline does not build what Graft builds: Graft "
                + "\(graft.configuration.map(String.init(describing:)) ?? "?"); raw \(rawConfiguration)")
    }
    let floor = options.scenarios.contains(.all) ? ObservationFloor(count: size) : nil
    let middle = size / 2
    for run in -1..<options.repeats {
        // A one-label change takes microseconds: it is measured `oneLabelRounds` times per run.
        for round in 0..<(options.scenarios.contains(.one) ? oneLabelRounds : 0) {
            let change = "changed \(run + 1).\(round)"
            for graftFirst in order(run + round) {
                let side: any LabelSide = graftFirst ? graft : raw
                let span = side.changeOne(at: middle, to: "Row \(middle) \(change)", after: "Row \(middle) warm-up")
                if run >= 0 { results.add(span, size: size, scenario: .one, graft: graftFirst, clock: clock) }
            }
            results.check(graft.lastCounts, size: size, change: "a timed one-row change", expectedBodies: 1)
        }
        if options.scenarios.contains(.all) {
            for graftFirst in order(run) {
                let side: any LabelSide = graftFirst ? graft : raw
                let span = side.switchAll()
                if run >= 0 { results.add(span, size: size, scenario: .all, graft: graftFirst, clock: clock) }
            }
            results.check(
                graft.lastCounts, size: size, change: "a timed switch of every row", expectedBodies: size + 1)
            // Right after a frame, as the two sides are measured.
            if let floor {
                let nanoseconds = floor.switchAll(clock)
                if run >= 0 { results.observationFloor[size, default: Samples()].add(nanoseconds) }
            }
        }
    }
    if graft.labelTexts != raw.labelTexts || raw.labelTexts != raw.data.shown {
        results.problems.append("N=\(size): the Graft window does not show what the raw window shows")
    }

    // State changes run by the main loop's own update (no explicit flush): passes and bodies.
    func counted(_ change: String, writes: Int, expectedBodies: Int, _ work: () -> Void) {
        let before = graft.counts
        work()
        _ = graft.watcher.settle()
        let after = graft.counts
        results.counts.append(
            ChangeCounts(
                size: size, change: change, writes: writes, passes: after.passes - before.passes,
                bodies: after.bodies - before.bodies, expectedBodies: expectedBodies))
    }
    counted("one row's text", writes: 1, expectedBodies: 1) { graft.setShown("Row \(middle) counted", at: middle) }
    counted("the setting the column reads", writes: 1, expectedBodies: size + 1) {
        graft.display.showsAlternate.toggle()
    }
    counted("every row's text, one by one", writes: size, expectedBodies: size) {
        for index in 0..<size { graft.setShown("Row \(index) counted", at: index) }
    }
    let expected = (0..<size).map { "Row \($0) counted" }
    if graft.labelTexts != expected {
        results.problems.append("N=\(size): after the counted changes the Graft window does not show the new texts")
    }
}

/// Case (b)'s flatness: one-label changes made back to back (no frame in between, so the caches
/// hold what a change touches), in windows of the smallest and the largest N open side by side and
/// measured in alternation, so that both sizes see the same machine.
@MainActor
func measureFlatness(small: Int, large: Int, options: Options, into results: inout Results) throws {
    var sides: [(size: Int, side: any LabelSide, graft: Bool)] = []
    for size in [small, large] {
        sides.append((size, try GraftSide.build(LabelData(count: size)).0, true))
        sides.append((size, RawSide.build(LabelData(count: size)).0, false))
    }
    defer { for entry in sides { entry.side.close() } }
    for run in -1..<options.repeats {
        let order = run % 2 == 0 ? sides : sides.reversed()
        for entry in order {
            let times = entry.side.changeRepeatedly(at: entry.size / 2, count: repeatedChanges, clock: options.clock)
            if run >= 0 { results.addRepeated(times, size: entry.size, graft: entry.graft) }
        }
    }
}
