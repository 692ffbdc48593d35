import Graft
import GtkBridge
import Testing

@Suite(".minimumScaleFactor and .allowsTightening on GTK", .serialized)
@MainActor
struct TextScalingGtkTests {
    static let title = "A title rather too long for its frame"

    func label(_ host: HostingWindow, _ text: String) throws -> Gtk.Widget {
        try #require(host.root.all("GtkLabel").first { $0.property("label", as: String.self) == text })
    }

    @Test("A one-line label too wide for its frame shrinks to fit with a factor of 0.5, and ellipsizes without one")
    func shrinks() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            VStack {
                Text(Self.title).lineLimit(1).frame(width: 150)
                Text(Self.title + " ").lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
                Text(Self.title + "  ").lineLimit(1).frame(width: 390)
            }
        }
        defer { host.close() }
        let plain = try label(host, Self.title)
        let shrunk = try label(host, Self.title + " ")
        let roomy = try label(host, Self.title + "  ")
        #expect(plain.isEllipsizedLabel, "no factor: truncated")
        // The font is fitted once the first layout has measured the width.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { !shrunk.isEllipsizedLabel },
            "the factor lets the whole line show")
        GtkTest.settle()
        #expect(!roomy.isEllipsizedLabel)
        let plainHeight = try #require(plain.frame(in: host.window)).height
        let shrunkFrame = try #require(shrunk.frame(in: host.window))
        #expect(shrunkFrame.height < plainHeight * 0.9, "a smaller font: \(shrunkFrame.height) < \(plainHeight)")
        #expect(shrunkFrame.height > plainHeight * 0.45, "not below half the size")
        #expect(shrunkFrame.width <= 150)
        // With room, the label keeps its own size.
        #expect(try #require(roomy.frame(in: host.window)).height == plainHeight)
    }

    @Test(
        "Text that does not fit even at the smallest scale shrinks to it, then ellipsizes; tightening alone fits a line a little too long"
    )
    func limits() throws {
        let long = String(repeating: "wide words ", count: 8)
        let host = try GtkTest.show(width: 400, height: 200) {
            VStack {
                Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)
                Text("Slightly too long").lineLimit(1).frame(width: 100).fixedSize()
                Text("Just a bit long").lineLimit(1).allowsTightening(true).minimumScaleFactor(0.99)
                    .frame(width: 84)
                Text("Just a bit long").lineLimit(1).frame(width: 84)
            }
        }
        defer { host.close() }
        let smallest = try label(host, long)
        let pair = host.root.all("GtkLabel").filter { $0.property("label", as: String.self) == "Just a bit long" }
        try #require(pair.count == 2)
        let (tight, reference) = (pair[0], pair[1])
        let natural = reference.measure(orientation: .horizontal).natural
        #expect(natural > 84 && natural < 84 + 14, "a little too long: \(natural)")
        let referenceHeight = try #require(reference.frame(in: host.window)).height
        let smallestHeight = { (try? #require(smallest.frame(in: host.window)).height) ?? 0 }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { smallestHeight() < referenceHeight * 0.7 })
        GtkTest.settle()
        #expect(smallest.isEllipsizedLabel, "too long even at half size")
        #expect(reference.isEllipsizedLabel, "84 points are a little short for it")
        #expect(!tight.isEllipsizedLabel, "tighter letters fit it")
        #expect(try #require(tight.frame(in: host.window)).height >= referenceHeight * 0.98, "at full size")
    }
}
