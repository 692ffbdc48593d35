import BenchmarkSupport

/// Prints the result table, the one-change counts and the targets.
@MainActor
func report(_ results: Results, options: Options) -> Bool {
    let sizes = options.sizes
    var table = Table(
        ["case", "N", "raw GTK", "Graft", "ratio", "raw GTK", "Graft", "ratio"], leftAligned: 1)
    for scenario in Scenario.allCases {
        for size in sizes {
            let pair = results[size, scenario]
            table.add([
                scenario.title, "\(size)",
                Format.duration(pair.raw.work.median), Format.duration(pair.graft.work.median),
                Format.ratio(pair.workRatio),
                Format.duration(pair.raw.total.median), Format.duration(pair.graft.total.median),
                Format.ratio(pair.totalRatio),
            ])
        }
        if scenario != Scenario.allCases.last { table.addSeparator() }
    }
    let width = table.render().split(separator: "\n")[1].count
    let groups = "work only" + String(repeating: " ", count: 13) + "work + layout"
    print(String(repeating: " ", count: max(0, width - 22 - 13 - 24)) + groups)
    print(table.render())
    print(
        """

        work only: (a) making the widgets and presenting the window; (b)/(c) raw: gtk_label_set_text on one or
                   all labels; Graft: the state change(s) and the one update pass they cause.
        work + layout: until GTK's layout of the window's next frame has ended (the paint is not counted).
        """)

    if options.verbose {
        print("\nSamples (\(options.clock.rawValue), work + layout):")
        for size in sizes {
            for scenario in Scenario.allCases {
                let pair = results[size, scenario]
                let raw = pair.raw.total.values.map(Format.duration).joined(separator: " ")
                let graft = pair.graft.total.values.map(Format.duration).joined(separator: " ")
                print("  N=\(size) \(scenario.title)\n    raw:   \(raw)\n    Graft: \(graft)")
            }
        }
    }

    print("\nOne state change, run by the main loop (no explicit flush):")
    var counts = Table(["N", "change", "state writes", "update passes", "body evaluations", "expected"], leftAligned: 0)
    for count in results.counts {
        counts.add([
            "\(count.size)", count.change, "\(count.writes)", "\(count.passes)", "\(count.bodies)",
            count.isAsExpected ? "1 pass, \(count.expectedBodies) bodies: ok" : "1 pass, \(count.expectedBodies) bodies: NO",
        ])
    }
    print(counts.render())

    var met = results.counts.allSatisfy(\.isAsExpected) && results.problems.isEmpty
    guard let small = sizes.min(), let large = sizes.max() else { return met }
    print("\nTargets:")
    let builds = sizes.map { results[$0, .build].totalRatio }
    let buildMet = builds.allSatisfy { $0 <= 1.5 }
    print(
        "  (a) build + first layout ≤ 1.5× raw GTK at every N: "
            + builds.map(Format.ratio).joined(separator: ", ") + verdict(buildMet))
    let oneSmall = results[small, .one].graft.work.median
    let oneLarge = results[large, .one].graft.work.median
    let flat = oneLarge / oneSmall
    print(
        "  (b) one change is flat in N: Graft's update pass at N=\(large) is \(Format.duration(oneLarge)), "
            + "at N=\(small) \(Format.duration(oneSmall)): \(Format.ratio(flat)) (≤ 1.5×)" + verdict(flat <= 1.5))
    let all = results[large, .all]
    print(
        "  (c) all labels ≤ 2× the raw GTK loop at N=\(large): \(Format.ratio(all.workRatio)) work only, "
            + "\(Format.ratio(all.totalRatio)) with layout" + verdict(all.workRatio <= 2 && all.totalRatio <= 2))
    met = met && buildMet && flat <= 1.5 && all.workRatio <= 2 && all.totalRatio <= 2
    for problem in results.problems { print("  problem: \(problem)") }
    return met
}

private func verdict(_ met: Bool) -> String { met ? "  — met" : "  — MISSED" }
