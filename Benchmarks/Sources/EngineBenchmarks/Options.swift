import BenchmarkSupport

/// Command-line options: `EngineBenchmarks [--sizes 100,1000,10000] [--repeat 15] [--clock cpu|wall]`.
struct Options {
    var sizes = [100, 1_000, 10_000]
    var repeats = 15
    var clock = BenchClock.cpu
    var verbose = false
    var scenarios: Set<Scenario> = Set(Scenario.allCases)
    /// Runs the cheap-layout cases of issue 16 instead of the word-wrapping ones of issue 3.
    var cheap = false
    /// How the cheap cases' Graft rows are observed.
    var models = CheapModels.observable
    var sizesGiven = false

    static let usage = """
        usage: EngineBenchmarks [--sizes 100,1000,10000] [--repeat 15] [--clock cpu|wall] [--cases a,b,c] [--verbose]
          --sizes    numbers of labels to measure
          --repeat   measured runs per case and side (medians are reported)
          --clock    cpu: main-thread CPU time (default); wall: elapsed time
          --cases    which cases to run: a (build + show), b (one label changes), c (all labels change)
          --verbose  print every sample
          --cheap    the cheap-layout cases instead (issue 16): single-line labels; text, colour, opacity
                     and visibility changes of one row and of every row; to the painted frame and work only
                     (default sizes 1000,10000)
          --models   with --cheap, how the Graft side's row models are observed: observable (@Observable,
                     the default) or published (ObservableObject with @Published, no Swift Observation)
        """

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "--sizes":
                guard let sizes = value?.split(separator: ",").compactMap({ Int($0) }), !sizes.isEmpty,
                    sizes.allSatisfy({ $0 > 0 })
                else { return nil }
                options.sizes = sizes
                options.sizesGiven = true
                index += 1
            case "--repeat":
                guard let count = value.flatMap({ Int($0) }), count > 0 else { return nil }
                options.repeats = count
                index += 1
            case "--clock":
                guard let clock = value.flatMap({ BenchClock(rawValue: $0) }) else { return nil }
                options.clock = clock
                index += 1
            case "--cases":
                let letters = value?.split(separator: ",").map(String.init) ?? []
                let chosen = letters.compactMap { letter in Scenario.allCases.first { $0.letter == letter } }
                guard !chosen.isEmpty, chosen.count == letters.count else { return nil }
                options.scenarios = Set(chosen)
                index += 1
            case "--verbose":
                options.verbose = true
            case "--cheap":
                options.cheap = true
            case "--models":
                guard let models = value.flatMap({ CheapModels(rawValue: $0) }) else { return nil }
                options.models = models
                index += 1
            default:
                return nil
            }
            index += 1
        }
        if options.cheap && !options.sizesGiven { options.sizes = [1_000, 10_000] }
        return options
    }
}
