import Graft
import GtkBridge
import RepresentableExamples
import Testing

/// Records what Graft calls on a representable.
@MainActor
final class Calls {
    var makes = 0
    var updates = 0
    var coordinators = 0
    var dismantles = 0
    var clicks = 0
    var staleParents = 0
    var lastValue: Int?
    var lastScheme: ColorScheme?
    var lastAnimated = false
    var widgets: [Gtk.Widget] = []
}

/// A button representable whose coordinator receives its clicks.
struct ProbeButton: GtkWidgetRepresentable {
    let value: Int
    let calls: Calls

    final class Coordinator: RepresentableCoordinator {
        var parent: ProbeButton
        var token: SignalToken?
        init(parent: ProbeButton) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator {
        calls.coordinators += 1
        return Coordinator(parent: self)
    }

    func makeGtkWidget(context: Context) -> Gtk.Button {
        calls.makes += 1
        let button = Gtk.Button(label: "probe")
        let calls = self.calls
        context.coordinator.token = button.onClicked { calls.clicks += 1 }
        calls.widgets.append(button)
        return button
    }

    func updateGtkWidget(_ button: Gtk.Button, context: Context) {
        calls.updates += 1
        if context.coordinator.parent.value != value { calls.staleParents += 1 }
        calls.lastValue = value
        calls.lastScheme = context.environment.colorScheme
        calls.lastAnimated = context.transaction.animation != nil
        button.label = "probe \(value)"
    }

    static func dismantleGtkWidget(_ button: Gtk.Button, coordinator: Coordinator) {
        coordinator.parent.calls.dismantles += 1
        coordinator.token?.cancel()
    }
}

struct ProbeHost: View {
    let calls: Calls
    @State var value = 1
    @State var unrelated = 0
    @State var shows = true
    var body: some View {
        VStack {
            Text("unrelated \(unrelated)")
            Button("unrelated") { unrelated += 1 }
            Button("value") { value += 1 }
            Button("animated") { withAnimation(.easeOut(duration: 0.3)) { value += 1 } }
            Button("toggle") { shows.toggle() }
            if shows { ProbeButton(value: value, calls: calls) }
        }
    }
}

@Suite("Representables", .serialized)
@MainActor
struct RepresentableTests {
    func click(_ host: HostingWindow, _ title: String) {
        let button = host.root.all("GtkButton").first { $0.labelTexts == [title] }
        button?.emit("clicked")
        GtkTest.settle()
    }

    @Test("make runs once per identity; update follows make and input changes, not unrelated state")
    func makeAndUpdate() throws {
        let calls = Calls()
        let host = try GtkTest.show { ProbeHost(calls: calls) }
        defer { host.close() }
        #expect(calls.makes == 1 && calls.coordinators == 1 && calls.updates == 1)
        for _ in 0..<5 { click(host, "unrelated") }
        #expect(host.root.labelTexts.first == "unrelated 5")
        #expect(calls.updates == 1, "unrelated state changes never update the representable")
        click(host, "value")
        click(host, "value")
        #expect(calls.updates == 3)
        #expect(calls.lastValue == 3)
        #expect(calls.makes == 1 && calls.coordinators == 1)
        #expect(calls.staleParents == 0, "the coordinator saw the newest view value before each update")
        #expect(host.root.all("GtkButton").contains { $0.property("label", as: String.self) == "probe 3" })
    }

    @Test("update sees the environment and the transaction of the change")
    func environmentAndTransaction() throws {
        let calls = Calls()
        let host = try GtkTest.show(colorScheme: .light) { ProbeHost(calls: calls) }
        defer { host.close() }
        #expect(calls.lastScheme == .light)
        host.setColorScheme(.dark)
        #expect(calls.lastScheme == .dark)
        #expect(calls.updates == 2)
        click(host, "animated")
        #expect(calls.lastAnimated)
        click(host, "value")
        #expect(!calls.lastAnimated)
    }

    @Test("dismantle runs once when the view leaves, and no handler reaches Swift after it")
    func dismantleOnRemoval() throws {
        let calls = Calls()
        let host = try GtkTest.show { ProbeHost(calls: calls) }
        defer { host.close() }
        let widget = calls.widgets[0]
        widget.emit("clicked")
        #expect(calls.clicks == 1)
        click(host, "toggle")
        #expect(calls.dismantles == 1)
        widget.emit("clicked")
        #expect(calls.clicks == 1, "the handler was disconnected at dismantle")
        click(host, "toggle")
        #expect(calls.makes == 2 && calls.coordinators == 2, "a new identity makes a new widget and coordinator")
        host.close()
        #expect(calls.dismantles == 2, "closing the window dismantles the second one, once")
    }

    @Test("1,000 mount/unmount cycles leave no live widget and no connected handler")
    func mountUnmountCycles() throws {
        let calls = Calls()
        let counter = FinalizationCounter()
        let boxesBefore = SignalToken.liveClosureBoxes
        do {
            let host = try GtkTest.show { ProbeHost(calls: calls) }
            let toggle = host.root.all("GtkButton").first { $0.labelTexts == ["toggle"] }!
            for _ in 0..<1_000 {
                toggle.emit("clicked")
                host.flush()
                for widget in calls.widgets { counter.track(widget) }
                calls.widgets.removeAll()
            }
            host.close()
        }
        GtkTest.settle()
        #expect(calls.makes == 501)
        #expect(calls.dismantles == 501)
        #expect(counter.trackedCount == 501)
        #expect(counter.finalized == 501, "every made widget was finalized")
        #expect(SignalToken.liveClosureBoxes <= boxesBefore, "no closure box left: \(SignalToken.liveClosureBoxes)")
        print(
            "Representables: 1,000 cycles — \(counter.finalized)/\(counter.trackedCount) widgets finalized, live closure boxes \(boxesBefore) → \(SignalToken.liveClosureBoxes)"
        )
    }
}
