import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Canvas in the engine: the operations a renderer records, and the state it reads")
@MainActor
struct CanvasEngineTests {
    @Test("A renderer's fills, strokes and layers reach the backend in order, with their state")
    func operations() throws {
        let harness = Harness(
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var faded = context
                faded.opacity = 0.25
                faded.blendMode = .multiply
                faded.translateBy(x: 10, y: 0)
                faded.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .foreground, lineWidth: 2)
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue))
                }
            })
        let canvas = harness.first("canvas")
        #expect(canvas["operations"] == "3")
        #expect(canvas["kinds"] == "fill stroke layer")
        let drawing = try #require(canvas.properties["drawing"] as? CanvasDrawing)
        let operations = drawing.render(size: CGSize(width: 40, height: 20), services: .none)
        #expect(operations[1].opacity == 0.25 && operations[1].blendMode == .multiply)
        #expect(operations[1].transform == CGAffineTransform(translationX: 10, y: 0))
        guard case .fill(let path, _, _) = operations[0].content else { return #expect(Bool(false)) }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20), "drawn at the size asked")
    }

    @Test("State read inside the renderer invalidates the canvas: a change updates it")
    func tracksState() throws {
        struct Counter: View {
            @State var count = 1
            var body: some View {
                VStack {
                    Button("more") { count += 1 }
                    Canvas { context, _ in
                        for index in 0..<count {
                            context.fill(
                                Path(CGRect(x: Double(index) * 2, y: 0, width: 1, height: 1)), with: .color(.red))
                        }
                    }
                }
            }
        }
        let harness = Harness(Counter())
        #expect(harness.first("canvas")["operations"] == "1")
        harness.first("button").click()
        harness.turn()
        #expect(harness.first("canvas")["operations"] == "2")
    }
}
