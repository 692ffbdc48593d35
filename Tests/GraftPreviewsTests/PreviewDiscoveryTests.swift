import Graft
import Testing

@testable import RepresentableExamples

private struct Sample_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("One").previewDisplayName("First")
            Group {
                Text("Two")
                Text("Three").previewLayout(.fixed(width: 50, height: 20))
            }
            .previewLayout(.sizeThatFits)
            ForEach(ColorScheme.allCases, id: \.self) { scheme in
                Text("Four").colorScheme(scheme)
            }
            Text("Five").previewDisplayName("Padded").padding(4)
        }
        .previewLayout(.fixed(width: 100, height: 40))
    }
}

private struct Single_Previews: PreviewProvider {
    static var previews: some View { Text("Only") }
}

@Suite("Preview discovery: a provider's Group, block or ForEach gives one preview per child")
@MainActor
struct PreviewDiscoveryTests {
    @Test("RoundedBorder_Previews: two 200×200 previews, light and dark, named")
    func roundedBorderPreviews() {
        let previews = RoundedBorder_Previews.allPreviews
        #expect(previews.map(\.displayName) == ["RoundedBorder (light)", "RoundedBorder (dark)"])
        #expect(previews.map(\.colorScheme) == [.light, .dark])
        #expect(previews.allSatisfy { $0.layout == .fixed(width: 200, height: 200) })
        #expect(previews.map(\.colorSchemes) == [[.light], [.dark]])
    }

    @Test("RedLabel_Previews: one preview rendered in both schemes")
    func redLabelPreviews() {
        let previews = RedLabel_Previews.allPreviews
        #expect(previews.count == 1)
        #expect(previews.first?.displayName == "RedLabel")
        #expect(previews.first?.colorSchemes == [.light, .dark])
    }

    @Test("Traits: set on a group they apply to its members, set on a member they win; groups nest")
    func traits() {
        let previews = Sample_Previews.allPreviews
        #expect(previews.count == 6)
        #expect(previews.map(\.displayName) == ["First", "Sample 2", "Sample 3", "Sample 4", "Sample 5", "Padded"])
        #expect(
            previews.map(\.layout) == [
                .fixed(width: 100, height: 40), .sizeThatFits, .fixed(width: 50, height: 20),
                .fixed(width: 100, height: 40), .fixed(width: 100, height: 40), .fixed(width: 100, height: 40),
            ])
        #expect(previews.map(\.colorScheme) == [nil, nil, nil, .light, .dark, nil])
        #expect(Set(previews.map(\.id)).count == 6)
    }

    @Test("A single view is one preview named after its provider, on the device canvas")
    func single() {
        let previews = Single_Previews.allPreviews
        #expect(previews.map(\.displayName) == ["Single"])
        #expect(previews.first?.layout == .device)
        #expect(PreviewLayout.deviceSize == (390, 844))
    }
}
