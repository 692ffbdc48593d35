import Graft
import GraftSnapshotTesting
import Testing

@testable import PortingExamples

@Suite("Porting: the view subclass with a border, previewed light and dark at 200×200", .serialized)
@MainActor
struct PortingSnapshotTests {
    @Test("Bordered_Previews: two previews, light and dark, 200×200, matching their references")
    func borderedPreviews() throws {
        let previews = Bordered_Previews.allPreviews
        #expect(previews.map(\.displayName) == ["Bordered (light)", "Bordered (dark)"])
        #expect(previews.map(\.colorSchemes) == [[.light], [.dark]])
        for preview in previews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }

    @Test("The border is system blue and the fill system background, in each scheme")
    func colours() throws {
        let light = try PreviewRenderer.render(Bordered(), layout: .fixed(width: 200, height: 200), colorScheme: .light)
            .pixels()
        let dark = try PreviewRenderer.render(Bordered(), layout: .fixed(width: 200, height: 200), colorScheme: .dark)
            .pixels()
        #expect(light.rgb(100, 1) == [0x00, 0x7a, 0xff] && light.rgb(100, 100) == [255, 255, 255])
        #expect(dark.rgb(100, 1) == [0x0a, 0x84, 0xff] && dark.rgb(100, 100) == [0x1f, 0x1f, 0x1f])
    }
}
