import Foundation
import Graft
import GtkBridge
import Observation
import Testing

@Suite(".symbolEffect on GTK", .serialized)
@MainActor
struct SymbolEffectGtkTests {
    @Observable
    final class Model {
        var count = 0
        var isActive = true
    }

    struct Bell: View {
        let model: Model
        var body: some View {
            Image(systemName: "bell").imageScale(.large).symbolEffect(.bounce, value: model.count)
        }
    }

    struct Wifi: View {
        let model: Model
        var body: some View {
            Image(systemName: "wifi").symbolEffect(.pulse, options: .speed(2), isActive: model.isActive)
        }
    }

    struct Pair: View {
        let model: Model
        var body: some View {
            HStack {
                Image(systemName: "star").symbolEffect(.disappear, isActive: model.isActive)
                Image(systemName: "heart").symbolEffect(.appear, isActive: model.isActive)
            }
        }
    }

    struct Turning: View {
        let model: Model
        var body: some View {
            Image(systemName: "arrow.clockwise").symbolEffect(.rotate, options: .repeat(1), value: model.count)
        }
    }

    /// The image and the effect's container (the image's nearest ancestor drawn with an opacity
    /// or transform of its own: the box the effect made).
    func show(_ content: some View) throws -> (HostingWindow, image: Gtk.Widget, effect: Gtk.Widget) {
        let host = try GtkTest.show(width: 200, height: 200) { content }
        let image = try #require(host.root.first("GtkPicture"))
        let effect = try #require(image.parent)
        return (host, image, effect)
    }

    /// Samples `measure` on each turn of the main loop for `seconds`.
    func samples(for seconds: Double, _ measure: () -> Double) -> [Double] {
        var values: [Double] = []
        _ = MainLoop.runUntil(timeout: .milliseconds(Int(seconds * 1000))) {
            values.append(measure())
            return false
        }
        return values
    }

    /// Samples `width` until one sample passes `moved` and the last is back at the first's value;
    /// expects both to happen within 5 seconds, and returns the samples.
    func widths(
        _ width: () -> Double, until moved: (Double) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Double] {
        let rest = width()
        var seen: [Double] = []
        let done = MainLoop.runUntil(timeout: .seconds(5)) {
            seen.append(width())
            return seen.contains(where: moved) && seen.last == rest
        }
        #expect(done, "widths \(seen.map { Int($0 * 10) })", sourceLocation: sourceLocation)
        return seen
    }

    @Test("A value change bounces the image: its drawn size changes over frames and comes back to its own")
    func bounceOnValue() throws {
        let model = Model()
        let (host, image, _) = try show(Bell(model: model))
        defer { host.close() }
        let width = { image.frame(in: host.window)?.width ?? 0 }
        let rest = width()
        #expect(rest > 0)
        // Before any change the image stands still.
        #expect(samples(for: 0.3, width).allSatisfy { $0 == rest })
        model.count += 1
        let seen = widths(width, until: { $0 > rest + 0.5 })
        #expect(seen.contains { $0 < rest - 0.5 } && seen.contains { $0 > rest + 0.5 }, "shrinks, then grows past")
        #expect(host.root.all("GtkPicture").count == 1, "the same image widget")
    }

    @Test("An active pulse fades the image in and out; isActive false eases it back and it stays opaque")
    func pulseStops() throws {
        let model = Model()
        let (host, _, effect) = try show(Wifi(model: model))
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { effect.opacity < 0.6 }, "pulsing: \(effect.opacity)")
        model.isActive = false
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { effect.opacity == 1 })
        // Longer than a whole pulse (0.5 s at double speed): it does not start again.
        #expect(samples(for: 1, { effect.opacity }).allSatisfy { $0 == 1 })
    }

    @Test(".disappear hides the image while active and .appear shows it only while active")
    func appearAndDisappear() throws {
        let model = Model()
        model.isActive = false
        let host = try GtkTest.show(width: 200, height: 200) { Pair(model: model) }
        defer { host.close() }
        let images = host.root.all("GtkPicture")
        try #require(images.count == 2)
        let (disappearing, appearing) = (try #require(images[0].parent), try #require(images[1].parent))
        #expect(disappearing.opacity == 1 && appearing.opacity == 0, "inactive: the star shows, the heart not")
        model.isActive = true
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { disappearing.opacity == 0 && appearing.opacity == 1 },
            "\(disappearing.opacity) \(appearing.opacity)")
    }

    @Test("A repeating rotate turns the image: its bounds grow past its own at 45°, and .repeat(1) ends upright")
    func rotate() throws {
        let model = Model()
        let (host, image, _) = try show(Turning(model: model))
        defer { host.close() }
        let width = { image.frame(in: host.window)?.width ?? 0 }
        let rest = width()
        model.count += 1
        _ = widths(width, until: { $0 > rest * 1.3 })
    }
}
