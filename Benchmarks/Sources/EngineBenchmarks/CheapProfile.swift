import BenchmarkSupport
import Foundation
import Graft

/// `--cheap-profile CHANGE[,every] N ROUNDS`: only the Graft side, one change made ROUNDS times, so
/// that `perf record` of the process sees the update work and little else. Prints the mean per round.
@MainActor
func profileCheap(_ arguments: [String]) throws {
    guard arguments.count == 3, let size = Int(arguments[1]), let rounds = Int(arguments[2]), size > 1, rounds > 0
    else {
        print("usage: EngineBenchmarks --cheap-profile text|color|opacity|visibility[,every][,raw|,published] N ROUNDS")
        return
    }
    let parts = arguments[0].split(separator: ",")
    guard let change = CheapChange(rawValue: String(parts[0])) else {
        print("unknown change \(parts[0])")
        return
    }
    let everyRow = parts.contains("every")
    if parts.contains("published") { CheapModels.current = .published }
    if parts.contains("raw") {
        try profileRawCheap(change, size: size, rounds: rounds, everyRow: everyRow)
        return
    }
    let texts = (0..<size).map { "Row \($0): a single line of text that the column ellipsizes if it must" }
    let (side, _) = try GraftCheapSide.build(texts: texts, title: "bench-cheap-profile")
    defer { side.close() }
    let middle = size / 2
    let indices = everyRow ? 0..<size : middle..<(middle + 1)
    let clock = BenchClock.cpu
    var work = 0.0
    let paints = ProcessInfo.processInfo.environment["GRAFT_PROFILE_PAINT"] != nil
    for _ in 0..<rounds {
        if paints {
            work += side.apply(change, to: indices, warmUp: 0..<0).work(clock)
        } else {
            let start = Stamp.now()
            side.write(change, indices)
            work += start.nanoseconds(to: Stamp.now(), on: clock)
        }
    }
    print("\(arguments[0]) N=\(size): \(work / Double(rounds) / 1000) µs of work per round")
}

/// The raw side of `--cheap-profile … ,raw`: the same change, always to the painted frame, so a
/// profile of both sides' frames can be compared.
@MainActor
private func profileRawCheap(_ change: CheapChange, size: Int, rounds: Int, everyRow: Bool) throws {
    let texts = (0..<size).map { "Row \($0): a single line of text that the column ellipsizes if it must" }
    let (side, _) = RawCheapSide.build(texts: texts, title: "bench-cheap-profile-raw")
    defer { side.close() }
    let middle = size / 2
    let indices = everyRow ? 0..<size : middle..<(middle + 1)
    var work = 0.0
    for _ in 0..<rounds { work += side.apply(change, to: indices, warmUp: 0..<0).work(.cpu) }
    print("raw \(change) N=\(size): \(work / Double(rounds) / 1000) µs of work per round")
}
