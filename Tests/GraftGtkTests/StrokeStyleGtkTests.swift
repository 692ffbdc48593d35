import Graft
import GtkBridge
import Testing

/// Whether pixel `p` is the light-scheme value of `c`, opaque, within `tolerance` per channel.
func isColor(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ c: Color, tolerance: Int = 8) -> Bool {
    let r = c.resolve(in: .light)
    func near(_ a: UInt8, _ b: Double) -> Bool { abs(Int(a) - Int((b * 255).rounded())) <= tolerance }
    return near(p.red, r.red) && near(p.green, r.green) && near(p.blue, r.blue) && p.alpha > 240
}

@Suite("Stroke styles, trimmed and inset shapes, uneven corners drawn by GTK", .serialized)
@MainActor
struct StrokeStyleGtkTests {
    func images(_ host: HostingWindow, count: Int) throws -> [RGBAImage] {
        let areas = host.root.all("GtkDrawingArea")
        try #require(areas.count == count)
        return try areas.map { try WidgetRenderer.renderImage(of: $0) }
    }

    func line(from x0: CGFloat, to x1: CGFloat) -> Path {
        Path { path in
            path.move(to: CGPoint(x: x0, y: 10))
            path.addLine(to: CGPoint(x: x1, y: 10))
        }
    }

    @Test("A dashed StrokeStyle leaves gaps; a round cap reaches past the line's end, a butt cap does not")
    func dashesAndCaps() throws {
        let host = try GtkTest.show {
            VStack {
                line(from: 0, to: 60).stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
                    .frame(width: 60, height: 20)
                line(from: 10, to: 50).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .frame(width: 60, height: 20)
                line(from: 10, to: 50).stroke(.blue, style: StrokeStyle(lineWidth: 10))
                    .frame(width: 60, height: 20)
            }
        }
        defer { host.close() }
        let drawn = try images(host, count: 3)
        #expect(isColor(drawn[0].pixel(x: 5, y: 10), .blue))
        #expect(drawn[0].pixel(x: 15, y: 10).alpha == 0, "a gap of the dash pattern")
        #expect(isColor(drawn[0].pixel(x: 25, y: 10), .blue))
        #expect(isColor(drawn[1].pixel(x: 7, y: 10), .blue), "the round cap reaches 5 pt past the end")
        #expect(drawn[2].pixel(x: 7, y: 10).alpha == 0, "the butt cap ends at the end point")
    }

    @Test("trim(from:to:) draws only part of the outline; strokeBorder(style:) keeps the line inside")
    func trimmed() throws {
        let host = try GtkTest.show {
            HStack {
                Rectangle().trim(from: 0, to: 0.25).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
                Rectangle().strokeBorder(.red, style: StrokeStyle(lineWidth: 4, dash: [8, 8]))
                    .frame(width: 40, height: 40)
            }
        }
        defer { host.close() }
        let drawn = try images(host, count: 2)
        #expect(isColor(drawn[0].pixel(x: 20, y: 1), .red), "the first quarter is the top edge")
        #expect(drawn[0].pixel(x: 39, y: 20).alpha == 0, "the right edge is not drawn")
        #expect(isColor(drawn[1].pixel(x: 3, y: 0), .red), "the border is inside the frame")
        #expect(drawn[1].pixel(x: 12, y: 0).alpha == 0, "and dashed")
    }

    @Test("UnevenRoundedRectangle rounds only its own corners; inset(by:) shrinks a circle; .mint fills with mint")
    func corners() throws {
        let host = try GtkTest.show {
            HStack {
                UnevenRoundedRectangle(topLeadingRadius: 20).fill(.indigo).frame(width: 40, height: 40)
                Circle().inset(by: 10).fill(.mint).frame(width: 40, height: 40)
                Rectangle().fill(.brown).clipShape(.rect(cornerRadius: 10)).frame(width: 40, height: 40)
            }
        }
        defer { host.close() }
        let drawn = try images(host, count: 3)
        #expect(drawn[0].pixel(x: 1, y: 1).alpha == 0, "the rounded top-leading corner")
        #expect(isColor(drawn[0].pixel(x: 38, y: 1), .indigo), "a square top-trailing corner")
        #expect(isColor(drawn[0].pixel(x: 1, y: 38), .indigo), "a square bottom-leading corner")
        #expect(isColor(drawn[1].pixel(x: 20, y: 20), .mint))
        #expect(drawn[1].pixel(x: 20, y: 5).alpha == 0, "inside the 10 pt inset")
        #expect(isColor(drawn[1].pixel(x: 20, y: 13), .mint))
        #expect(isColor(drawn[2].pixel(x: 20, y: 20), .brown))
    }

    @Test("Shape members and the new colours compile where SwiftUI code uses them")
    func membersCompile() throws {
        let host = try GtkTest.show {
            VStack {
                Text("cyan").foregroundColor(.cyan).background(Color.teal).clipShape(.capsule)
                Color.brown.clipShape(.circle).frame(width: 20, height: 20)
                Color.indigo.clipShape(.rect).frame(width: 20, height: 20)
                Color.mint.clipShape(.rect(topLeadingRadius: 6, topTrailingRadius: 6)).frame(width: 20, height: 20)
            }
        }
        defer { host.close() }
        #expect(host.root.labelTexts == ["cyan"])
    }
}
