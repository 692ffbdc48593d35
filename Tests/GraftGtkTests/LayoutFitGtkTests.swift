import Graft
import GtkBridge
import Testing

@Suite("Frames that fit their content, fixedSize and layoutPriority on GTK", .serialized)
@MainActor
struct LayoutFitGtkTests {
    /// The labels showing text (not a tooltip window's empty one).
    func labels(_ host: HostingWindow) -> [Gtk.Widget] {
        host.root.all("GtkLabel").filter { $0.property("label", as: String.self)?.isEmpty == false }
    }

    @Test("A Spacer(minLength:) row in .frame(width: 200) stays 200 wide; its texts wrap to fit")
    func rowFitsFrame() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            HStack {
                Text("Wireless network name")
                Spacer(minLength: 20)
                Text("Connected and secure")
            }
            .frame(width: 200)
        }
        defer { host.close() }
        let texts = labels(host)
        #expect(texts.count == 2, "\(host.root.labelTexts)")
        let row = try #require(texts[0].parent)
        let rowFrame = try #require(row.frame(in: host.window))
        #expect(rowFrame.width >= 199 && rowFrame.width <= 201, "the row is the frame's width: \(rowFrame.width)")
        for label in texts {
            let frame = try #require(label.frame(in: row))
            #expect(frame.x >= 0 && frame.x + frame.width <= rowFrame.width + 0.5, "inside the frame: \(frame)")
        }
        let first = try #require(texts[0].frame(in: row))
        let second = try #require(texts[1].frame(in: row))
        #expect(second.x - (first.x + first.width) >= 20, "the spacer keeps its minimum length")
        #expect(first.height > 20 || second.height > 20, "a text wrapped onto a second line")
    }

    @Test("fixedSize keeps a text on one line at its full width, wider than its frame")
    func fixedSizeText() throws {
        let sentence = "A sentence long enough to wrap in a narrow frame"
        let host = try GtkTest.show(width: 500, height: 200) {
            VStack {
                Text(sentence).frame(width: 100)
                Text(sentence).fixedSize().frame(width: 100)
            }
        }
        defer { host.close() }
        let texts = labels(host)
        #expect(texts.count == 2)
        let wrapped = try #require(texts[0].frame(in: host.window))
        let fixed = try #require(texts[1].frame(in: host.window))
        #expect(wrapped.width <= 100.5 && wrapped.height > 2 * 14, "wraps inside 100: \(wrapped)")
        #expect(fixed.width > 200 && fixed.height < 2 * 14 + 4, "one line at full width: \(fixed)")
    }

    @Test("fixedSize stops a flexible view from filling; only the fixed axis")
    func fixedSizeFlexible() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            VStack(spacing: 0) {
                Text("x").frame(maxWidth: .infinity).background(Color.red)
                Text("y").frame(maxWidth: .infinity).background(Color.blue).fixedSize(horizontal: true, vertical: false)
            }
        }
        defer { host.close() }
        let overlays = host.root.all("GtkOverlay")
        #expect(overlays.count == 2)
        #expect(overlays[0].allocatedWidth == 300, "fills")
        #expect(overlays[1].allocatedWidth < 50, "keeps its ideal width: \(overlays[1].allocatedWidth)")
    }

    @Test("layoutPriority keeps one text whole while its sibling truncates")
    func layoutPriority() throws {
        let host = try GtkTest.show(width: 400, height: 100) {
            HStack {
                Text("Leading text that may be cut short").lineLimit(1)
                Text("Important trailing text").lineLimit(1).layoutPriority(1)
            }
            .frame(width: 220)
        }
        defer { host.close() }
        let texts = labels(host)
        let important = try #require(texts.last)
        let natural = important.measure(orientation: .horizontal, forSize: -1).natural
        #expect(important.allocatedWidth >= natural, "the prioritised text gets its natural width")
        #expect(
            texts[0].allocatedWidth < texts[0].measure(orientation: .horizontal, forSize: -1).natural,
            "the other one truncates")
    }
}
