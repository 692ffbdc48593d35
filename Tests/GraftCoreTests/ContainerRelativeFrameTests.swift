import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("containerRelativeFrame in the engine")
@MainActor
struct ContainerRelativeFrameTests {
    @Test("count and span divide the container as SwiftUI does; the closure gets the length and the axis")
    func lengths() {
        let grid = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .grid(count: 3, span: 1, spacing: 10))
        #expect(grid.length(in: 320, on: .horizontal) == 100)
        let spanning = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .grid(count: 3, span: 2, spacing: 10))
        #expect(spanning.length(in: 320, on: .horizontal) == 210)
        let custom = ContainerRelativeFrame(
            axes: [.horizontal, .vertical], alignment: .center,
            rule: .custom { length, axis in axis == .vertical ? length / 4 : length - 1 })
        #expect(custom.length(in: 200, on: .vertical) == 50)
        #expect(custom.length(in: 200, on: .horizontal) == 199)
    }

    @Test("bad input gives a sensible length: no count, a negative or infinite result")
    func badInput() {
        let noColumns = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .grid(count: 0, span: -2, spacing: 10))
        #expect(noColumns.length(in: 300, on: .horizontal) == 300, "count and span of at least 1")
        let negative = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .custom { length, _ in -length })
        #expect(negative.length(in: 300, on: .horizontal) == 0)
        let infinite = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .custom { _, _ in .infinity })
        #expect(infinite.length(in: 300, on: .horizontal) == 0)
        let crowded = ContainerRelativeFrame(
            axes: .horizontal, alignment: .center, rule: .grid(count: 5, span: 1, spacing: 100))
        #expect(crowded.length(in: 300, on: .horizontal) == 0, "more spacing than room")
    }

    @Test("the three overloads hand the backend their axes, alignment and rule")
    func overloads() throws {
        let harness = Harness(
            VStack {
                Text("a").containerRelativeFrame(.horizontal)
                Text("b").containerRelativeFrame(.vertical, alignment: .topLeading) { length, _ in length / 2 }
                Text("c").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            })
        let frames = harness.root.allWidgets.filter { $0.kind == "containerRelativeFrame" }
        #expect(frames.map(\.texts) == [["a"], ["b"], ["c"]])
        #expect(frames.map { $0.properties["axes"] as? Int } == [1, 2, 1])
        #expect(frames[0].properties["width"] as? Double == 300)
        #expect(frames[1].properties["height"] as? Double == 100)
        #expect(frames[1].properties["alignment"] as? String == "\(Alignment.topLeading)")
        let spanned = try #require(frames[2].properties["width"] as? Double)
        #expect(abs(spanned - (300.0 - 20) / 3 * 2 - 10) < 0.001)
    }
}
