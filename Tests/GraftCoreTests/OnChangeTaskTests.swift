import GraftCore
import Testing

@MainActor
struct OnChangeHost: View {
    let log: Log
    @State var url = "a"
    @State var other = 0
    var body: some View {
        VStack {
            Button("next") { url += "a" }
            Button("other") { other += 1 }
            Text("\(url) \(other)")
                .onChange(of: url) { old, new in log.lines.append("two \(old)->\(new)") }
                .onChange(of: url) { log.lines.append("zero") }
                .onChange(of: url, initial: true) { old, new in log.lines.append("initial \(old)->\(new)") }
                .onChange(of: url) { new in log.lines.append("one \(new)") }
        }
    }
}

@MainActor
struct TaskHost: View {
    let log: Log
    @State var shows = true
    @State var id = 1
    var body: some View {
        VStack {
            Button("toggle") { shows.toggle() }
            Button("id") { id += 1 }
            if shows {
                Text("task").task(id: id) { [id] in
                    log.lines.append("start \(id)")
                    do {
                        try await Task.sleep(for: .seconds(60))
                        log.lines.append("finished \(id)")
                    } catch {
                        log.lines.append("cancelled \(id)")
                    }
                }
            }
        }
    }
}

/// Lets main-actor jobs run until `condition` holds or two seconds pass.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(2))
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

@Suite("onChange and task")
@MainActor
struct OnChangeTaskTests {
    @Test("onChange runs every form once per change, with old and new values, and only when the value changed")
    func onChange() {
        let log = Log()
        let h = Harness(OnChangeHost(log: log))
        h.turn()
        #expect(log.lines == ["initial a->a"])
        log.lines.removeAll()
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[1].click()  // another state changes: the watched value does not
        h.turn()
        #expect(h.root.texts.last == "a 1")
        #expect(log.lines.isEmpty)
        buttons[0].click()
        h.turn()
        #expect(log.lines.sorted() == ["initial a->aa", "one aa", "two a->aa", "zero"])
    }

    @Test("An onChange action may change state; the change shows in the next pass")
    func onChangeWritesState() {
        struct Host: View {
            @State var value = 0
            @State var echoed = 0
            var body: some View {
                VStack {
                    Button("inc") { value += 1 }
                    Text("echo \(echoed)").onChange(of: value) { echoed = value * 10 }
                }
            }
        }
        let h = Harness(Host())
        h.first("button").click()
        h.turn()
        h.turn()
        #expect(h.root.texts == ["inc", "echo 10"])
        #expect(!h.backend.hasScheduledUpdates)
    }

    @Test("task starts on appear, restarts when its id changes and is cancelled on disappear")
    func task() async {
        let log = Log()
        let h = Harness(TaskHost(log: log))
        #expect(await eventually { log.lines == ["start 1"] })
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[1].click()
        h.turn()
        #expect(await eventually { log.lines.count == 3 })
        // The old run's cancellation and the new run's start may come in either order.
        #expect(log.lines.first == "start 1")
        #expect(Set(log.lines.dropFirst()) == ["cancelled 1", "start 2"])
        buttons[0].click()
        h.turn()
        #expect(await eventually { log.lines.count == 4 })
        #expect(log.lines.last == "cancelled 2")
    }

    @Test("A task that finishes is not restarted by unrelated updates")
    func taskRunsOnce() async {
        struct Host: View {
            let log: Log
            @State var count = 0
            var body: some View {
                VStack {
                    Button("inc") { count += 1 }
                    Text("\(count)").task { log.lines.append("ran") }
                }
            }
        }
        let log = Log()
        let h = Harness(Host(log: log))
        #expect(await eventually { log.lines == ["ran"] })
        h.first("button").click()
        h.turn()
        h.first("button").click()
        h.turn()
        #expect(h.root.texts.last == "2")
        await Task.yield()
        #expect(log.lines == ["ran"])
    }
}
