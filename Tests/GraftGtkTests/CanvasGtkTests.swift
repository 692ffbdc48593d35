import Graft
import GtkBridge
import Testing

/// Shows `renderer` in a canvas of `width` × `height` and returns the canvas's pixels.
@MainActor
func renderCanvas(
    width: Int = 60, height: Int = 60, colorScheme: ColorScheme = .light,
    _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void
) throws -> RGBAImage {
    let image = try renderDrawingAreas(1, colorScheme: colorScheme) {
        Graft.Canvas(renderer: renderer).frame(width: Double(width), height: Double(height))
    }[0]
    #expect(image.width == width && image.height == height, "the canvas fills its frame")
    return image
}

/// Shows `content` and returns the pixels of its `count` drawing areas (shapes and canvases), in order.
@MainActor
func renderDrawingAreas<Content: View>(
    _ count: Int, colorScheme: ColorScheme = .light, @ViewBuilder _ content: () -> Content
) throws -> [RGBAImage] {
    let host = try GtkTest.show(colorScheme: colorScheme, content)
    defer { host.close() }
    let areas = host.root.all("GtkDrawingArea")
    try #require(areas.count == count)
    return try areas.map { try WidgetRenderer.renderImage(of: $0) }
}

/// Whether pixel `p` is `c` (0…255 components) within `tolerance`, opaque.
func isNear(
    _ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ c: (Int, Int, Int), tolerance: Int = 8,
    alpha: Int = 255
) -> Bool {
    abs(Int(p.red) - c.0) <= tolerance && abs(Int(p.green) - c.1) <= tolerance && abs(Int(p.blue) - c.2) <= tolerance
        && abs(Int(p.alpha) - alpha) <= tolerance
}

