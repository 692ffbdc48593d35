import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("rotation3DEffect and blendMode in the engine")
@MainActor
struct ViewEffectsEngineTests {
    @Test("rotation3DEffect hands the backend its angle, axis and SwiftUI's defaults, around the content")
    func rotation() throws {
        let harness = Harness(
            VStack {
                Text("a").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                Text("b").rotation3DEffect(
                    .degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .topLeading, anchorZ: 5, perspective: 0.5)
            })
        let turns = harness.root.allWidgets.filter { $0.kind == "rotation3D" }
        #expect(turns.map(\.texts) == [["a"], ["b"]])
        let first = try #require(turns[0].properties["rotation3D"] as? Rotation3DEffect)
        #expect(first.angle == .degrees(45) && first.axisY == 1 && first.axisX == 0 && first.axisZ == 0)
        #expect(first.anchor == .center && first.anchorZ == 0 && first.perspective == 1)
        let second = try #require(turns[1].properties["rotation3D"] as? Rotation3DEffect)
        #expect(second.anchor == .topLeading && second.anchorZ == 5 && second.perspective == 0.5)
    }

    @Test("blendMode hands the backend the mode and the content")
    func blend() {
        let harness = Harness(Text("a").blendMode(.difference))
        let blend = harness.first("blendMode")
        #expect(blend.children.map(\.texts) == [["a"]])
        #expect(blend.properties["blendMode"] as? String == "difference")
    }
}
