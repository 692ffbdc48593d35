import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("View masks in the engine")
@MainActor
struct MaskEngineTests {
    @Test("mask(alignment:_:) hands the backend the content, the mask views and the alignment")
    func maskChildren() {
        let harness = Harness(
            Text("Shown").mask(alignment: .topLeading) {
                Text("M1")
                Text("M2")
            })
        let mask = harness.first("mask")
        #expect(mask.children.map(\.texts) == [["Shown"]])
        #expect(mask.backgroundChildren.map(\.texts) == [["M1"], ["M2"]])
        #expect(mask.properties["alignment"] as? String == "\(Alignment.topLeading)")
    }

    @Test("the older mask(_:) centres its one mask view")
    func olderMask() {
        let harness = Harness(Text("Shown").mask(Text("M")))
        let mask = harness.first("mask")
        #expect(mask.backgroundChildren.map(\.texts) == [["M"]])
        #expect(mask.properties["alignment"] as? String == "\(Alignment.center)")
    }
}
