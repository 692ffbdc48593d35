import Foundation
import Graft
import GtkBridge
import Testing

/// Composite gestures (`.sequenced`, `.exclusively`, `.simultaneously`, `.map`) driven by the
/// display's pointer, as a user's mouse would.
@Suite("Gesture composition on GTK, driven by the display's pointer", .serialized)
@MainActor
struct GestureCompositionGtkTests {
    final class Log {
        var events: [String] = []
    }

    static func text(_ size: CGSize?) -> String {
        size.map { "\(Int($0.width.rounded())),\(Int($0.height.rounded()))" } ?? "nil"
    }

    /// The view in `host` carrying a GTK controller of `type`, and its centre.
    func target(_ host: HostingWindow, _ type: String) throws -> (x: Double, y: Double) {
        let widget = try #require(host.root.descendants.first { !$0.eventControllers(ofType: type).isEmpty })
        return try Pointer.centre(of: widget, in: host.window)
    }

    /// xdotool actions that press at `start`, move 20 then 40 points right (and 10 down), and keep
    /// the button down.
    func dragActions(from start: (x: Double, y: Double), holding seconds: String) -> [String] {
        let (x, y) = (Int(start.x.rounded()), Int(start.y.rounded()))
        return [
            "mousedown", "1", "sleep", seconds, "mousemove", "--window", "%1", "\(x + 20)", "\(y)", "sleep", "0.1",
            "mousemove", "--window", "%1", "\(x + 40)", "\(y + 10)", "sleep", "0.1",
        ]
    }

