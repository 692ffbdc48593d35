// UIKit's `UIView.animate` counterpart, on Graft's one frame-clock animator.
import Foundation
import Graft
import Testing

@Suite("Widget.animate", .serialized)
@MainActor
struct WidgetAnimateTests {
    init() throws { try GtkRuntime.initialize() }

    /// A shown window holding `widget`.
    func show(_ widget: Gtk.Widget) -> Gtk.Window {
        let window = Gtk.Window(title: "animate")
        window.setDefaultSize(width: 200, height: 100)
        window.child = widget
        window.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { widget.isMapped })
        return window
    }

    @Test("Opacity moves through intermediate values on the frame clock, then completes with true")
    func fade() {
        let bar = Gtk.ProgressBar()
        let window = show(bar)
        defer { window.destroy() }
        // A frame lands inside the animation unless the machine stalls the process for its whole
        // length; a bounded number of runs makes that a question of seeing one such frame.
        var sawIntermediate = false
        for _ in 0..<3 where !sawIntermediate {
            bar.opacity = 1
            var seen: [Double] = []
            let sampler = bar.addTickCallback { _ in
                seen.append(bar.opacity)
                return true
            }
            var finished: Bool?
            let start = ContinuousClock.now
            Gtk.Widget.animate(withDuration: 0.3, animations: { bar.opacity = 0 }, completion: { finished = $0 })
            #expect(bar.opacity == 1)  // recorded, not applied at once
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { finished != nil })
            let elapsed = ContinuousClock.now - start
            sampler.cancel()
            #expect(finished == true)
            #expect(bar.opacity == 0)
            #expect(elapsed >= .milliseconds(250) && elapsed < .seconds(3))
            // Never back up: each frame's opacity is at most the one before.
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 >= $1 }, "\(seen)")
            sawIntermediate = seen.contains { $0 > 0.05 && $0 < 0.95 }
        }
        #expect(sawIntermediate)
    }

    @Test("A newer animation of the same widget replaces a running one, which completes with false")
    func replaced() {
        let label = Gtk.Label("fade")
        let window = show(label)
        defer { window.destroy() }
        var results: [String] = []
        Gtk.Widget.animate(
            withDuration: 2, animations: { label.opacity = 0 }, completion: { results.append("first \($0)") })
        Gtk.Widget.animate(
            withDuration: 0.1, animations: { label.opacity = 0.5 }, completion: { results.append("second \($0)") })
        #expect(results == ["first false"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { results.count == 2 })
        #expect(results == ["first false", "second true"])
        #expect(abs(label.opacity - 0.5) < 0.01)
    }

    @Test("An unmapped widget, a zero duration and an empty block complete at once")
    func immediate() {
        let offscreen = Gtk.Label("off")
        var results: [Bool] = []
        Gtk.Widget.animate(
            withDuration: 1, animations: { offscreen.opacity = 0.2 }, completion: { results.append($0) })
        #expect(abs(offscreen.opacity - 0.2) < 0.01)
        Gtk.Widget.animate(
            withDuration: 0, animations: { offscreen.opacity = 1 }, completion: { results.append($0) })
        Gtk.Widget.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(results == [true, true, true])
        #expect(offscreen.opacity == 1)
    }

    @Test("A progress bar's fraction animates too, and setProgress(_:animated:) takes any float")
    func progress() {
        let bar = Gtk.ProgressBar()
        let window = show(bar)
        defer { window.destroy() }
        var seen: [Double] = []
        let token = MainLoop.every(milliseconds: 5) {
            seen.append(bar.fraction)
            return true
        }
        defer { token.cancel() }
        bar.setProgress(Float(0.8), animated: true)
        #expect(bar.fraction == 0)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { abs(bar.fraction - 0.8) < 0.001 })
        #expect(seen.contains { $0 > 0.05 && $0 < 0.75 })
        bar.setProgress(0.25, animated: false)
        #expect(bar.fraction == 0.25)
    }

    @Test("A value set outside an animation block while the property moves stays; the animation completes with false")
    func directSetStops() {
        let bar = Gtk.ProgressBar()
        let window = show(bar)
        defer { window.destroy() }
        var results: [String] = []
        Gtk.Widget.animate(
            withDuration: 0.5, animations: { bar.fraction = 1 }, completion: { results.append("fraction \($0)") })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { bar.fraction > 0 })
        bar.fraction = 0.1
        #expect(results == ["fraction false"])
        // The positive marker: a longer animation of another property has run to its end.
        Gtk.Widget.animate(
            withDuration: 0.7, animations: { bar.opacity = 0.5 }, completion: { results.append("opacity \($0)") })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { results.count == 2 })
        #expect(results == ["fraction false", "opacity true"])
        #expect(bar.fraction == 0.1)
    }

    @Test("Two animations ending on one late frame: the completion's value of the other property stays")
    func completionAfterStall() {
        let bar = Gtk.ProgressBar()
        let window = show(bar)
        defer { window.destroy() }
        // A web view controller's fade: the bar moves to 1 over 0.25 s and fades over 0.3 s; when
        // the fade ends, its completion empties the bar.
        var finished: Bool?
        bar.setProgress(1, animated: true)
        Gtk.Widget.animate(
            withDuration: 0.3, animations: { bar.opacity = 0 },
            completion: {
                finished = $0
                bar.setProgress(0, animated: false)
            })
        var ticks = 0
        let sampler = bar.addTickCallback { _ in
            ticks += 1
            return true
        }
        defer { sampler.cancel() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { ticks > 0 })
        // A loaded machine: the process gets no time for longer than both animations, so the
        // next frame ends both of them.
        usleep(400_000)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { finished != nil })
        let settled = ticks + 3
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { ticks >= settled })
        #expect(finished == true)
        #expect(bar.opacity == 0 && bar.fraction == 0)
    }
}
