import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Coordinate spaces and GeometryProxy")
@MainActor
struct CoordinateSpaceTests {
    let proxy = GeometryProxy(
        size: CGSize(width: 50, height: 20), globalFrame: CGRect(x: 100, y: 300, width: 50, height: 20),
        spaces: [
            .scrollView: CGRect(x: 80, y: 250, width: 200, height: 100),
            .named("card"): CGRect(x: 90, y: 280, width: 120, height: 60),
        ])

    @Test("frame(in:) measures from each space's corner; bounds(of:) is the space in the view's own coordinates")
    func frames() {
        #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(proxy.frame(in: .global) == proxy.globalFrame)
        #expect(proxy.frame(in: .scrollView) == CGRect(x: 20, y: 50, width: 50, height: 20))
        #expect(proxy.frame(in: .named("card")) == CGRect(x: 10, y: 20, width: 50, height: 20))
        #expect(proxy.frame(in: CoordinateSpace.named("card")) == proxy.frame(in: .named("card")))
        #expect(proxy.bounds(of: .scrollView) == CGRect(x: -20, y: -50, width: 200, height: 100))
        #expect(proxy.bounds(of: .named("card")) == CGRect(x: -10, y: -20, width: 120, height: 60))
        #expect(proxy.bounds(of: .scrollView(axis: .horizontal)) == nil, "no scroll view across was reported")
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !CoordinateSpace.named(1).isLocal)
    }

    @Test(".coordinateSpace(_:) and (name:) make a named container; .visualEffect puts a reader behind its content")
    func engine() throws {
        let harness = Harness(
            VStack {
                Text("a").coordinateSpace(.named("list"))
                Text("b").coordinateSpace(name: 3)
                Text("c").visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            })
        let spaces = harness.root.allWidgets.filter { $0.kind == "coordinateSpace" }
        #expect(spaces.map { $0.properties["name"] as? NamedCoordinateSpace } == [.named("list"), .named(3)])
        #expect(spaces.map(\.texts) == [["a"], ["b"]])
        let effect = harness.first("effect")
        #expect(effect.texts == ["c"])
        #expect((effect.properties["effect"] as? String)?.contains("offsetX: 0.0") == true)
        harness.first("geometryReader").sendGeometry(
            GeometryProxy(size: CGSize(width: 30, height: 10), globalFrame: .zero))
        harness.turn()
        #expect(
            (harness.first("effect").properties["effect"] as? String)?.contains("offsetX: 30.0") == true,
            "the effect follows the reported geometry")
    }
}
