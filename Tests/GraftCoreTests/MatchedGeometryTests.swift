import GraftCore
import GraftTestBackend
import Testing

@MainActor
private struct Toggle2: View {
    @Namespace var space
    @State var flag = false
    @State var count = 0
    var body: some View {
        VStack {
            if flag {
                Text("b").matchedGeometryEffect(
                    id: 7, in: space, properties: count == 0 ? .position : .frame, isSource: false)
            }
            Text("\(count)")
            Button("flip") { withAnimation(.linear(duration: 0.2)) { flag.toggle() } }
            Button("count") { withAnimation { count += 1 } }
        }
    }
}

@Suite("matchedGeometryEffect and Namespace")
@MainActor
struct MatchedGeometryTests {
    @Test("The container gets its id and properties, and the change's animation only when it is inserted")
    func insertionOnly() {
        let h = Harness(Toggle2())
        h.root.allWidgets.filter { $0.kind == "button" }[0].click()
        h.turn()
        let container = h.first("matchedGeometry")
        #expect(container["id"] == "7" && container["properties"] == "1" && container["isSource"] == "false")
        #expect(container["insertion"] == "\(Animation.linear(duration: 0.2))")
        h.root.allWidgets.filter { $0.kind == "button" }[1].click()
        h.turn()
        #expect(h.first("matchedGeometry")["properties"] == "3")
        #expect(h.first("matchedGeometry")["insertion"] == "none", "an update of a view already in is no insertion")
    }

    @Test("A view's Namespace keeps its identity across bodies; two views' differ")
    func namespaceIdentity() {
        let first = Namespace()
        let second = Namespace()
        #expect(first.wrappedValue != second.wrappedValue)
        let h = Harness(Toggle2())
        h.root.allWidgets.filter { $0.kind == "button" }[0].click()
        h.turn()
        #expect(h.first("matchedGeometry")["id"] == "7")
    }
}
