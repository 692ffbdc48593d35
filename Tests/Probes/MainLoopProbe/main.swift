import Dispatch
import GtkBridge

#if canImport(Glibc)
    import Glibc
#endif

// Checks, in a real app process (main thread, top-level code), that MainLoop.run() drains Swift's
// main queue: a main-actor Task with Task.sleep, DispatchQueue.main.async, and an idle loop that
// does not spin. Prints one line per step and "ok"; exits non-zero on failure. Used by the tests.

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

do {
    try GtkRuntime.initialize()
} catch {
    GtkRuntime.exitWithError(error)
}

// Watchdog on a background queue: a hang fails the probe instead of blocking the test.
DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
    print("timeout: the main loop did not finish within 10 s")
    exit(2)
}

print("main-queue source attached: \(MainLoop.drainsMainQueue)")
var steps: [String] = []
var idleCPU = 0.0
let counter = FinalizationCounter()

Task { @MainActor in
    steps.append("task started")
    try await Task.sleep(for: .milliseconds(30))
    steps.append("task slept")
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async {
            steps.append("DispatchQueue.main.async ran")
            continuation.resume()
        }
    }
    do {
        let label = try GObjectRef(typeName: "GtkLabel")
        counter.track(label)
    }
    steps.append("finalized on drop: \(counter.finalized)")
    let before = cpuSeconds()
    try await Task.sleep(for: .milliseconds(500))
    idleCPU = cpuSeconds() - before
    MainLoop.quit()
}
MainLoop.run()

for step in steps { print(step) }
print("idle CPU for 500 ms: \(Int(idleCPU * 1000)) ms")
let expected = ["task started", "task slept", "DispatchQueue.main.async ran", "finalized on drop: 1"]
guard steps == expected, MainLoop.drainsMainQueue else {
    print("failed: expected \(expected)")
    exit(1)
}
guard idleCPU < 0.2 else {
    print("failed: the idle main loop is spinning")
    exit(1)
}
print("ok")
