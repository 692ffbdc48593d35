import Graft
import Testing

private struct WithEmpty_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Before")
            EmptyView()
            Text("After")
        }
        .previewLayout(.fixed(width: 60, height: 30))
    }
}

@Suite("An EmptyView in a preview group")
@MainActor
struct PreviewEmptyViewTests {
    @Test("stays a preview of its own and renders blank at its size")
    func emptyViewPreview() throws {
        let previews = WithEmpty_Previews.allPreviews
        #expect(previews.count == 3)
        #expect(previews.map(\.layout) == Array(repeating: .fixed(width: 60, height: 30), count: 3))
        let image = try PreviewRenderer.render(previews[1]).pixels()
        #expect(image.width == 60 && image.height == 30)
        let first = image.pixel(x: 0, y: 0)
        #expect(
            (0..<30).allSatisfy { y in (0..<60).allSatisfy { x in image.pixel(x: x, y: y) == first } },
            "blank")
    }
}
