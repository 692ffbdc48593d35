import Graft
import GtkBridge
import Testing

@Suite("View blendMode on GTK", .serialized)
@MainActor
struct BlendModeGtkTests {
    typealias RGB = (red: Int, green: Int, blue: Int)

    /// The colour at (`x`, `y`) of a 120 × 60 window showing `content`.
    func colours<Content: View>(at points: [(Int, Int)], @ViewBuilder _ content: () -> Content) throws -> [RGB] {
        let host = try GtkTest.show(width: 120, height: 60, colorScheme: .light, content)
        defer { host.close() }
        try host.window.waitUntilPainted()
        let image = try WidgetRenderer.renderImage(of: host.window)
        return points.map { point in
            let pixel = image.pixel(x: point.0, y: point.1)
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
    }

    func near(_ found: RGB, _ expected: RGB) -> Bool {
        abs(found.red - expected.red) < 8 && abs(found.green - expected.green) < 8
            && abs(found.blue - expected.blue) < 8
    }

    /// An orange ZStack child under a lilac one blended with `mode`, the lilac covering only the
    /// right half: the left half shows what is behind untouched.
    func blended(_ mode: BlendMode) throws -> (left: RGB, right: RGB) {
        let found = try colours(at: [(30, 30), (90, 30)]) {
            ZStack(alignment: .trailing) {
                Color(red: 1, green: 0.5, blue: 0).frame(width: 120, height: 60)
                Color(red: 0.5, green: 0.5, blue: 1).frame(width: 60, height: 60).blendMode(mode)
            }
        }
        return (found[0], found[1])
    }

    @Test("multiply multiplies each channel with the ZStack child behind")
    func multiply() throws {
        let (left, right) = try blended(.multiply)
        #expect(near(left, (255, 128, 0)), "\(left)")
        #expect(near(right, (128, 64, 0)), "\(right)")
    }

    @Test("screen inverts, multiplies and inverts again")
    func screen() throws {
        let (left, right) = try blended(.screen)
        #expect(near(left, (255, 128, 0)), "\(left)")
        #expect(near(right, (255, 191, 255)), "\(right)")
    }

    @Test("difference gives each channel's difference; normal draws over")
    func difference() throws {
        let (_, right) = try blended(.difference)
        #expect(near(right, (128, 0, 255)), "\(right)")
        let (_, normal) = try blended(.normal)
        #expect(near(normal, (128, 128, 255)), "\(normal)")
    }

    @Test("A background colour, background views and an overlay's content are behind too")
    func behind() throws {
        let found = try colours(at: [(30, 30), (90, 30), (20, 50)]) {
            HStack(spacing: 0) {
                Color(red: 0.5, green: 0.5, blue: 1).blendMode(.multiply).frame(width: 60, height: 60)
                    .background(Color(red: 1, green: 0.5, blue: 0))
                Color(red: 1, green: 0.5, blue: 0).frame(width: 60, height: 60)
                    .overlay { Color(red: 0.5, green: 0.5, blue: 1).blendMode(.difference) }
            }
        }
        #expect(near(found[0], (128, 64, 0)), "multiplied with the background colour: \(found[0])")
        #expect(near(found[1], (128, 0, 255)), "the overlay's difference with the content: \(found[1])")
    }

    @Test("The blended view follows a change of what is behind it")
    func followsBehind() throws {
        final class Model: ObservableObject {
            @Published var behind = Color(red: 1, green: 0.5, blue: 0)
        }
        let model = Model()
        struct Screen: View {
            @ObservedObject var model: Model
            var body: some View {
                ZStack {
                    model.behind
                    Color(red: 0.5, green: 0.5, blue: 1).blendMode(.multiply)
                }
                .frame(width: 120, height: 60)
            }
        }
        let host = try GtkTest.show(width: 120, height: 60, colorScheme: .light) { Screen(model: model) }
        defer { host.close() }
        func centre() throws -> RGB {
            try host.window.waitUntilPainted()
            let pixel = try WidgetRenderer.renderImage(of: host.window).pixel(x: 60, y: 30)
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
        #expect(near(try centre(), (128, 64, 0)))
        model.behind = Color(red: 0, green: 1, blue: 1)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { (try? centre()).map { near($0, (0, 128, 255)) } ?? false })
    }
}
