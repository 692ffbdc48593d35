import Foundation
import Graft
import GraftSnapshotTesting
import Testing

@testable import GalleryExamples

/// The `#Preview`s of Examples/Gallery/PreviewMacroGallery.swift, as the registry lists them.
@MainActor
func galleryMacroPreviews() throws -> [Preview] {
    let file = try #require(graftPreviewProviders.first { "\($0)".hasSuffix("PreviewMacroGallery_dswift") })
    return file.allPreviews
}

/// The gallery's `#Preview` called `name`.
@MainActor
func galleryMacroPreview(_ name: String) throws -> Preview {
    try #require(try galleryMacroPreviews().first { $0.displayName == name }, "no #Preview named \(name)")
}

@Suite("#Preview: the registry lists every form, named by its name or its file and position")
@MainActor
struct PreviewMacroRegistryTests {
    @Test("The gallery's ten #Previews, in file order, with their layouts")
    func listed() throws {
        let previews = try galleryMacroPreviews()
        #expect(
            previews.map(\.displayName) == [
                "PreviewMacroGallery 1", "Swatch, named", "PreviewMacroGallery 3", "Fixed 200×100", "Landscape",
                "Portrait upside down", "Framed", "Previewable state", "GTK widget", "Widget controller",
            ])
        #expect(previews.allSatisfy { $0.providerName == "PreviewMacroGallery.swift" })
        #expect(previews.map(\.index) == Array(0..<10))
        #expect(
            previews.map(\.layout) == [
                .device, .device, .sizeThatFits, .fixed(width: 200, height: 100), .fixed(width: 844, height: 390),
                .device, .sizeThatFits, .sizeThatFits, .sizeThatFits, .fixed(width: 200, height: 100),
            ])
        #expect(previews[4].orientation == .landscapeLeft && previews[5].orientation == .portraitUpsideDown)
        #expect(previews.allSatisfy { $0.colorSchemes == [.light, .dark] })
    }

    @Test("PreviewProvider types are listed beside them, as before")
    func providersStillListed() {
        let names = graftPreviewProviders.map { "\($0)" }
        #expect(names.contains("Shapes_Previews") && names.contains("RoundedBorder_Previews"))
        let catalog = PreviewCatalog(providers: graftPreviewProviders)
        #expect(catalog.previews.contains { $0.displayName == "RoundedBorder (light)" })
        #expect(catalog.previews.contains { $0.displayName == "Swatch, named" })
    }

    @Test("An unnamed #Preview alone in its file is called after the file; names follow file and line")
    func naming() {
        let declarations = [
            Preview._Declaration(name: nil, fileID: "App/Card.swift", line: 9, traits: []) { Text("B") },
            Preview._Declaration(name: nil, fileID: "App/Card.swift", line: 3, traits: []) { Text("A") },
            Preview._Declaration(name: "Dark", fileID: "App/Card.swift", line: 20, traits: []) { Text("C") },
            Preview._Declaration(name: nil, fileID: "App/Solo.swift", line: 1, traits: []) { Text("D") },
        ]
        let previews = Preview.previews(declaredIn: declarations)
        #expect(previews.map(\.displayName) == ["Card 1", "Card 2", "Dark", "Solo"])
        #expect(previews.map(\.providerName) == ["Card.swift", "Card.swift", "Card.swift", "Solo.swift"])
    }

    @Test("Several traits at once: the last layout and orientation win; landscape turns only the device canvas")
    func traits() {
        func layout(_ traits: [PreviewTrait<Preview.ViewTraits>]) -> PreviewLayout {
            let declaration = Preview._Declaration(name: "T", fileID: "M/T.swift", line: 1, traits: traits) {
                Text("T")
            }
            return Preview.previews(declaredIn: [declaration])[0].layout
        }
        #expect(layout([.sizeThatFitsLayout, .landscapeLeft]) == .sizeThatFits)
        #expect(layout([.landscapeRight]) == .fixed(width: 844, height: 390))
        #expect(layout([.landscapeRight, .portrait]) == .device)
        #expect(layout([.fixedLayout(width: 200.4, height: 99.6), .defaultLayout]) == .device)
        #expect(layout([.fixedLayout(width: 200.4, height: 99.6)]) == .fixed(width: 200, height: 100))
    }
}