@Suite("Canvas and GraphicsContext drawn with cairo in a GtkDrawingArea", .serialized)
@MainActor
struct CanvasGtkTests {
    @Test("fill(_:with:) and stroke(_:with:lineWidth:) paint the path; the renderer gets the canvas's size")
    func fillAndStroke() throws {
        var seen = CGSize.zero
        let image = try renderCanvas(width: 80, height: 50) { context, size in
            seen = size
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 50)), with: .color(.red))
            context.stroke(
                Path(CGRect(x: 50, y: 10, width: 20, height: 20)), with: .color(red: 0, green: 0, blue: 1),
                lineWidth: 4)
            context.stroke(
                Path(CGRect(x: 50, y: 40, width: 20, height: 1)), with: .color(.green),
                style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
        }
        #expect(seen == CGSize(width: 80, height: 50))
        #expect(image.pixel(x: 20, y: 25).red > 200 && image.pixel(x: 20, y: 25).blue < 80)
        #expect(isNear(image.pixel(x: 50, y: 20), (0, 0, 255)), "the stroke is centred on the edge")
        #expect(image.pixel(x: 60, y: 20).alpha == 0, "a stroke does not fill")
        #expect(image.pixel(x: 45, y: 25).alpha == 0)
    }

    @Test("translateBy, rotate(by:) and scaleBy move what is drawn next; a copy of the context keeps its own")
    func transforms() throws {
        let image = try renderCanvas(width: 100, height: 60) { context, _ in
            var turned = context
            turned.translateBy(x: 30, y: 30)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.black))
            var scaled = context
            scaled.scaleBy(x: 3, y: 3)
            scaled.translateBy(x: 20, y: 0)
            scaled.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.fill(Path(CGRect(x: 0, y: 55, width: 5, height: 5)), with: .color(.black))
        }
        #expect(image.pixel(x: 42, y: 30).alpha > 240, "the rotated square is a diamond reaching 14 px out")
        #expect(image.pixel(x: 39, y: 39).alpha == 0, "its corner region is empty once turned")
        #expect(image.pixel(x: 75, y: 25).alpha > 240, "scaled ×3 after moving 20: x 60…90, y 0…30")
        #expect(image.pixel(x: 92, y: 25).alpha == 0)
        #expect(image.pixel(x: 2, y: 57).alpha > 240, "the original context is not transformed")
        #expect(image.pixel(x: 2, y: 2).alpha == 0)
    }

    @Test("transform and concatenate take a CGAffineTransform; clip(to:) keeps inside, .inverse outside")
    func transformAndClip() throws {
        var clipBounds = CGRect.null
        let image = try renderCanvas(width: 60, height: 60) { context, _ in
            var moved = context
            moved.transform = CGAffineTransform(translationX: 40, y: 0)
            moved.concatenate(CGAffineTransform(scaleX: 2, y: 1))
            moved.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 20, width: 30, height: 40)))
            clipped.fill(Path(CGRect(x: 0, y: 20, width: 60, height: 20)), with: .color(.black))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 40, width: 30, height: 20)), options: .inverse)
            outside.fill(Path(CGRect(x: 0, y: 40, width: 60, height: 20)), with: .color(.black))
            clipBounds = clipped.clipBoundingRect
        }
        #expect(clipBounds == CGRect(x: 0, y: 20, width: 30, height: 40))
        #expect(image.pixel(x: 48, y: 5).alpha > 240, "scaled ×2 then moved 40: x 40…50")
        #expect(image.pixel(x: 52, y: 5).alpha == 0)
        #expect(image.pixel(x: 10, y: 30).alpha > 240, "inside the clip")
        #expect(image.pixel(x: 45, y: 30).alpha == 0, "outside the clip nothing is drawn")
        #expect(image.pixel(x: 10, y: 50).alpha == 0, "an inverse clip removes its inside")
        #expect(image.pixel(x: 45, y: 50).alpha > 240, "and keeps the outside")
    }

    @Test("opacity multiplies what is drawn; drawLayer composites a group, so its overlaps do not add up")
    func opacityAndLayer() throws {
        let image = try renderCanvas(width: 60, height: 40) { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            faded.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.black))
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 20, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 20, width: 20, height: 20)), with: .color(.black))
            }
        }
        let single = Int(image.pixel(x: 5, y: 10).alpha)
        #expect(abs(single - 128) <= 3, "half opacity: \(single)")
        #expect(Int(image.pixel(x: 15, y: 10).alpha) > 180, "two faded fills overlap darker")
        let layered = (Int(image.pixel(x: 5, y: 30).alpha), Int(image.pixel(x: 15, y: 30).alpha))
        #expect(abs(layered.0 - 128) <= 3 && abs(layered.1 - 128) <= 3, "a layer fades as one: \(layered)")
    }

    @Test("blendMode: multiply darkens, screen lightens, destinationOut erases what is there")
    func blendModes() throws {
        let image = try renderCanvas(width: 90, height: 30) { context, _ in
            for (index, mode) in [GraphicsContext.BlendMode.multiply, .screen, .destinationOut].enumerated() {
                let x = CGFloat(index * 30)
                context.fill(Path(CGRect(x: x, y: 0, width: 30, height: 30)), with: .color(red: 1, green: 0, blue: 0))
                var blended = context
                blended.blendMode = mode
                blended.fill(Path(CGRect(x: x, y: 0, width: 30, height: 15)), with: .color(red: 0, green: 0, blue: 1))
            }
        }
        #expect(isNear(image.pixel(x: 15, y: 5), (0, 0, 0)), "red × blue is black")
        #expect(isNear(image.pixel(x: 15, y: 25), (255, 0, 0)), "below the blended fill red stays")
        #expect(isNear(image.pixel(x: 45, y: 5), (255, 0, 255)), "red screen blue is magenta")
        #expect(image.pixel(x: 75, y: 5).alpha == 0, "destinationOut erased the red")
        #expect(isNear(image.pixel(x: 75, y: 25), (255, 0, 0)))
    }

    @Test("Shading: linear and radial gradients in the context's coordinates, conic, and a shape style")
    func shadings() throws {
        let image = try renderCanvas(width: 120, height: 40) { context, _ in
            let redBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
                with: .linearGradient(redBlue, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 40, y: 0)))
            context.fill(
                Path(CGRect(x: 40, y: 0, width: 40, height: 40)),
                with: .radialGradient(redBlue, center: CGPoint(x: 60, y: 20), startRadius: 0, endRadius: 20))
            context.fill(
                Path(ellipseIn: CGRect(x: 80, y: 0, width: 40, height: 40)),
                with: .conicGradient(redBlue, center: CGPoint(x: 100, y: 20)))
        }
        let (left, right) = (image.pixel(x: 1, y: 20), image.pixel(x: 38, y: 20))
        #expect(left.red > 230 && left.blue < 30 && right.blue > 220 && right.red < 40)
        let (centre, rim) = (image.pixel(x: 60, y: 20), image.pixel(x: 60, y: 1))
        #expect(centre.red > 230 && rim.blue > 200)
        let (start, end) = (image.pixel(x: 115, y: 22), image.pixel(x: 115, y: 18))
        #expect(start.red > start.blue && end.blue > end.red, "angles grow clockwise from the right")
        let styled = try renderCanvas(width: 40, height: 40, colorScheme: .dark) { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .style(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)))
            context.fill(Path(CGRect(x: 0, y: 15, width: 10, height: 10)), with: .foreground)
        }
        #expect(styled.pixel(x: 30, y: 1).red > 240 && styled.pixel(x: 30, y: 38).red < 15)
        let primary = Color.primary.resolve(in: .dark)
        #expect(abs(Int(styled.pixel(x: 5, y: 20).red) - Int(primary.red * 255)) < 6, "the dark scheme's text colour")
    }
}
