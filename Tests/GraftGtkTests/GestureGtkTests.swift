import Foundation
import Graft
import GtkBridge
import Testing

/// Drives the test display's pointer with xdotool (XTest), as a user's mouse would.
@MainActor
enum Pointer {
    /// Runs `xdotool search --name TITLE mousemove --window %1 X Y` followed by `actions`, and
    /// returns the running process (it ends on its own; tests wait for it on the main loop, so GTK
    /// handles the events meanwhile). No `--sync` on the move: it would wait forever when the
    /// pointer is already there.
    static func run(window title: String, at point: (x: Double, y: Double), _ actions: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments =
            [
                "search", "--sync", "--name", "^\(title)$", "mousemove", "--window", "%1",
                String(Int(point.x.rounded())), String(Int(point.y.rounded())),
            ] + actions
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.standardError
        try process.run()
        return process
    }

    /// Moves the pointer to the far corner of the screen, away from where test windows open: a
    /// pointer resting over a new window gives it a tooltip window (with an empty label) that
    /// later tests would find.
    static func park() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = ["mousemove", "4000", "4000"]
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }, "xdotool parked the pointer")
    }

    /// The centre of `widget` in the coordinates of `window`.
    static func centre(of widget: Gtk.Widget, in window: Gtk.Window) throws -> (x: Double, y: Double) {
        let frame = try #require(widget.frame(in: window))
        return (frame.x + frame.width / 2, frame.y + frame.height / 2)
    }

    /// A 240×160 window titled `title` showing `content`, mapped and settled.
    static func show<Content: View>(_ title: String, @ViewBuilder _ content: () -> Content) throws -> HostingWindow {
        let host = try HostingWindow(title: title, width: 240, height: 160, colorScheme: .light, content: content)
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        return host
    }

    /// Waits for an xdotool run to finish (GTK handles its events meanwhile) and expects success.
    static func finish(_ process: Process) {
        let finished = MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }
        #expect(finished, "xdotool finished")
        guard finished else {
            process.terminate()
            return
        }
        #expect(process.terminationStatus == 0)
    }
}

@Suite("Gestures on GTK, driven by the display's pointer", .serialized)
@MainActor
struct GestureGtkTests {
    final class Log {
        var events: [String] = []
    }

    @Test("onTapGesture runs on a click, with the count of clicks it asks for")
    func taps() throws {
        let log = Log()
        let host = try Pointer.show("gesture-tap") {
            HStack(spacing: 0) {
                Color.red.frame(width: 80, height: 60).onTapGesture { log.events.append("single") }
                Color.blue.frame(width: 80, height: 60).onTapGesture(count: 2) { log.events.append("double") }
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let single = try #require(
            host.root.descendants.first { w in
                w.typeName == "GtkBox" && w.eventControllers(ofType: "GtkGestureClick").count == 1
                    && (w.frame(in: host.window)?.x ?? .infinity) < 100
            })
        let double = try #require(
            host.root.descendants.first { w in
                w.typeName == "GtkBox" && w.eventControllers(ofType: "GtkGestureClick").count == 1
                    && (w.frame(in: host.window)?.x ?? -1) >= 100
            })
        Pointer.finish(
            try Pointer.run(window: "gesture-tap", at: try Pointer.centre(of: single, in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["single"] }, "\(log.events)")

        // One click on the double-tap view is not enough; two in a row are.
        Pointer.finish(
            try Pointer.run(window: "gesture-tap", at: try Pointer.centre(of: double, in: host.window), ["click", "1"]))
        // The marker that the click was handled: a later click on the single-tap view arrives.
        Pointer.finish(
            try Pointer.run(window: "gesture-tap", at: try Pointer.centre(of: single, in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.count >= 2 }, "\(log.events)")
        #expect(log.events == ["single", "single"])
        Pointer.finish(
            try Pointer.run(
                window: "gesture-tap", at: try Pointer.centre(of: double, in: host.window),
                ["sleep", "1", "click", "--repeat", "2", "--delay", "60", "1"]))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["single", "single", "double"] }, "\(log.events)")
    }

