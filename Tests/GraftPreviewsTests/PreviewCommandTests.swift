import Foundation
import Graft
import GraftTestSupport
import Testing

@Suite("graft-previews: discovers the package's previews and writes PNGs and a contact sheet")
struct PreviewCommandTests {
    @Test(
        "Run without a display: it starts Xvfb, writes one PNG per preview and scheme (providers and #Preview), and a contact sheet"
    )
    func endToEnd() async throws {
        let output = try makeTemporaryFolder("command")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await Subprocess.runProduct(
            "graft-previews", arguments: ["--output", output.path], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
            timeout: .seconds(60))
        let printed = result.stdout
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(printed)\n\(result.stderr)")
        #expect(printed.contains("private Xvfb"))
        #expect(printed.contains(output.path))
        // The examples' providers, the gallery's `#Preview`s among the rest.
        let expected = [
            "RoundedBorder-light.light.png", "RoundedBorder-dark.dark.png", "RedLabel.light.png", "RedLabel.dark.png",
            "Fixed-200-100.light.png", "Fixed-200-100.dark.png", "PreviewMacroGallery-1.light.png", "contact-sheet.png",
        ]
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(Set(expected).isSubset(of: written), "\(written)")
        #expect(
            written.allSatisfy { $0.hasSuffix(".light.png") || $0.hasSuffix(".dark.png") || $0 == "contact-sheet.png" })
        for name in written {
            let bytes = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
            #expect(printed.contains(name))
        }
        let border = try RGBAImage(
            pngData: Array(try Data(contentsOf: output.appendingPathComponent("RoundedBorder-light.light.png"))))
        #expect((border.width, border.height) == (200, 200))
        let sheet = try RGBAImage(
            pngData: Array(try Data(contentsOf: output.appendingPathComponent("contact-sheet.png"))))
        #expect(sheet.width > 400 && sheet.height > 300)
    }

    @Test("--list prints the previews without rendering or needing a display")
    func list() async throws {
        let result = try await Subprocess.runProduct(
            "graft-previews", arguments: ["--list"], removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: .seconds(30))
        let printed = result.stdout
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(printed.contains("RoundedBorder (light)") && printed.contains("RedLabel"))
        #expect(printed.contains("Swatch, named  [PreviewMacroGallery.swift, device, light, dark]"))
    }
}
