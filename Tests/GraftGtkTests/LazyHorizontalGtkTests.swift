import Graft
import GtkBridge
import Testing

@Suite("LazyHStack and LazyHGrid on GTK", .serialized)
@MainActor
struct LazyHorizontalGtkTests {
    func label(_ text: String, in host: HostingWindow) throws -> (x: Double, y: Double) {
        let widget = try #require(host.root.all("GtkLabel").first { $0.labelTexts == [text] }, "no label \(text)")
        let frame = try #require(widget.frame(in: host.window))
        return (frame.x, frame.y)
    }

    @Test("LazyHStack puts its children side by side, in order")
    func stack() throws {
        let host = try GtkTest.show(width: 360, height: 120) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(["One", "Two", "Three"], id: \.self) { Text($0) }
                }
            }
        }
        defer { host.close() }
        let one = try label("One", in: host)
        let two = try label("Two", in: host)
        let three = try label("Three", in: host)
        #expect(one.x < two.x && two.x < three.x)
        #expect(abs(one.y - three.y) < 2, "one row")
    }

    @Test("LazyHGrid fills each column down its rows before starting the next; fixed rows are that tall")
    func grid() throws {
        let host = try GtkTest.show(width: 360, height: 200) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 16) {
                ForEach(1...5, id: \.self) { Text("Cell \($0)") }
            }
        }
        defer { host.close() }
        let cells = try (1...5).map { try label("Cell \($0)", in: host) }
        #expect(abs(cells[0].x - cells[1].x) < 2, "cells 1 and 2 share the first column")
        #expect(cells[1].y - cells[0].y >= 50, "the second row is below the fixed 50-point first row")
        #expect(cells[2].x > cells[0].x + 20, "cell 3 starts the second column")
        #expect(abs(cells[2].y - cells[0].y) < 2, "at the top row")
        #expect(cells[4].x > cells[2].x, "cell 5 is in the third column")
    }
}
