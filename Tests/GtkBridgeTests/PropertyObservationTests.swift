import GraftTestSupport
import GtkBridge
import Testing

@Suite("Property observation")
@MainActor
struct PropertyObservationTests {
    @Test("observeDouble reports a GtkProgressBar's fraction, and stops when cancelled")
    func progressBarFraction() throws {
        try TestDisplay.ensure()
        let bar = try GObjectRef(typeName: "GtkProgressBar")
        var seen: [Double] = []
        let token = bar.observeDouble("fraction") { seen.append($0) }
        try bar.setProperty("fraction", 0.25)
        try bar.setProperty("fraction", 0.5)
        #expect(seen == [0.25, 0.5])
        token.cancel()
        try bar.setProperty("fraction", 0.75)
        #expect(seen == [0.25, 0.5])
    }

    @Test("observe, observeBool and observeString report changes")
    func otherKinds() throws {
        try TestDisplay.ensure()
        let label = try GObjectRef(typeName: "GtkLabel")
        var changes = 0
        var texts: [String?] = []
        var selectable: [Bool] = []
        let tokens = [
            label.observe("label") { changes += 1 },
            label.observeString("label") { texts.append($0) },
            label.observeBool("selectable") { selectable.append($0) },
        ]
        try label.setProperty("label", "one")
        try label.setProperty("selectable", true)
        #expect(changes == 1)
        #expect(texts == ["one"])
        #expect(selectable == [true])
        tokens.forEach { $0.cancel() }
    }

    @Test("The handler does not keep the observed object alive")
    func noRetainCycle() throws {
        try TestDisplay.ensure()
        let counter = FinalizationCounter()
        var bar: GObjectRef? = try GObjectRef(typeName: "GtkProgressBar")
        counter.track(bar!)
        let token = bar!.observeDouble("fraction") { _ in }
        bar = nil
        #expect(counter.finalized == 1)
        #expect(!token.isConnected)
    }

    @Test("values(of:as:) yields the current value, then each change, and ends when the object dies")
    func asyncStream() async throws {
        try TestDisplay.ensure()
        var bar: GObjectRef? = try GObjectRef(typeName: "GtkProgressBar")
        let stream = bar!.values(of: "fraction", as: Double.self)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 0.0)
        try bar!.setProperty("fraction", 0.5)
        #expect(await iterator.next() == 0.5)
        try bar!.setProperty("fraction", 0.8)
        #expect(await iterator.next() == 0.8)
        bar = nil
        #expect(await iterator.next() == nil)
    }

    @Test("Cancelling the iterating task disconnects the observation")
    func asyncStreamCancellation() async throws {
        try TestDisplay.ensure()
        let bar = try GObjectRef(typeName: "GtkProgressBar")
        let stream = bar.values(of: "fraction", as: Double.self)
        #expect(bar.hasHandlers(for: "notify::fraction"))
        let received = Box(0)
        let consumer = Task { @MainActor in
            for await _ in stream { received.value += 1 }
        }
        // Cancel while the consumer is iterating: wait until it has received a value (no fixed sleep).
        try bar.setProperty("fraction", 0.5)
        #expect(await MainLoop.run(until: { received.value >= 1 }, timeout: .seconds(5)))
        consumer.cancel()
        await consumer.value
        // (Not the global box count: other tests run concurrently while this one is suspended.)
        let disconnected = await MainLoop.run(
            until: { !bar.hasHandlers(for: "notify::fraction") }, timeout: .seconds(5))
        #expect(disconnected)
    }
}
