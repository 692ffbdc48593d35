import Graft
import GraftSnapshotTesting
import Testing

@testable import UIKitExamples

extension UIKitSuite {
    @Suite("A UIView subclass with init(frame:), a border and rounded corners, previewed light and dark")
    @MainActor
    struct UIKitSnapshotTests {
        @Test("Bordered_Previews match the references of the ported Gtk.Box version, pixel for pixel")
        func borderedPreviews() throws {
            let previews = Bordered_Previews.allPreviews
            #expect(previews.map(\.displayName) == ["Bordered (light)", "Bordered (dark)"])
            for preview in previews {
                assertSnapshot(of: preview, as: .image(), named: preview.displayName)
            }
        }

        @Test("the border is system blue and the fill system background, in each scheme")
        func colours() throws {
            let light = try PreviewRenderer.render(
                Bordered(), layout: .fixed(width: 200, height: 200), colorScheme: .light)
            let dark = try PreviewRenderer.render(
                Bordered(), layout: .fixed(width: 200, height: 200), colorScheme: .dark)
            let (lightPixels, darkPixels) = (try light.pixels(), try dark.pixels())
            #expect(lightPixels.rgb(100, 1) == [0x00, 0x7a, 0xff] && lightPixels.rgb(100, 100) == [255, 255, 255])
            #expect(darkPixels.rgb(100, 1) == [0x0a, 0x84, 0xff] && darkPixels.rgb(100, 100) == [0x1f, 0x1f, 0x1f])
            // The rounded corner leaves the outermost corner pixel unpainted by the border colour.
            #expect(lightPixels.rgb(0, 0) != [0x00, 0x7a, 0xff])
        }
    }
}
