import Foundation
import Graft
import GraftSnapshotTesting
import GraftTestSupport
import Testing

@Suite("Showcase: --snapshot renders every screen the way the references show")
@MainActor
struct ShowcaseSnapshotTests {
    @Test("With no display, --snapshot renders each screen light and dark on its own Xvfb and prints the paths")
    func snapshots() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-showcase-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Subprocess.runProduct(
            "graft-showcase", arguments: ["--snapshot", folder.path], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
            timeout: .seconds(120))
        #expect(!result.timedOut)
        try #require(result.status == 0, "graft-showcase failed:\n\(result.stderr)")
        let printed = result.stdout.split(separator: "\n").map(String.init)
        let names = ["browser", "photos", "widgets", "previews"].flatMap { ["\($0).light", "\($0).dark"] }
        #expect(printed == names.map { folder.appendingPathComponent("\($0).png").path })
        for name in names {
            let bytes = try Data(contentsOf: folder.appendingPathComponent("\(name).png"))
            let image = try RGBAImage(pngData: Array(bytes))
            #expect((image.width, image.height) == (1100, 760), "\(name)")
            // Text antialiasing may move a few pixels between runs; the screens must not.
            assertSnapshot(of: image, as: .image(precision: 0.995, perPixelTolerance: 24), named: name)
        }
    }
}
