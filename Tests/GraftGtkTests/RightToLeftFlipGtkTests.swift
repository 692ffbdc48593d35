import Graft
import GtkBridge
import Testing

@Suite("flipsForRightToLeftLayoutDirection on GTK", .serialized)
@MainActor
struct RightToLeftFlipGtkTests {
    /// A 100 × 20 strip whose leading quarter is red, flipped if asked, in `direction`.
    func strip(flips: Bool, _ direction: LayoutDirection) -> some View {
        Rectangle().fill(.red).frame(width: 25, height: 20)
            .frame(width: 100, height: 20, alignment: .leading)
            .background(Color.white)
            .flipsForRightToLeftLayoutDirection(flips)
            .environment(\.layoutDirection, direction)
    }

    /// Whether the window's pixel `x` points into the strip (at its middle height) is red.
    func isRed(_ host: HostingWindow, at x: Double) throws -> Bool {
        let area = try #require(host.root.first("GtkDrawingArea"))
        let strip = try #require(area.parent?.parent)
        let frame = try #require(strip.frame(in: host.window))
        let image = try WidgetRenderer.renderImage(of: host.window)
        let pixel = image.pixel(x: Int(frame.x + x), y: Int(frame.y + 10))
        return pixel.red > 200 && pixel.green < 60 && pixel.blue < 60
    }

    @Test("Right to left, the view is drawn mirrored: the leading red quarter is on the right")
    func mirrored() throws {
        let host = try GtkTest.show { strip(flips: true, .rightToLeft) }
        defer { host.close() }
        #expect(try isRed(host, at: 90))
        #expect(try !isRed(host, at: 10))
    }

    @Test("Left to right, or not enabled, the view is drawn as it is")
    func notMirrored() throws {
        for (flips, direction) in [(true, LayoutDirection.leftToRight), (false, .rightToLeft)] {
            let host = try GtkTest.show { strip(flips: flips, direction) }
            defer { host.close() }
            #expect(try isRed(host, at: 10), "\(flips) \(direction)")
            #expect(try !isRed(host, at: 90), "\(flips) \(direction)")
        }
    }
}
