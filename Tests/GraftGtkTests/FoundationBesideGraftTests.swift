// A file importing Foundation beside Graft, as ported code often does: one CGFloat, CGSize,
// CGRect and IndexSet (Foundation's), so nothing below is ambiguous.
import Foundation
import Graft
import Testing

@Suite("Foundation beside Graft")
@MainActor
struct FoundationBesideGraftTests {
    @Test("CGFloat, CGSize, CGRect and IndexSet are Foundation's and Graft's views take them")
    func oneSetOfTypes() {
        let width: CGFloat = 120
        let size = CGSize(width: width, height: 40)
        let rect = CGRect(origin: .zero, size: size)
        let offsets: IndexSet = [0, 2]
        var items = ["a", "b", "c"]
        items.remove(atOffsets: offsets)
        #expect(items == ["b"])
        #expect(rect.maxX == 120 && Foundation.CGFloat(rect.height) == 40)
        // Compiling is most of this test: a view modifier takes Foundation's CGFloat as it is.
        _ = Text("x").frame(width: size.width, height: size.height)
        let point: Foundation.CGPoint = CGPoint(x: 1, y: 2)
        #expect(point.y == 2)
    }
}
