import GraftTestSupport
import GtkBridge
import Testing

@Suite("Signal connections")
@MainActor
struct SignalTests {
    @Test("A handler runs on emission and never after its token is cancelled")
    func cancelStopsHandler() throws {
        try TestDisplay.ensure()
        let button = try GObjectRef(typeName: "GtkButton")
        var calls = 0
        let token = button.connect("clicked") { calls += 1 }
        #expect(token.isConnected)
        #expect(token.handlerID != 0)
        button.emit("clicked")
        #expect(calls == 1)
        token.cancel()
        #expect(!token.isConnected)
        button.emit("clicked")
        #expect(calls == 1)
        token.cancel()  // idempotent
    }

    @Test("A handler never runs after its token is dropped")
    func dropStopsHandler() throws {
        try TestDisplay.ensure()
        let button = try GObjectRef(typeName: "GtkButton")
        var calls = 0
        var token: SignalToken? = button.connect("clicked") { calls += 1 }
        withExtendedLifetime(token) { button.emit("clicked") }
        #expect(calls == 1, "the handler runs while its token lives")
        token = nil
        button.emit("clicked")
        #expect(calls == 1)
    }

    @Test("No growth of live closure boxes over 10,000 connect/disconnect cycles")
    func noBoxGrowth() throws {
        try TestDisplay.ensure()
        let button = try GObjectRef(typeName: "GtkButton")
        let before = SignalToken.liveClosureBoxes
        var calls = 0
        let clock = ContinuousClock()
        let start = clock.now
        for cycle in 0..<10_000 {
            let token = button.connect("clicked") { calls += 1 }
            if cycle.isMultiple(of: 2) { token.cancel() }  // the odd ones end by being dropped
        }
        let after = SignalToken.liveClosureBoxes
        let elapsed = clock.now - start
        button.emit("clicked")
        #expect(calls == 0)
        #expect(after == before)
        print("SignalTests: live closure boxes before \(before), after 10,000 cycles \(after) (\(elapsed))")
    }

    @Test("Dropping a token after its object died does not crash, and the box is released")
    func tokenOutlivesObject() throws {
        try TestDisplay.ensure()
        let before = SignalToken.liveClosureBoxes
        let counter = FinalizationCounter()
        var button: GObjectRef? = try GObjectRef(typeName: "GtkButton")
        counter.track(button!)
        var token: SignalToken? = button!.connect("clicked") {}
        #expect(SignalToken.liveClosureBoxes == before + 1)
        button = nil  // the token does not keep the object alive
        #expect(counter.finalized == 1)
        #expect(token?.isConnected == false)
        #expect(SignalToken.liveClosureBoxes == before)
        token?.cancel()
        token = nil
        #expect(SignalToken.liveClosureBoxes == before)
    }

    @Test("connectReturningBool returns the handler's result to GTK (close-request)")
    func booleanReturn() throws {
        try TestDisplay.ensure()
        let window = try GObjectRef(typeName: "GtkWindow")
        let allowClose = Box(false)
        let token = window.connectReturningBool("close-request") { !allowClose.value }
        #expect(window.emitReturningBool("close-request") == true)
        allowClose.value = true
        #expect(window.emitReturningBool("close-request") == false)
        token.cancel()
    }

    @Test("Handlers with arguments receive them as Swift values")
    func arguments() throws {
        try TestDisplay.ensure()
        let label = try GObjectRef(typeName: "GtkLabel")
        var received: SignalArguments?
        let token = label.connect("notify::label", withArguments: { received = $0 })
        try label.setProperty("label", "x")
        #expect(received?.values == [.other(typeName: "GParam")])  // the GParamSpec of "label"
        token.cancel()
    }
}
