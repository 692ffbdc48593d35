import GraftCore
import GraftTestBackend
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
        // The engine's runaway limit: 100 update passes in a row started by onAppear actions.
        #expect(turns == 100, "\(turns) turns")
        let diagnostics = h.graph.diagnostics.filter { $0.contains("onAppear") }
        #expect(diagnostics.count == 1, "\(h.graph.diagnostics)")
        // The engine is still alive for later changes.
        let text = h.root.texts
        #expect(text == ["ping"] || text == ["pong"])
    }
}

/// Presentation state kept outside the views, so a test can read it after the window is gone.
@MainActor
final class SheetState {
    var outer = false
    var inner = false
    var dismissed: [String] = []
}

@MainActor
struct NestedSheets: View {
    let state: SheetState
    @State var tick = 0
    var body: some View {
        // Bindings to the state object that also bump `tick`, so that writing them updates the views.
        let outerBinding = Binding(
            get: { state.outer },
            set: {
                state.outer = $0; tick += 1
            })
        let innerBinding = Binding(
            get: { state.inner },
            set: {
                state.inner = $0; tick += 1
            })
        return Button("outer \(tick)") {
            state.outer = true
            tick += 1
        }
        .sheet(isPresented: outerBinding, onDismiss: { state.dismissed.append("outer") }) {
            Button("inner") {
                state.inner = true
                tick += 1
            }
            .sheet(isPresented: innerBinding, onDismiss: { state.dismissed.append("inner") }) {
                Text("innermost")
            }
        }
    }
}

@Suite("Sheets when their presenter goes")
@MainActor
struct SheetTeardownTests {
    /// Opens both sheets.
    func openBoth(_ h: Harness) {
        h.first("button").click()
        h.turn()
        h.backend.presentations.last!.first("button")!.click()
        h.turn()
    }

    @Test("Closing the presenting window runs onDismiss and turns the bindings false, innermost sheet first")
    func windowCloses() {
        let state = SheetState()
        let h = Harness(NestedSheets(state: state))
        openBoth(h)
        #expect(h.backend.presentations.filter { !$0.isDismantled }.count == 2)
        #expect(state.inner && state.outer)
        h.graph.unmount()
        #expect(!state.outer && !state.inner)
        #expect(state.dismissed.sorted() == ["inner", "outer"])
    }

    @Test("Dismissing a parent sheet dismisses the sheet it presents, with its onDismiss and binding")
    func parentSheetDismissed() {
        let state = SheetState()
        let h = Harness(NestedSheets(state: state))
        openBoth(h)
        h.backend.presentations[0].click()  // the user closes the outer sheet's window
        h.turn()
        #expect(!state.outer)
        #expect(!state.inner, "the inner sheet's binding turned false")
        #expect(state.dismissed.sorted() == ["inner", "outer"])
        #expect(state.dismissed.count == 2, "each onDismiss ran once")
    }
}
