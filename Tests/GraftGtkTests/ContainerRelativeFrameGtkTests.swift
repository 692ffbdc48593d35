import Graft
import GtkBridge
import Testing

@Suite("containerRelativeFrame on GTK", .serialized)
@MainActor
struct ContainerRelativeFrameGtkTests {
    /// The allocated widths of the boxes `height` points high below `root` (the cards' colours,
    /// frames and relative frames all have the card's width).
    func widths(ofBoxesHigh height: Int, in root: Gtk.Widget) -> Set<Int> {
        Set(root.all("GtkBox").filter { $0.allocatedHeight == height }.map(\.allocatedWidth))
    }

    @Test("In a window the frame is a share of the window's content and follows a resize")
    func followsWindow() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            VStack(spacing: 0) {
                Color.blue.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 37)
                Color.green.containerRelativeFrame(.vertical, alignment: .top) { length, axis in
                    axis == .vertical ? length / 4 : 0
                }
                .frame(width: 23)
            }
        }
        defer { host.close() }
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 37, in: host.root) == [150] },
            "\(widths(ofBoxesHigh: 37, in: host.root))")
        let green = try #require(host.root.all("GtkBox").first { $0.allocatedWidth == 23 })
        #expect(green.allocatedHeight == 50)

        host.window.setDefaultSize(width: 400, height: 260)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 37, in: host.root) == [200] },
            "\(widths(ofBoxesHigh: 37, in: host.root))")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { green.allocatedHeight == 65 }, "\(green.allocatedHeight)")

        // The frame does not stop the window from getting smaller again.
        host.window.setDefaultSize(width: 200, height: 160)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 37, in: host.root) == [100] },
            "\(widths(ofBoxesHigh: 37, in: host.root))")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { green.allocatedHeight == 40 }, "\(green.allocatedHeight)")
    }

    @Test("A horizontal ScrollView of cards with count 3 shows three per visible width, less the spacing")
    func carousel() throws {
        let host = try GtkTest.show(width: 330, height: 200) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { index in
                        Color(red: 1, green: 0, blue: Double(index) / 6)
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                            .frame(height: 41)
                    }
                    Color.black.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 43)
                }
            }
        }
        defer { host.close() }
        // (330 − 2 × 10) / 3 ≈ 103; two columns and the spacing between them ≈ 217.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 41, in: host.root) == [103] },
            "\(widths(ofBoxesHigh: 41, in: host.root))")
        #expect(widths(ofBoxesHigh: 43, in: host.root) == [217])
        let scroller = try #require(host.root.first("GtkScrolledWindow"))
        #expect(scroller.allocatedWidth == 330)
        let cards = host.root.all("GtkBox").filter { $0.allocatedHeight == 41 && $0.allocatedWidth == 103 }
        let lefts = Set(cards.compactMap { $0.frame(in: scroller)?.x })
        #expect(lefts.count == 6, "six cards side by side: \(lefts.sorted())")

        host.window.setDefaultSize(width: 450, height: 200)
        // (450 − 20) / 3 ≈ 143.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 41, in: host.root) == [143] },
            "\(widths(ofBoxesHigh: 41, in: host.root))")
    }

    @Test("The scroll view's content margins are not part of the container")
    func contentMargins() throws {
        let host = try GtkTest.show(width: 330, height: 200) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4, id: \.self) { _ in
                        Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 41)
                    }
                }
            }
            .contentMargins(.horizontal, 20)
        }
        defer { host.close() }
        // (330 − 2 × 20 − 2 × 10) / 3 = 90.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { widths(ofBoxesHigh: 41, in: host.root) == [90] },
            "\(widths(ofBoxesHigh: 41, in: host.root))")
    }

    @Test("In a List the container is the list's scrolled window")
    func inList() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100)
                List {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 41)
                }
            }
        }
        defer { host.close() }
        let scroller = try #require(host.root.first("GtkScrolledWindow"))
        #expect(scroller.allocatedWidth == 200, "the list beside a 100-point column")
        // The colour and its frames are half as wide; the row holding them spans the list.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                widths(ofBoxesHigh: 41, in: host.root).min() == scroller.allocatedWidth / 2
            }, "\(widths(ofBoxesHigh: 41, in: host.root)) in \(scroller.allocatedWidth)")
    }

    @Test("On the axis its scroll view does not scroll, the frame follows the scroll view as it shrinks")
    func crossAxis() throws {
        let host = try GtkTest.show(width: 300, height: 200) {
            ScrollView(.horizontal) {
                Color.red.containerRelativeFrame(.vertical).frame(width: 47)
            }
        }
        defer { host.close() }
        func height() -> Int? {
            host.root.all("GtkBox").filter { $0.allocatedWidth == 47 }.map(\.allocatedHeight).min()
        }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { height() == 200 }, "\(height() ?? -1)")
        host.window.setDefaultSize(width: 300, height: 120)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { height() == 120 }, "\(height() ?? -1)")
        #expect(host.window.allocatedHeight == 120, "the window shrank")
    }
}
