import Foundation
import Graft
import GtkBridge
import Testing

@Suite("onHover and onContinuousHover on GTK, driven by the display's pointer", .serialized)
@MainActor
struct HoverGtkTests {
    final class Log {
        var hovers: [Bool] = []
        var phases: [HoverPhase] = []
    }

    /// A label that says whether the pointer is over it, as an app's hover highlight would.
    struct HoverLabel: View {
        let log: Log
        @State private var isHovered = false
        var body: some View {
            Text(isHovered ? "over" : "away")
                .frame(width: 100, height: 80)
                .onHover { hovering in
                    log.hovers.append(hovering)
                    isHovered = hovering
                }
        }
    }

    func show<Content: View>(_ title: String, @ViewBuilder _ content: () -> Content) throws -> HostingWindow {
        let host = try HostingWindow(title: title, width: 240, height: 120, colorScheme: .light, content: content)
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        return host
    }

    /// Moves the pointer to `point` in the window titled `title` and waits for xdotool.
    func move(_ title: String, to point: (x: Double, y: Double)) throws {
        let process = try Pointer.run(window: title, at: point, [])
        let finished = MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }
        #expect(finished, "xdotool finished")
        if !finished { process.terminate() }
    }

    /// The boxes carrying a motion controller, left to right.
    func hoverHosts(_ host: HostingWindow) -> [Gtk.Widget] {
        host.root.descendants
            .filter { $0.typeName == "GtkBox" && $0.eventControllers(ofType: "GtkEventControllerMotion").count == 1 }
            .sorted { ($0.frame(in: host.window)?.x ?? 0) < ($1.frame(in: host.window)?.x ?? 0) }
    }

    @Test("onHover gets true when the pointer enters, false when it leaves, and the view shows it")
    func enterAndLeave() throws {
        Pointer.park()
        let log = Log()
        let other = Log()
        let host = try show("hover-enter") {
            HStack(spacing: 0) {
                HoverLabel(log: log)
                HoverLabel(log: other)
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let hosts = hoverHosts(host)
        try #require(hosts.count == 2)
        #expect(host.window.labelTexts.filter { !$0.isEmpty } == ["away", "away"])

        try move("hover-enter", to: try Pointer.centre(of: hosts[0], in: host.window))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.window.labelTexts.filter { !$0.isEmpty } == ["over", "away"]
            })
        #expect(log.hovers == [true])

        // Onto the other view: the first one is left, the second entered.
        try move("hover-enter", to: try Pointer.centre(of: hosts[1], in: host.window))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.window.labelTexts.filter { !$0.isEmpty } == ["away", "over"]
            })
        #expect(log.hovers == [true, false])
        #expect(other.hovers == [true])

        // Moving within a hovered view reports nothing more; the move onto the first view is the marker.
        let centre = try Pointer.centre(of: hosts[1], in: host.window)
        try move("hover-enter", to: (centre.x + 10, centre.y + 5))
        try move("hover-enter", to: try Pointer.centre(of: hosts[0], in: host.window))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.window.labelTexts.filter { !$0.isEmpty } == ["over", "away"]
            })
        #expect(other.hovers == [true, false])
        #expect(log.hovers == [true, false, true])

        Pointer.park()
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.window.labelTexts.filter { !$0.isEmpty } == ["away", "away"]
            })
        #expect(log.hovers == [true, false, true, false])
    }

    /// Whether `phase` is active within a point of (x, y) (X moves the pointer to whole pixels).
    func near(_ phase: HoverPhase?, _ x: Double, _ y: Double) -> Bool {
        guard case .active(let point) = phase else { return false }
        return abs(point.x - x) <= 1 && abs(point.y - y) <= 1
    }

    @Test("onContinuousHover reports each position in the view's coordinates, then .ended")
    func continuous() throws {
        Pointer.park()
        let log = Log()
        let host = try show("hover-continuous") {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 80)
                Color.red.frame(width: 100, height: 80).onContinuousHover { log.phases.append($0) }
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let hosts = hoverHosts(host)
        try #require(hosts.count == 1)
        let frame = try #require(hosts[0].frame(in: host.window))

        try move("hover-continuous", to: (frame.x + 20, frame.y + 30))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { near(log.phases.last, 20, 30) }, "\(log.phases)")
        try move("hover-continuous", to: (frame.x + 70, frame.y + 10))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { near(log.phases.last, 70, 10) },
            "\(log.phases)")
        #expect(!log.phases.contains(.ended))

        // Onto the view beside it: the hovered view is left.
        try move("hover-continuous", to: (frame.x - 50, frame.y + 10))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.phases.last == .ended }, "\(log.phases)")
        #expect(log.phases.filter { $0 == .ended }.count == 1)
    }

    @Test("A disabled view's onHover does not run")
    func disabled() throws {
        Pointer.park()
        let log = Log()
        let enabled = Log()
        let host = try show("hover-disabled") {
            HStack(spacing: 0) {
                HoverLabel(log: log).disabled(true)
                HoverLabel(log: enabled)
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let hosts = hoverHosts(host)
        try #require(hosts.count == 2)
        try move("hover-disabled", to: try Pointer.centre(of: hosts[0], in: host.window))
        // The marker: the enabled view beside it sees the pointer arrive.
        try move("hover-disabled", to: try Pointer.centre(of: hosts[1], in: host.window))
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                enabled.hovers == [true] && host.window.labelTexts.filter { !$0.isEmpty } == ["away", "over"]
            })
        #expect(log.hovers.isEmpty)
    }
}
