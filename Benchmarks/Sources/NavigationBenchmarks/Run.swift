import BenchmarkSupport
import Graft
import RawGtk

/// The medians of one side at one depth.
struct NavigationResult {
    var pushWork = Samples()
    var pushTotal = Samples()
    var popWork = Samples()
    var popTotal = Samples()

    mutating func add(push: Span, pop: Span, _ clock: BenchClock) {
        pushWork.add(push.work(clock))
        pushTotal.add(push.total(clock))
        popWork.add(pop.work(clock))
        popTotal.add(pop.total(clock))
    }
}

@MainActor
enum NavigationRun {
    static func run(depths: [Int], repeats: Int, clock: BenchClock) -> Int32 {
        guard RawGtk.initialize() else {
            print("error: no display")
            return 1
        }
        var err = StandardError()
        var results: [(depth: Int, raw: NavigationResult, graft: NavigationResult)] = []
        var checksPass = true
        for depth in depths {
            print("depth \(depth): building both windows", to: &err)
            let raw = RawNavigationSide(depth: depth)
            let graft: GraftNavigationSide
            do { graft = try GraftNavigationSide(depth: depth) } catch {
                print("error: \(error)")
                return 1
            }
            var rawResult = NavigationResult()
            var graftResult = NavigationResult()
            // One unmeasured round of each first.
            for round in 0...repeats {
                let sides: [(NavigationSide, Bool)] = round % 2 == 0 ? [(raw, true), (graft, false)] : [(graft, false), (raw, true)]
                for (side, isRaw) in sides {
                    let push = side.push()
                    if round == 0 && !side.shows(level: depth + 1) {
                        print("check failed: \(isRaw ? "raw" : "Graft") does not show page \(depth + 1) after a push")
                        checksPass = false
                    }
                    let pop = side.pop()
                    if round == 0 && !side.shows(level: depth) {
                        print("check failed: \(isRaw ? "raw" : "Graft") does not show page \(depth) after a pop")
                        checksPass = false
                    }
                    guard round > 0 else { continue }
                    if isRaw { rawResult.add(push: push, pop: pop, clock) } else { graftResult.add(push: push, pop: pop, clock) }
                }
            }
            print("Graft at depth \(depth): \(graft.bodies.push) bodies per push, \(graft.bodies.pop) per pop")
            raw.close()
            graft.close()
            results.append((depth, rawResult, graftResult))
        }
        return report(results, repeats: repeats, clock: clock, checksPass: checksPass)
    }

    static func report(
        _ results: [(depth: Int, raw: NavigationResult, graft: NavigationResult)], repeats: Int, clock: BenchClock,
        checksPass: Bool
    ) -> Int32 {
        print("NavigationStack push/pop vs raw GtkStack — GTK \(RawGtk.version), \(clock.rawValue) clock, median of \(repeats)")
        var table = Table(["depth", "side", "push", "push+layout", "pop", "pop+layout"], leftAligned: 2)
        for (depth, raw, graft) in results {
            for (name, result) in [("raw GTK", raw), ("Graft", graft)] {
                table.add([
                    "\(depth)", name, Format.duration(result.pushWork.median), Format.duration(result.pushTotal.median),
                    Format.duration(result.popWork.median), Format.duration(result.popTotal.median),
                ])
            }
            table.add([
                "", "Graft/raw", Format.ratio(graft.pushWork.median / raw.pushWork.median),
                Format.ratio(graft.pushTotal.median / raw.pushTotal.median),
                Format.ratio(graft.popWork.median / raw.popWork.median),
                Format.ratio(graft.popTotal.median / raw.popTotal.median),
            ])
        }
        print(table.render())
        guard let first = results.first, let last = results.last, results.count > 1 else { return checksPass ? 0 : 1 }
        let ratios = [
            ("push", last.graft.pushWork.median / first.graft.pushWork.median),
            ("push+layout", last.graft.pushTotal.median / first.graft.pushTotal.median),
            ("pop", last.graft.popWork.median / first.graft.popWork.median),
            ("pop+layout", last.graft.popTotal.median / first.graft.popTotal.median),
        ]
        let rawRatios = [
            last.raw.pushWork.median / first.raw.pushWork.median, last.raw.pushTotal.median / first.raw.pushTotal.median,
            last.raw.popWork.median / first.raw.popWork.median, last.raw.popTotal.median / first.raw.popTotal.median,
        ]
        var met = true
        for ((name, ratio), rawRatio) in zip(ratios, rawRatios) {
            let ok = ratio <= 1.3
            met = met && ok
            print(
                "Graft \(name) at depth \(last.depth) / depth \(first.depth): \(Format.ratio(ratio)) "
                    + "(target ≤ 1.30×: \(ok ? "met" : "MISSED"); raw GTK \(Format.ratio(rawRatio)))")
        }
        return met && checksPass ? 0 : 1
    }
}
