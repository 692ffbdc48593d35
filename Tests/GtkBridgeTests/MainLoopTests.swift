import Dispatch
import GraftTestSupport
import GtkBridge
import Testing

@Suite("Main loop")
struct MainLoopTests {
    /// The real app set-up: MainLoop.run() on the process's main thread, from top-level code.
    @Test("In an app, MainLoop.run() drains Swift's main queue (Task, Task.sleep, DispatchQueue.main) without spinning")
    func appProcess() async throws {
        let result = try await Subprocess.runProduct("MainLoopProbe", timeout: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stdout.contains("task slept"))
        #expect(result.stdout.contains("DispatchQueue.main.async ran"))
        #expect(result.stdout.hasSuffix("ok\n"))
        print("MainLoopProbe:\n\(result.stdout)")
    }

    @Test("await MainLoop.run(until:) lets main-actor tasks and DispatchQueue.main run between GLib events")
    @MainActor
    func asyncPump() async throws {
        try TestDisplay.ensure()
        let steps = Box<[String]>([])
        let bar = try GObjectRef(typeName: "GtkProgressBar")
        let token = bar.observeDouble("fraction") { steps.value.append("notify \($0)") }
        Task { @MainActor in
            steps.value.append("task started")
            try await Task.sleep(for: .milliseconds(20))
            try bar.setProperty("fraction", 0.5)
            steps.value.append("task slept")
        }
        DispatchQueue.main.async { steps.value.append("dispatch ran") }
        let done = await MainLoop.run(until: { steps.value.contains("task slept") }, timeout: .seconds(5))
        #expect(done)
        #expect(steps.value.contains("dispatch ran"))
        #expect(steps.value.firstIndex(of: "notify 0.5")! < steps.value.firstIndex(of: "task slept")!)
        token.cancel()
    }

    @Test("runUntil returns false on timeout, true once the condition holds")
    @MainActor
    func runUntil() throws {
        try TestDisplay.ensure()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(!MainLoop.runUntil(timeout: .milliseconds(50)) { false })
        #expect(clock.now - start >= .milliseconds(50))
        let deadline = clock.now.advanced(by: .milliseconds(30))
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { clock.now >= deadline })
    }
}
