import Graft
import GtkBridge
import Testing

@Suite("Shapes, gradients, borders and clips drawn by GTK", .serialized)
@MainActor
struct ShapeGtkTests {
    /// Renders the first widget of `typeName` in `host`.
    func render(_ typeName: String, in host: HostingWindow) throws -> RGBAImage {
        let widget = try #require(host.root.first(typeName))
        return try WidgetRenderer.renderImage(of: widget)
    }

    func isColor(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ c: Color, tolerance: Int = 8) -> Bool {
        let r = c.resolve(in: .light)
        func near(_ a: UInt8, _ b: Double) -> Bool { abs(Int(a) - Int((b * 255).rounded())) <= tolerance }
        return near(p.red, r.red) && near(p.green, r.green) && near(p.blue, r.blue) && p.alpha > 240
    }

    @Test("A filled circle: its colour inside, nothing in the corners, blended pixels on its edge")
    func circle() throws {
        let host = try GtkTest.show { Circle().fill(.red).frame(width: 40, height: 40) }
        defer { host.close() }
        let image = try render("GtkDrawingArea", in: host)
        #expect(image.width == 40 && image.height == 40)
        #expect(isColor(image.pixel(x: 20, y: 20), .red))
        #expect(image.pixel(x: 1, y: 1).alpha == 0, "the corner is outside the circle")
        let edge = (0..<40).map { image.pixel(x: $0, y: 3).alpha }
        #expect(edge.contains { $0 > 10 && $0 < 245 }, "antialiased edge pixels are partly covered")
    }

    @Test("strokeBorder stays inside the frame; stroke is centred on the edge; a triangle Path fills its half")
    func strokes() throws {
        let host = try GtkTest.show {
            HStack {
                Rectangle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 40, y: 0))
                    path.addLine(to: CGPoint(x: 0, y: 40))
                    path.closeSubpath()
                }
                .fill(.green)
                .frame(width: 40, height: 40)
            }
        }
        defer { host.close() }
        let areas = host.root.all("GtkDrawingArea")
        try #require(areas.count == 2)
        let border = try WidgetRenderer.renderImage(of: areas[0])
        #expect(isColor(border.pixel(x: 0, y: 0), .blue))
        #expect(isColor(border.pixel(x: 3, y: 20), .blue))
        #expect(border.pixel(x: 6, y: 20).alpha == 0)
        #expect(border.pixel(x: 20, y: 20).alpha == 0)
        let triangle = try WidgetRenderer.renderImage(of: areas[1])
        #expect(isColor(triangle.pixel(x: 5, y: 5), .green))
        #expect(triangle.pixel(x: 35, y: 35).alpha == 0)
    }

    @Test("A shape with no fill follows the colour scheme: dark text colour in light, light in dark")
    func followsScheme() throws {
        for scheme in ColorScheme.allCases {
            let host = try GtkTest.show(colorScheme: scheme) { Circle().frame(width: 30, height: 30) }
            defer { host.close() }
            let centre = try render("GtkDrawingArea", in: host).pixel(x: 15, y: 15)
            let expected = Color.primary.resolve(in: scheme)
            #expect(abs(Int(centre.red) - Int(expected.red * 255)) < 6, "\(scheme)")
        }
    }

    @Test("Gradients: a linear one runs from its first colour to its last; radial from the centre out")
    func gradients() throws {
        let host = try GtkTest.show {
            VStack {
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 100)
                Rectangle()
                    .fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
                    .frame(width: 40, height: 40)
                Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 40, height: 40)
            }
        }
        defer { host.close() }
        let areas = host.root.all("GtkDrawingArea")
        try #require(areas.count == 3)
        let linear = try WidgetRenderer.renderImage(of: areas[0])
        let top = linear.pixel(x: 20, y: 1)
        let bottom = linear.pixel(x: 20, y: 98)
        let middle = linear.pixel(x: 20, y: 50)
        #expect(top.red > 200 && top.blue < 80)
        #expect(bottom.blue > 200 && bottom.red < 80)
        #expect(middle.red > 80 && middle.red < 180 && middle.blue > 80 && middle.blue < 200)
        let radial = try WidgetRenderer.renderImage(of: areas[1])
        #expect(radial.pixel(x: 20, y: 20).red > 230)
        #expect(radial.pixel(x: 20, y: 1).red < 40)
        let angular = try WidgetRenderer.renderImage(of: areas[2])
        // Angles grow clockwise from the right: just below the right edge is near red, just above
        // it (the end of the turn) near blue.
        let start = angular.pixel(x: 36, y: 22)
        let end = angular.pixel(x: 36, y: 18)
        #expect(start.red > start.blue)
        #expect(end.blue > end.red)
    }

    @Test("Color(red:green:blue:) fills with exactly its components; Color.gradient is lighter at the top")
    func componentsAndGradient() throws {
        let teal = Color(red: 0.2, green: 0.6, blue: 0.4)
        let host = try GtkTest.show {
            VStack {
                Rectangle().fill(teal).frame(width: 40, height: 40)
                Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 100)
            }
        }
        defer { host.close() }
        let areas = host.root.all("GtkDrawingArea")
        try #require(areas.count == 2)
        let swatch = try WidgetRenderer.renderImage(of: areas[0]).pixel(x: 20, y: 20)
        #expect(abs(Int(swatch.red) - 51) <= 2 && abs(Int(swatch.green) - 153) <= 2 && abs(Int(swatch.blue) - 102) <= 2)
        let gradient = try WidgetRenderer.renderImage(of: areas[1])
        let top = gradient.pixel(x: 20, y: 1)
        let bottom = gradient.pixel(x: 20, y: 98)
        #expect(isColor(bottom, .blue, tolerance: 12), "the colour itself at the bottom")
        #expect(top.red > bottom.red + 20 && top.green > bottom.green + 20, "mixed with white at the top")
    }

    @Test("border draws inside the view's bounds; cornerRadius and clipShape round the content away")
    func borderAndClip() throws {
        let host = try GtkTest.show {
            VStack {
                Color.white.frame(width: 60, height: 30).border(.red, width: 3)
                Color.blue.frame(width: 40, height: 40).cornerRadius(12)
                Color.green.frame(width: 40, height: 40).clipShape(Circle())
            }
        }
        defer { host.close() }
        let overlay = try #require(host.root.first("GtkOverlay"))
        #expect(overlay.allocatedWidth == 60 && overlay.allocatedHeight == 30, "a border does not grow the view")
        let bordered = try WidgetRenderer.renderImage(of: overlay)
        #expect(isColor(bordered.pixel(x: 1, y: 15), .red))
        #expect(isColor(bordered.pixel(x: 30, y: 15), .white))
        let clips = host.root.descendants.filter { $0.overflowHidden && $0.typeName == "GtkBox" }
        try #require(clips.count == 2)
        let rounded = try WidgetRenderer.renderImage(of: clips[0])
        #expect(isColor(rounded.pixel(x: 20, y: 20), .blue))
        #expect(!isColor(rounded.pixel(x: 0, y: 0), .blue, tolerance: 40), "the corner is clipped")
        let circle = try WidgetRenderer.renderImage(of: clips[1])
        #expect(isColor(circle.pixel(x: 20, y: 20), .green))
        #expect(!isColor(circle.pixel(x: 3, y: 3), .green, tolerance: 40))
    }
}
