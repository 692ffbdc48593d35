import Foundation
import Graft
import GtkBridge
import Testing

/// A bar `fraction` of its rectangle wide, which animates.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// The same bar without animatable data: it jumps to its new width.
private struct StillBar: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

@MainActor
private struct Bars: View {
    @State var full = false
    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0.2).fill(.red).frame(width: 100, height: 10)
            StillBar(fraction: full ? 1 : 0.2).fill(.blue).frame(width: 100, height: 10)
            Button("grow") { withAnimation(.linear(duration: 0.6)) { full = true } }
        }
    }
}

@Suite("Animatable shapes on GTK", .serialized)
@MainActor
struct AnimatableShapeGtkTests {
    /// How many pixels of the middle row of the `index`-th drawing area are painted.
    func paintedWidth(_ host: HostingWindow, _ index: Int) throws -> Int {
        let area = host.root.all("GtkDrawingArea")[index]
        let image = try WidgetRenderer.renderImage(of: area)
        return (0..<image.width).filter { image.pixel(x: $0, y: image.height / 2).alpha > 128 }.count
    }

    @Test("A custom shape's animatableData is drawn at values between the old and the new one, on the frame clock")
    func customShapeAnimates() throws {
        let host = try GtkTest.show { Bars() }
        defer { host.close() }
        #expect(try paintedWidth(host, 0) == 20 && paintedWidth(host, 1) == 20)
        let start = Date()
        _ = host.root.first("GtkButton")!.emit("clicked")
        var samples: [(elapsed: Double, width: Int, still: Int)] = []
        let ended = MainLoop.runUntil(timeout: .seconds(4)) {
            guard let width = try? paintedWidth(host, 0), let still = try? paintedWidth(host, 1) else { return false }
            // A render made while GTK has a layout pending draws nothing at all: no frame shows that.
            if still > 0 { samples.append((Date().timeIntervalSince(start), width, still)) }
            return width >= 100
        }
        #expect(ended, "the bar reaches its new width: \(samples.map(\.width))")
        let between = samples.filter { $0.width > 25 && $0.width < 95 }
        #expect(!between.isEmpty, "intermediate widths were drawn: \(samples.map(\.width))")
        #expect(between.allSatisfy { $0.still == 100 }, "meanwhile the shape without animatable data jumped")
        for sample in samples {
            // Linear over 0.6 s from 20 to 100: never ahead of the time since the click.
            let limit = 20 + 80 * min(1, sample.elapsed / 0.6) + 2
            #expect(Double(sample.width) <= limit, "\(sample.width) px after \(sample.elapsed) s")
        }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.width <= $1.width + 1 }, "it only grows: \(samples)")
        #expect(try paintedWidth(host, 0) == 100)
    }
}