@Suite("#Preview renders: sizes, modifiers, @Previewable state, widgets and controllers", .serialized)
@MainActor
struct PreviewMacroRenderingTests {
    func render(_ name: String, _ scheme: ColorScheme = .light) throws -> RGBAImage {
        try PreviewRenderer.render(try galleryMacroPreview(name), colorScheme: scheme).pixels()
    }

    @Test("fixedLayout(width: 200, height: 100) gives a 200×100 PNG; sizeThatFitsLayout the swatch's 120×60")
    func sizes() throws {
        let fixed = try render("Fixed 200×100")
        #expect((fixed.width, fixed.height) == (200, 100))
        let fitting = try render("PreviewMacroGallery 3")
        #expect((fitting.width, fitting.height) == (120, 60))
        #expect(close(fitting.rgb(5, 5), [255, 120, 0]))  // Color.orange
        let landscape = try render("Landscape")
        #expect((landscape.width, landscape.height) == (844, 390))
        let device = try render("PreviewMacroGallery 1")
        #expect((device.width, device.height) == (390, 844))
    }

    @Test("A .modifier trait wraps the preview with its shared context: 10 px of blue around the swatch")
    func modifier() throws {
        let image = try render("Framed")
        #expect((image.width, image.height) == (140, 80))
        #expect(close(image.rgb(3, 3), accentBlue))  // Color.blue, the context
        #expect(close(image.rgb(15, 15), [255, 120, 0]))  // the swatch inside
    }

    @Test("@Previewable @State starts at its initial value: the red bar is 80 × 20")
    func previewable() throws {
        let image = try render("Previewable state")
        #expect((image.width, image.height) == (80, 20))
        #expect(close(image.rgb(40, 10), [224, 28, 36]))  // Color.red
    }

    @Test("A widget preview shows the GTK label at its natural size; a controller preview shows its view")
    func widgets() throws {
        let widget = try render("GTK widget")
        let natural = try PreviewRenderer.render(Text("A GTK label"), layout: .sizeThatFits)
        #expect(widget.width == natural.width + 8 && widget.height == natural.height)
        #expect(darkPixels(widget) > 30)
        let controller = try render("Widget controller")
        #expect((controller.width, controller.height) == (200, 100))
        #expect(darkPixels(controller) > 30)
    }

    /// How many pixels are darker than mid-grey (text on the light theme's background).
    func darkPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgb(x, y).allSatisfy({ $0 < 110 }) { count += 1 }
        }
        return count
    }

    @Test("The catalog writes #Preview PNGs as it does a provider's: <Name>.<scheme>.png and the contact sheet")
    func catalog() throws {
        let folder = try makeTemporaryFolder("macro-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try PreviewCatalog(providers: graftPreviewProviders, filter: "Fixed 200").write(to: folder.path)
        #expect(
            result.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "Fixed-200-100.light.png", "Fixed-200-100.dark.png",
            ])
        #expect(result.files.allSatisfy { ($0.width, $0.height) == (200, 100) })
        #expect(FileManager.default.fileExists(atPath: result.contactSheetPath))
    }

    @Test("Snapshot: the named swatch, light and dark, matches its references")
    func snapshot() throws {
        let preview = try galleryMacroPreview("Fixed 200×100")
        for scheme in preview.colorSchemes {
            assertSnapshot(of: preview, as: .image(colorScheme: scheme), named: scheme.rawValue)
        }
    }
}

@Suite("The registry's scanner places #Preview as the compiler does")
@MainActor
struct PreviewMacroScanTests {
    @Test("#Previews after comments, non-ASCII text and braces in strings are listed; text in strings is not")
    func trickyPositions() throws {
        let file = try #require(graftPreviewProviders.first { "\($0)".hasSuffix("PreviewMacroScanFixtures_dswift") })
        #expect(file.allPreviews.map(\.displayName) == ["After a comment é", "After a brace in a string"])
    }
}