    @Test("highPriorityGesture and simultaneousGesture recognise their gestures as gesture does")
    func priorities() throws {
        let log = Log()
        let host = try Pointer.show("gesture-priority") {
            HStack(spacing: 0) {
                Color.red.frame(width: 80, height: 60)
                    .highPriorityGesture(TapGesture().onEnded { log.events.append("high") })
                Color.blue.frame(width: 80, height: 60)
                    .simultaneousGesture(TapGesture().onEnded { log.events.append("simultaneous") })
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let tapped = host.root.descendants.filter {
            $0.typeName == "GtkBox" && $0.eventControllers(ofType: "GtkGestureClick").count == 1
        }
        let high = try #require(tapped.first { ($0.frame(in: host.window)?.x ?? .infinity) < 100 })
        let simultaneous = try #require(tapped.first { ($0.frame(in: host.window)?.x ?? -1) >= 100 })
        Pointer.finish(
            try Pointer.run(
                window: "gesture-priority", at: try Pointer.centre(of: high, in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["high"] }, "\(log.events)")
        Pointer.finish(
            try Pointer.run(
                window: "gesture-priority", at: try Pointer.centre(of: simultaneous, in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["high", "simultaneous"] }, "\(log.events)")
    }

    @Test("onLongPressGesture fires after the press is held, with pressing changes around it")
    func longPress() throws {
        let log = Log()
        let host = try Pointer.show("gesture-long") {
            Color.green.frame(width: 120, height: 80)
                .onLongPressGesture(minimumDuration: 0.5) {
                    log.events.append("long")
                } onPressingChanged: {
                    log.events.append("pressing \($0)")
                }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let target = try #require(
            host.root.descendants.first { !$0.eventControllers(ofType: "GtkGestureLongPress").isEmpty })
        // A short click is not a long press.
        Pointer.finish(
            try Pointer.run(
                window: "gesture-long", at: try Pointer.centre(of: target, in: host.window), ["click", "1"]))
        // The marker: the press ended (its release reported) before the long-press duration.
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "pressing false" }, "\(log.events)")
        #expect(!log.events.contains("long"))
        log.events.removeAll()
        Pointer.finish(
            try Pointer.run(
                window: "gesture-long", at: try Pointer.centre(of: target, in: host.window),
                ["mousedown", "1", "sleep", "1.2", "mouseup", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "pressing false" }, "\(log.events)")
        #expect(log.events == ["pressing true", "long", "pressing false"])
    }

    @Test("DragGesture reports its translation and resets @GestureState when it ends")
    func drag() throws {
        struct Draggable: View {
            let log: Log
            @GestureState private var offset = CGSize.zero
            var body: some View {
                VStack {
                    Text("offset \(Int(offset.width.rounded())),\(Int(offset.height.rounded()))")
                    Color.orange.frame(width: 120, height: 80)
                        .gesture(
                            DragGesture(minimumDistance: 5)
                                .updating($offset) { value, state, _ in state = value.translation }
                                .onChanged { log.events.append("changed \(Int($0.translation.width.rounded()))") }
                                .onEnded { value in
                                    log.events.append(
                                        "ended \(Int(value.translation.width.rounded())),\(Int(value.translation.height.rounded()))"
                                    )
                                })
                }
            }
        }
        let log = Log()
        let host = try Pointer.show("gesture-drag") { Draggable(log: log) }
        defer {
            host.close()
            Pointer.park()
        }
        let target = try #require(
            host.root.descendants.first { !$0.eventControllers(ofType: "GtkGestureDrag").isEmpty })
        let start = try Pointer.centre(of: target, in: host.window)
        let (x, y) = (Int(start.x.rounded()), Int(start.y.rounded()))
        let process = try Pointer.run(
            window: "gesture-drag", at: start,
            [
                "mousedown", "1", "sleep", "0.1", "mousemove", "--window", "%1", "\(x + 20)", "\(y)", "sleep", "0.1",
                "mousemove", "--window", "%1", "\(x + 40)", "\(y + 10)",
            ])
        Pointer.finish(process)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("offset 40,10") },
            "\(host.root.labelTexts)")
        #expect(log.events.first == "changed 20", "\(log.events)")
        Pointer.finish(try Pointer.run(window: "gesture-drag", at: (Double(x + 40), Double(y + 10)), ["mouseup", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.last == "ended 40,10" }, "\(log.events)")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("offset 0,0") }, "reset")
    }

    @Test("A disabled view ignores its gestures; the recognizers leave with the view")
    func disabledAndRemoved() throws {
        struct Host: View {
            let log: Log
            @State var shows = true
            @State var enabled = false
            var body: some View {
                VStack {
                    Button("toggle") { shows.toggle() }
                    Button("enable") { enabled = true }
                    if shows {
                        Color.red.frame(width: 80, height: 60).onTapGesture { log.events.append("tap") }
                            .disabled(!enabled)
                    }
                }
            }
        }
        let log = Log()
        let host = try Pointer.show("gesture-disabled") { Host(log: log) }
        defer {
            host.close()
            Pointer.park()
        }
        let target = try #require(
            host.root.descendants.first {
                !$0.eventControllers(ofType: "GtkGestureClick").isEmpty && $0.typeName == "GtkBox"
            })
        Pointer.finish(
            try Pointer.run(
                window: "gesture-disabled", at: try Pointer.centre(of: target, in: host.window), ["click", "1"]))
        // The marker that the click was handled: a later click on "enable" arrives and enables it.
        let buttons = host.root.all("GtkButton")
        Pointer.finish(
            try Pointer.run(
                window: "gesture-disabled", at: try Pointer.centre(of: buttons[1], in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { target.isEffectivelySensitive })
        #expect(log.events.isEmpty, "disabled")
        GtkTest.settle()
        Pointer.finish(
            try Pointer.run(
                window: "gesture-disabled", at: try Pointer.centre(of: target, in: host.window), ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["tap"] })
        buttons[0].emit("clicked")
        GtkTest.settle()
        #expect(target.eventControllers(ofType: "GtkGestureClick").isEmpty, "removed with the view")
    }
}
