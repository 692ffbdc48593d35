import Graft
import GtkBridge
import Testing

@Suite("rotation3DEffect on GTK", .serialized)
@MainActor
struct Rotation3DGtkTests {
    /// A card 80 × 80, red on its left half and blue on its right, turned by `degrees` about the
    /// y axis (`perspective` as given) in the middle of a white 160 × 120 window.
    func card(_ degrees: Double, perspective: CGFloat = 1) -> some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 80)
            Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 80)
        }
        .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: perspective)
        .frame(width: 160, height: 120)
        .background(Color.white)
    }

    /// What a pixel is: "r", "b", "w" (white) or "?".
    func kind(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Character {
        switch (pixel.red, pixel.green, pixel.blue) {
        case (200..., ..<60, ..<60): "r"
        case (..<60, ..<60, 200...): "b"
        case (235..., 235..., 235...): "w"
        default: "?"
        }
    }

    /// The window drawn by its own renderer (GL: GTK's Cairo renderer draws no 3D transform).
    func image(of host: HostingWindow) throws -> RGBAImage {
        try host.window.waitUntilPainted()
        return try WidgetRenderer.renderImage(of: host.window, withWindowRenderer: true)
    }

    /// The kinds of the pixels of the middle row.
    func row(of host: HostingWindow) throws -> [Character] {
        let image = try image(of: host)
        return (0..<160).map { kind(image.pixel(x: $0, y: 60)) }
    }

    /// How many pixels of column `x` belong to the card.
    func columnHeight(_ image: RGBAImage, _ x: Int) -> Int {
        (0..<120).filter { "rb".contains(kind(image.pixel(x: x, y: $0))) }.count
    }

    func show(_ degrees: Double, perspective: CGFloat = 1) throws -> HostingWindow {
        try GtkTest.show(width: 160, height: 120) { card(degrees, perspective: perspective) }
    }

    @Test("Unturned, the card is red then blue across its 80 points")
    func unturned() throws {
        let host = try show(0)
        defer { host.close() }
        #expect(!host.window.drawsWithCairo, "the test display draws with GL")
        let pixels = try row(of: host)
        #expect(pixels[45] == "r" && pixels[75] == "r" && pixels[85] == "b" && pixels[115] == "b", "\(String(pixels))")
        #expect(pixels.filter { $0 != "w" }.count >= 78)
    }

    @Test("Turned 180° about y the card is mirrored: blue on the left, red on the right")
    func mirrored() throws {
        let host = try show(180)
        defer { host.close() }
        let pixels = try row(of: host)
        #expect(pixels[45] == "b" && pixels[75] == "b" && pixels[85] == "r" && pixels[115] == "r", "\(String(pixels))")
    }

    @Test("Turned 90° about y the card is seen edge-on: nothing of it shows")
    func edgeOn() throws {
        let host = try show(90)
        defer { host.close() }
        let pixels = try row(of: host)
        #expect(pixels.filter { $0 == "r" || $0 == "b" }.count <= 2, "\(String(pixels))")
    }

    @Test("Turned 60° about y the card is narrower, its near side taller than its far side in perspective")
    func foreshortened() throws {
        let host = try show(60)
        defer { host.close() }
        let pixels = try row(of: host)
        let coloured = pixels.filter { $0 == "r" || $0 == "b" }.count
        #expect(coloured > 25 && coloured < 65, "\(coloured) of 80 points: \(String(pixels))")
        let first = try #require(pixels.firstIndex { $0 == "r" || $0 == "b" })
        let last = try #require(pixels.lastIndex { $0 == "r" || $0 == "b" })
        let picture = try image(of: host)
        let (left, right) = (columnHeight(picture, first + 2), columnHeight(picture, last - 2))
        #expect(abs(left - right) > 20, "one edge nearer, so taller: \(left) and \(right)")
        // Without perspective the card is exactly half as wide.
        let flat = try show(60, perspective: 0)
        defer { flat.close() }
        let flatPixels = try row(of: flat)
        let flatColoured = flatPixels.filter { $0 == "r" || $0 == "b" }.count
        #expect(abs(flatColoured - 40) <= 2, "\(flatColoured): \(String(flatPixels))")
        let flatFirst = try #require(flatPixels.firstIndex { $0 == "r" || $0 == "b" })
        let flatPicture = try image(of: flat)
        #expect(columnHeight(flatPicture, flatFirst + 2) == columnHeight(flatPicture, flatFirst + 36))
    }

    @Test("Clicks follow the turn: after 180° about y the left half is the blue view")
    func picking() throws {
        let host = try show(180)
        defer { host.close() }
        let boxes = host.root.all("GtkBox").filter { $0.allocatedWidth == 40 && $0.allocatedHeight == 80 }
        #expect(boxes.count >= 2)
        let leftQuarter = try #require(host.window.pick(x: 50, y: 60))
        let rightQuarter = try #require(host.window.pick(x: 110, y: 60))
        let first = try #require(boxes.first)
        let last = try #require(boxes.last)
        #expect(
            leftQuarter.isSameWidget(as: last) || leftQuarter.isDescendant(of: last),
            "the blue (second) view is on the left")
        #expect(rightQuarter.isSameWidget(as: first) || rightQuarter.isDescendant(of: first))
    }
}
