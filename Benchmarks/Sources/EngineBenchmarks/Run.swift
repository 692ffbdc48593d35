import BenchmarkSupport
import Graft
import RawGtk

/// Runs every scenario at one size, raw and Graft interleaved (alternating which goes first),
/// after one unmeasured warm-up of each.
@MainActor
func measure(size: Int, options: Options, into results: inout Results) throws {
    let texts = Texts(count: size)
    let clock = options.clock
    let middle = size / 2

    // (a) Build, show and lay out a fresh window.
    for run in -1..<options.repeats {
        for graftFirst in run % 2 == 0 ? [true, false] : [false, true] {
            if graftFirst {
                let (side, span) = try GraftSide.build(texts.initial)
                side.close()
                if run >= 0 { results[size, .build].graft.add(span, clock) }
            } else {
                let (side, span) = RawSide.build(texts.initial)
                side.close()
                if run >= 0 { results[size, .build].raw.add(span, clock) }
            }
        }
    }

    // (b) and (c) on one window per side, both open.
    let (raw, _) = RawSide.build(texts.initial)
    let (graft, _) = try GraftSide.build(texts.initial)
    defer {
        raw.close()
        graft.close()
    }
    var allRun = 0
    for run in -1..<options.repeats {
        let single = texts.single(middle, run: run + 1)
        let all = texts.alternate[allRun % 2]
        allRun += 1
        let before = graft.counts
        let order = run % 2 == 0 ? [true, false] : [false, true]
        for graftFirst in order {
            let span = graftFirst ? graft.setOne(single, at: middle) : raw.setOne(single, at: middle)
            if run >= 0 { graftFirst ? results[size, .one].graft.add(span, clock) : results[size, .one].raw.add(span, clock) }
        }
        let afterOne = graft.counts
        for graftFirst in order {
            let span = graftFirst ? graft.setAll(all) : raw.setAll(all)
            if run >= 0 { graftFirst ? results[size, .all].graft.add(span, clock) : results[size, .all].raw.add(span, clock) }
        }
        let afterAll = graft.counts
        if afterOne.passes - before.passes != 1 || afterOne.bodies - before.bodies != 1 {
            results.problems.append("N=\(size): a timed one-row change ran \(afterOne.passes - before.passes) passes")
        }
        if afterAll.passes - afterOne.passes != 1 || afterAll.bodies - afterOne.bodies != size {
            results.problems.append("N=\(size): a timed all-rows change ran \(afterAll.passes - afterOne.passes) passes")
        }
    }

    // One state change through the main loop (no explicit flush): how many passes and bodies.
    do {
        let before = graft.counts
        graft.rows[middle].text = "counted"
        _ = graft.watcher.settle()
        let after = graft.counts
        results.counts.append(
            ChangeCounts(
                size: size, change: "one row's text", writes: 1, passes: after.passes - before.passes,
                bodies: after.bodies - before.bodies, expectedBodies: 1))
    }
    do {
        let before = graft.counts
        let all = texts.alternate[allRun % 2]
        for (row, text) in zip(graft.rows, all) { row.text = text }
        _ = graft.watcher.settle()
        let after = graft.counts
        results.counts.append(
            ChangeCounts(
                size: size, change: "every row's text", writes: size, passes: after.passes - before.passes,
                bodies: after.bodies - before.bodies, expectedBodies: size))
        raw.window.setTexts(all)
        raw.window.setText("counted", at: middle)
    }

    // Both windows show the same texts.
    let shown = graft.labelTexts
    let rawShown = (0..<size).map { raw.window.text(at: $0) }
    if shown.count != size || shown != rawShown {
        results.problems.append("N=\(size): the Graft window does not show the raw window's texts")
    }
}
