import Graft
import GraftSnapshotTesting
import Testing

@testable import GalleryExamples

@Suite("Snapshots of the gallery (shapes, gradients, text styles, borders, button styles)", .serialized)
@MainActor
struct GallerySnapshotTests {
    @Test("Shapes_Previews: every shape, stroke and gradient, light and dark, match their references")
    func shapes() {
        for preview in Shapes_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }

    @Test("Drawing_Previews: stroke styles, trim, inset and uneven shapes, new colours, filters, text modifiers")
    func drawing() {
        for preview in Drawing_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }

    @Test("Decorations_Previews: styled text, border, clips, overlay and button styles, light and dark")
    func decorations() {
        for preview in Decorations_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }
}

@Suite("Snapshots of the gallery form (GtkListBox boxed-list, frame, expander, text view)", .serialized)
@MainActor
struct FormSnapshotTests {
    @Test("Form_Previews: light and dark match their references")
    func form() {
        for preview in Form_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }
}

@Suite("Snapshots of the gallery layout (GeometryReader, fixedSize, layoutPriority, gestures)", .serialized)
@MainActor
struct LayoutSnapshotTests {
    @Test("Layout_Previews: light and dark match their references")
    func layout() {
        for preview in Layout_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }
}
