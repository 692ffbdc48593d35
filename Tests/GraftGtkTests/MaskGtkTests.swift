import Foundation
import Graft
import GtkBridge
import Testing

@Suite("View masks on GTK", .serialized)
@MainActor
struct MaskGtkTests {
    /// Renders the one mask container in `host` (the rendered image keeps transparency).
    private func maskImage(_ host: HostingWindow) throws -> RGBAImage {
        let bin = try #require(host.root.descendants.first { $0.typeName == "GraftMaskBin" })
        return try WidgetRenderer.renderImage(of: bin)
    }

    @Test("a red square masked by a Circle is red in the middle and transparent at the corners")
    func circleMask() throws {
        let host = try GtkTest.show {
            Color.red.frame(width: 60, height: 60).mask { Circle() }.fixedSize()
        }
        defer { host.close() }
        let image = try maskImage(host)
        #expect(image.width == 60 && image.height == 60)
        let centre = image.pixel(x: 30, y: 30)
        #expect(centre.alpha > 250 && centre.red > 200 && centre.green < 60, "the middle shows: \(centre)")
        for (x, y) in [(2, 2), (57, 2), (2, 57), (57, 57)] {
            #expect(image.pixel(x: x, y: y).alpha < 5, "corner (\(x), \(y)) is masked out: \(image.pixel(x: x, y: y))")
        }
        let edge = image.pixel(x: 30, y: 2)
        #expect(edge.alpha > 200, "the circle reaches the top edge's middle: \(edge)")
    }

    @Test("a LinearGradient mask fades the view from opaque at the top to transparent at the bottom")
    func gradientMask() throws {
        let host = try GtkTest.show {
            Color.blue.frame(width: 40, height: 100)
                .mask {
                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                }
                .fixedSize()
        }
        defer { host.close() }
        let image = try maskImage(host)
        let alphas = [2, 25, 50, 75, 97].map { Int(image.pixel(x: 20, y: $0).alpha) }
        #expect(alphas[0] > 235 && alphas[4] < 20, "opaque at the top, clear at the bottom: \(alphas)")
        #expect(alphas[2] > 90 && alphas[2] < 165, "half way down is half transparent: \(alphas)")
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 > $1 }, "it fades steadily: \(alphas)")
        let middle = image.pixel(x: 20, y: 50)
        #expect(middle.blue > 200 && middle.red < 60, "the colour is the view's, not the mask's: \(middle)")
    }

    @Test("a smaller mask sits at its alignment; a changed mask redraws; the mask takes no clicks")
    func alignedMask() throws {
        final class Model: ObservableObject { @Published var wide = false }
        let model = Model()
        struct Root: View {
            @ObservedObject var model: Model
            var body: some View {
                Color.green.frame(width: 80, height: 40)
                    .mask(alignment: .leading) { Rectangle().frame(width: model.wide ? 80 : 20, height: 40) }
                    .fixedSize()
            }
        }
        let host = try GtkTest.show { Root(model: model) }
        defer { host.close() }
        var image = try maskImage(host)
        #expect(image.pixel(x: 10, y: 20).alpha > 250 && image.pixel(x: 60, y: 20).alpha < 5, "only the leading 20 pt")
        model.wide = true
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                image = (try? maskImage(host)) ?? image
                return image.pixel(x: 60, y: 20).alpha > 250
            }, "the wider mask shows the rest")
        let mask = try #require(host.root.descendants.first { $0.typeName == "GraftMaskBin" }?.childWidgets.last)
        #expect(!mask.canTarget, "the mask is not a click target")
    }
}
