import Graft
import GtkBridge
import Observation
import Testing

/// Which row the state-change test paints.
@Observable @MainActor
private final class Highlight {
    var row: Int?
}

/// A row whose body reads the model, so a change re-renders this row alone.
private struct HighlightRow: View {
    let index: Int
    let highlight: Highlight
    var body: some View {
        Text("Row \(index)").listRowBackground(highlight.row == index ? Color.red : nil)
    }
}

@Suite("List row modifiers on GTK", .serialized)
@MainActor
struct ListRowModifierGtkTests {
    /// GTK's row widget at `position` (the slot's child's parent), and its frame in the list.
    private func row(_ host: HostingWindow, _ position: Int) throws -> (
        widget: Gtk.Widget, frame: (x: Double, y: Double, width: Double, height: Double)
    ) {
        let list = host.list
        let item = try #require(list.listItems.first { $0.position == position })
        let row = try #require(item.child?.parent)
        return (row, try #require(row.frame(in: list.listView)))
    }

    /// The pixel near the trailing end of the row at `position`: on its last line (where its
    /// separator is drawn), or in its middle.
    private func pixel(
        _ image: RGBAImage, _ host: HostingWindow, row position: Int, separator: Bool
    ) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let frame = try row(host, position).frame
        let y = separator ? Int(frame.y + frame.height) - 1 : Int(frame.y + frame.height / 2)
        return image.pixel(x: Int(frame.width) - 4, y: y)
    }

