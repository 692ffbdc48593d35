import Foundation
import GraftCore
import GraftTestBackend
import Testing

private enum ThirdDown: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

@Suite("Alignment guides in the engine")
@MainActor
struct AlignmentGuideTests {
    @Test("Each modifier reaches the backend as a guide whose closure sees the view's dimensions")
    func guidesReachTheBackend() throws {
        let thirdDown = VerticalAlignment(ThirdDown.self)
        let harness = Harness(
            VStack(alignment: .leading) {
                Text("a").alignmentGuide(.leading) { d in d[.trailing] - 10 }
                Text("b").alignmentGuide(.firstTextBaseline) { d in d[.firstTextBaseline] + 2 }
                Text("c").alignmentGuide(thirdDown) { d in d[thirdDown] * 2 }
            })
        let guides = harness.root.allWidgets.filter { $0.kind == "alignmentGuide" }.map {
            $0.properties["alignmentGuides"] as? [String: Double]
        }
        // The recording backend evaluates each guide in a 100 × 50 view whose baseline is at 40.
        #expect(guides.count == 3)
        #expect(guides[0] == ["leading": 90])
        #expect(guides[1] == ["firstTextBaseline": 42])
        #expect(guides[2]?.values.first.map { abs($0 - 100.0 / 3) < 0.001 } == true, "twice the default third of 50")
    }

    @Test("Dimensions give defaults for unset guides, explicit values for set ones, and nil explicitly for unset")
    func dimensions() {
        let plain = ViewDimensions(width: 80, height: 30)
        #expect(plain[HorizontalAlignment.center] == 40)
        #expect(plain[VerticalAlignment.bottom] == 30)
        #expect(plain[VerticalAlignment.firstTextBaseline] == 30, "no text: the bottom edge")
        #expect(plain[explicit: HorizontalAlignment.leading] == nil)
        #expect(HorizontalAlignment(ThirdDown.self) == HorizontalAlignment(ThirdDown.self))
        #expect(HorizontalAlignment(ThirdDown.self) != HorizontalAlignment.leading)
        #expect(HorizontalAlignment.listRowSeparatorLeading != HorizontalAlignment.leading)
    }
}