    @Test("A long press sequenced before a drag drags only after the press: .first, then .second with the drag")
    func sequenced() throws {
        struct Sequenced: View {
            let log: Log
            @GestureState private var offset = CGSize.zero
            var body: some View {
                VStack {
                    Text("offset \(GestureCompositionGtkTests.text(offset))")
                    Color.orange.frame(width: 120, height: 80)
                        .gesture(
                            LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 5))
                                .updating($offset) { value, state, _ in
                                    if case .second(true, let drag?) = value { state = drag.translation }
                                }
                                .onChanged { log.events.append(Self.describe($0)) }
                                .onEnded { log.events.append("ended " + Self.describe($0)) })
                }
            }
            static func describe(_ value: SequenceGesture<LongPressGesture, DragGesture>.Value) -> String {
                switch value {
                case .first(let pressed): "first \(pressed)"
                case .second(let pressed, let drag):
                    "second \(pressed) \(GestureCompositionGtkTests.text(drag?.translation))"
                }
            }
        }
        let log = Log()
        let host = try Pointer.show("compose-sequence") { Sequenced(log: log) }
        defer {
            host.close()
            Pointer.park()
        }
        let start = try target(host, "GtkGestureDrag")
        // A drag straight away fails the long press, and with it the sequence.
        Pointer.finish(
            try Pointer.run(
                window: "compose-sequence", at: start, dragActions(from: start, holding: "0.05") + ["mouseup", "1"]))
        // Held first, the press succeeds, then the drag moves the view.
        Pointer.finish(try Pointer.run(window: "compose-sequence", at: start, dragActions(from: start, holding: "1")))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("offset 40,10") },
            "\(host.root.labelTexts) \(log.events)")
        Pointer.finish(try Pointer.run(window: "compose-sequence", at: (start.x + 40, start.y + 10), ["mouseup", "1"]))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { log.events.last?.hasPrefix("ended") == true }, "\(log.events)")
        // GTK may report the release as one more change, at the same place.
        #expect(
            log.events.prefix(5) == [
                "first true", "first true", "second true nil", "second true 20,0", "second true 40,10",
            ], "\(log.events)")
        #expect(log.events.last == "ended second true 40,10")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("offset 0,0") }, "reset")
    }

    @Test("exclusively: a double tap wins over the single tap after it; one click is the single tap")
    func exclusiveTaps() throws {
        let log = Log()
        let host = try Pointer.show("compose-taps") {
            Color.blue.frame(width: 120, height: 80)
                .gesture(
                    TapGesture(count: 2).exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log.events.append("double")
                            case .second: log.events.append("single")
                            }
                        })
        }
        defer {
            host.close()
            Pointer.park()
        }
        let centre = try target(host, "GtkGestureClick")
        Pointer.finish(
            try Pointer.run(window: "compose-taps", at: centre, ["click", "--repeat", "2", "--delay", "60", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["double"] }, "\(log.events)")
        Pointer.finish(try Pointer.run(window: "compose-taps", at: centre, ["sleep", "1", "click", "1"]))
        // The single tap ends once the double tap can no longer happen (GTK's double-click time).
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.count >= 2 }, "\(log.events)")
        #expect(log.events == ["double", "single"])
    }

    @Test("exclusively: a long press wins over a tap when held; a short click is the tap")
    func exclusivePress() throws {
        let log = Log()
        let host = try Pointer.show("compose-press") {
            Color.green.frame(width: 120, height: 80)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).exclusively(before: TapGesture())
                        .onEnded { value in
                            switch value {
                            case .first(let pressed): log.events.append("long \(pressed)")
                            case .second: log.events.append("tap")
                            }
                        })
        }
        defer {
            host.close()
            Pointer.park()
        }
        let centre = try target(host, "GtkGestureLongPress")
        Pointer.finish(try Pointer.run(window: "compose-press", at: centre, ["click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events == ["tap"] }, "\(log.events)")
        Pointer.finish(
            try Pointer.run(
                window: "compose-press", at: centre, ["sleep", "1", "mousedown", "1", "sleep", "1.2", "mouseup", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.count >= 2 }, "\(log.events)")
        // The marker that the release was handled: a later click is a tap again.
        Pointer.finish(try Pointer.run(window: "compose-press", at: centre, ["sleep", "1", "click", "1"]))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.events.count >= 3 }, "\(log.events)")
        #expect(log.events == ["tap", "long true", "tap"])
    }

    @Test("simultaneously: a drag with a long press reports both values, and ends with the drag")
    func simultaneous() throws {
        let log = Log()
        let host = try Pointer.show("compose-both") {
            Color.purple.frame(width: 120, height: 80)
                .gesture(
                    DragGesture(minimumDistance: 5).simultaneously(with: LongPressGesture(minimumDuration: 0.5))
                        .map {
                            "\(GestureCompositionGtkTests.text($0.first?.translation)) \($0.second.map { "\($0)" } ?? "nil")"
                        }
                        .onChanged { log.events.append($0) }
                        .onEnded { log.events.append("ended " + $0) })
        }
        defer {
            host.close()
            Pointer.park()
        }
        let start = try target(host, "GtkGestureDrag")
        Pointer.finish(
            try Pointer.run(
                window: "compose-both", at: start, dragActions(from: start, holding: "1") + ["mouseup", "1"]))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { log.events.last?.hasPrefix("ended") == true }, "\(log.events)")
        #expect(log.events.prefix(3) == ["nil true", "20,0 true", "40,10 true"], "\(log.events)")
        #expect(log.events.last == "ended 40,10 true")
    }

    @Test("simultaneously: a pinch and a turn report both values (through the recognizers' signals)")
    func pinchAndTurn() throws {
        struct Both: View {
            @State var live = "none"
            @State var final = "none"
            var body: some View {
                Text("live \(live) final \(final)")
                    .gesture(
                        MagnifyGesture().simultaneously(with: RotateGesture())
                            .map { value in
                                let scale = value.first.map { String(format: "%.2f", $0.magnification) } ?? "nil"
                                return scale + "/"
                                    + (value.second.map { "\(Int($0.rotation.degrees.rounded()))" } ?? "nil")
                            }
                            .onChanged { live = $0 }
                            .onEnded { final = $0 })
            }
        }
        let host = try GtkTest.show { Both() }
        defer { host.close() }
        let controllers = host.root.descendants.flatMap { $0.eventControllers(ofType: "GtkGestureZoom") }
        let zoom = try #require(controllers.first)
        let rotate = try #require(
            host.root.descendants.lazy.flatMap { $0.eventControllers(ofType: "GtkGestureRotate") }.first)
        zoom.emit("scale-changed", arguments: [1.5])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["live 1.50/nil final none"] })
        rotate.emit("angle-changed", arguments: [0.5, Double.pi / 2])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["live 1.50/90 final none"] })
        zoom.emit("end", arguments: [0])
        rotate.emit("end", arguments: [0])
        #expect(
            MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["live 1.50/90 final 1.50/90"] },
            "\(host.root.labelTexts)")
    }
}