    /// The frame of the label in the row at `position`, in the list's coordinates.
    private func labelFrame(_ host: HostingWindow, _ position: Int) throws -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        let label = try #require(try row(host, position).widget.first("GtkLabel"))
        return try #require(label.frame(in: host.list.listView))
    }

    private func render(_ host: HostingWindow) throws -> RGBAImage {
        GtkTest.settle()
        return try WidgetRenderer.renderImage(of: host.list.listView)
    }

    @Test("A red listRowBackground paints its row red across the row's full width; a view background fills it too")
    func background() throws {
        let host = try GtkTest.show(width: 300, height: 240) {
            List {
                Text("plain")
                Text("red").listRowBackground(Color.red)
                Text("blue").listRowBackground(Rectangle().fill(Color.blue))
            }
        }
        defer { host.close() }
        let image = try render(host)
        let plain = try row(host, 0).frame
        let red = try row(host, 1).frame
        let blue = try row(host, 2).frame
        #expect(red.width >= 290, "the row spans the list")
        let redY = Int(red.y + 2)
        for x in [0, 1, Int(red.width / 2), Int(red.width) - 1] {
            #expect(isColor(image.pixel(x: x, y: redY), .red), "red at x = \(x)")
        }
        #expect(isColor(image.pixel(x: 0, y: Int(red.y)), .red), "from the row's top edge")
        #expect(!isColor(image.pixel(x: 1, y: Int(plain.y + 2)), .red), "the other rows keep the list's background")
        for x in [0, Int(blue.width / 2), Int(blue.width) - 1] {
            #expect(isColor(image.pixel(x: x, y: Int(blue.y + 1)), .blue), "the view background at x = \(x)")
        }
        func label(_ position: Int) throws -> (x: Double, y: Double, width: Double, height: Double) {
            try labelFrame(host, position)
        }
        #expect(try label(2).x == (try label(0).x), "behind a view background the content keeps the style's padding")
        #expect(try label(2).y - blue.y == (try label(0).y) - plain.y)
    }

    @Test("listRowInsets replace the row's padding: the content moves by the insets")
    func insets() throws {
        let host = try GtkTest.show(width: 300, height: 240) {
            List {
                Text("Plain")
                Text("Inset").listRowInsets(EdgeInsets(top: 10, leading: 40, bottom: 6, trailing: 0))
                Text("After")
            }
        }
        defer { host.close() }
        GtkTest.settle()
        func label(_ position: Int) throws -> (x: Double, y: Double, width: Double, height: Double) {
            try labelFrame(host, position)
        }
        // GTK's rows pad their content by 2 points; the inset row by its insets.
        let plain = try label(0)
        let inset = try label(1)
        let after = try label(2)
        #expect(inset.x - plain.x == 40 - 2)
        #expect(inset.y - plain.y == plain.height + 2 + 10)
        #expect(after.y - inset.y == inset.height + 6 + 2)
    }

    @Test("A hidden separator is not drawn where a shown one is, and a tint colours the separator")
    func separators() throws {
        let host = try GtkTest.show(width: 300, height: 300) {
            List {
                Text("shown")
                Text("hidden").listRowSeparator(.hidden, edges: .bottom)
                Text("tinted").listRowSeparatorTint(.red)
                Text("last")
            }
            .listStyle(.grouped)
        }
        defer { host.close() }
        let image = try render(host)
        func separator(below position: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            try pixel(image, host, row: position, separator: true)
        }
        func inside(_ position: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            try pixel(image, host, row: position, separator: false)
        }
        let shown = try separator(below: 0)
        #expect(shown != (try inside(0)), "the shown separator differs from the row's background")
        #expect(try separator(below: 1) == (try inside(1)), "the hidden one is the row's background")
        #expect(isColor(try separator(below: 2), .red), "the tinted one is red")
        #expect(try separator(below: 3) == shown, "the next row's separator is the style's")
    }

    @Test("A row hiding its top separator hides the one below the row above")
    func topSeparator() throws {
        let host = try GtkTest.show(width: 300, height: 300) {
            List {
                Text("upper")
                Text("lower").listRowSeparator(.hidden, edges: .top)
                Text("last")
            }
            .listStyle(.grouped)
        }
        defer { host.close() }
        let image = try render(host)
        let background = try pixel(image, host, row: 0, separator: false)
        #expect(try pixel(image, host, row: 1, separator: true) != background, "the lower row's own separator shows")
        #expect(try pixel(image, host, row: 0, separator: true) == background, "the one between them is hidden")
    }

    @Test("A changed background on a state update recolours that row")
    func stateChange() throws {
        let highlight = Highlight()
        let host = try GtkTest.show(width: 300, height: 240) {
            List {
                ForEach(0..<4, id: \.self) { HighlightRow(index: $0, highlight: highlight) }
            }
        }
        defer { host.close() }
        let y = { (position: Int) throws -> Int in Int(try self.row(host, position).frame.y + 2) }
        var image = try render(host)
        #expect(!isColor(image.pixel(x: 1, y: try y(2)), .red))
        highlight.row = 2
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                (try? self.render(host)).map { isColor($0.pixel(x: 1, y: (try? y(2)) ?? 0), .red) } ?? false
            })
        image = try render(host)
        #expect(isColor(image.pixel(x: 1, y: try y(2)), .red))
        #expect(!isColor(image.pixel(x: 1, y: try y(1)), .red), "the other rows stay")
        highlight.row = 1
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                (try? self.render(host)).map { isColor($0.pixel(x: 1, y: (try? y(1)) ?? 0), .red) } ?? false
            })
        image = try render(host)
        #expect(!isColor(image.pixel(x: 1, y: try y(2)), .red), "row 2 lost its background again")
    }

    @Test("defaultMinListRowHeight makes rows at least that tall; defaultMinListHeaderHeight the headers")
    func minimumHeight() throws {
        let host = try GtkTest.show(width: 300, height: 400) {
            List {
                Section("Head") {
                    Text("row")
                }
            }
            .environment(\.defaultMinListRowHeight, 80)
            .environment(\.defaultMinListHeaderHeight, 50)
        }
        defer { host.close() }
        GtkTest.settle()
        let header = try row(host, 0).frame
        let row = try row(host, 1).frame
        #expect(header.height >= 50 && header.height < 80)
        #expect(row.height >= 80)
        let plain = try GtkTest.show(width: 300, height: 240) { List { Text("row") } }
        defer { plain.close() }
        GtkTest.settle()
        #expect(try self.row(plain, 0).frame.height < 50, "without it a row is its content's height")
    }

    @Test("listItemTint colours the row's symbols")
    func itemTint() throws {
        let host = try GtkTest.show(width: 300, height: 240) {
            List {
                Label("Tinted", systemImage: "star.fill").listItemTint(.red)
                Label("Plain", systemImage: "star.fill")
            }
        }
        defer { host.close() }
        GtkTest.settle()
        let image = try render(host)
        /// Whether the symbol in the row at `position` has red pixels.
        func hasRed(_ position: Int) throws -> Bool {
            let picture = try #require(try row(host, position).widget.first("GtkPicture"))
            let frame = try #require(picture.frame(in: host.list.listView))
            return (Int(frame.y)..<Int(frame.y + frame.height)).contains { y in
                (Int(frame.x)..<Int(frame.x + frame.width)).contains { x in
                    let p = image.pixel(x: x, y: y)
                    return p.red > 150 && Int(p.red) > Int(p.green) + 60 && Int(p.red) > Int(p.blue) + 60
                }
            }
        }
        #expect(try hasRed(0), "the tinted row's symbol is red")
        #expect(try !hasRed(1), "the other row's is not")
    }
}
