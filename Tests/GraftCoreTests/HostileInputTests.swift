import GraftCore
import Testing

/// Rows that log their appearing and leaving, from a list of values that may repeat.
@MainActor
final class RowLog {
    var appeared = 0
    var disappeared = 0
}

@MainActor
struct DuplicateRows: View {
    let log: RowLog
    let sequence: [[Int]]
    @State var step = 0
    var body: some View {
        VStack {
            Button("next") { step += 1 }
            ForEach(sequence[step % sequence.count], id: \.self) { value in
                Text("v\(value)")
                    .onAppear { log.appeared += 1 }
                    .onDisappear { log.disappeared += 1 }
            }
        }
    }
}

/// Two views whose `onAppear`s flip each other's state: each change shows the other one anew.
@MainActor
struct PingPong: View {
    @State var showsPing = true
    var body: some View {
        VStack {
            if showsPing {
                Text("ping").onAppear { showsPing = false }
            } else {
                Text("pong").onAppear { showsPing = true }
            }
        }
    }
}

@Suite("Hostile input")
@MainActor
struct HostileInputTests {
    @Test("ForEach with duplicate ids keeps the first of each, dismantles every row it made, and warns once")
    func duplicateIDs() {
        let log = RowLog()
        let sequence = [[1, 1, 2], [1, 1, 2, 2, 3], [3, 3, 3], [2, 1, 2, 1], [], [4, 4]]
        let h = Harness(DuplicateRows(log: log, sequence: sequence))
        #expect(h.root.texts == ["next", "v1", "v2"])
        let expected = [["v1", "v2", "v3"], ["v3"], ["v2", "v1"], [], ["v4"], ["v1", "v2"]]
        for texts in expected {
            h.first("button").click()
            h.turn()
            #expect(h.root.texts == ["next"] + texts)
        }
        #expect(log.appeared > 0)
        #expect(log.appeared - log.disappeared == 2, "only the two rows shown are still there")
        h.graph.unmount()
        #expect(log.appeared == log.disappeared)
        #expect(h.backend.madeCount["text"] == h.backend.dismantledCount["text"])
        let warnings = h.graph.diagnostics.filter { $0.contains("duplicate") }
        #expect(warnings.count == 1, "\(h.graph.diagnostics)")
        #expect(warnings.first?.contains("ForEach") == true)
    }

    @Test("onAppears that flip each other's state stop after a bounded number of passes, with a diagnostic")
    func onAppearPingPong() {
        let h = Harness(PingPong())
        var turns = 0
        while h.backend.hasScheduledUpdates && turns < 10_000 {
            h.turn()
            turns += 1
        }
        #expect(!h.backend.hasScheduledUpdates, "the loop stopped")
        #expect(turns >= 1 && turns <= 200)
        let diagnostics = h.graph.diagnostics.filter { $0.contains("onAppear") }
        #expect(diagnostics.count == 1, "\(h.graph.diagnostics)")
        // The engine is still alive for later changes.
        let text = h.root.texts
        #expect(text == ["ping"] || text == ["pong"])
    }
}
