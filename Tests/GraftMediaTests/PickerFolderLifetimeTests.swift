import Foundation
import Graft
import GraftMedia
import GtkBridge
import Testing

/// Resident memory of this process in megabytes (`/proc/self/statm`).
func residentMegabytes() -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

@Suite("Photo library folders free their cells", .serialized)
@MainActor
struct PickerFolderLifetimeTests {
    init() throws { try GtkRuntime.initialize() }

    /// Counts the grid's cell pictures still alive: each new one is tracked once (marked by a CSS
    /// class) and counted again when GLib finalizes it.
    @MainActor
    final class LivePictures {
        let counter = FinalizationCounter()
        var live: Int { counter.trackedCount - counter.finalized }

        func trackNew(in grid: Gtk.Widget) {
            for picture in grid.all("GtkPicture") where !picture.hasCSSClass("graft-test-tracked") {
                picture.addCSSClass("graft-test-tracked")
                counter.track(picture)
            }
        }
    }

    @Test("100 folder views keep no more cell pictures alive than one view does")
    func leavingFoldersFreesCells() async throws {
        let files = try TestFiles("graft-folders")
        defer { files.remove() }
        let photo = Pixels.png(Pixels.gradient(width: 8, height: 8))
        let folderCount = 20
        for folder in 0..<folderCount {
            for index in 0..<40 { try files.write("f\(folder)/p\(index).png", photo) }
        }
        let controller = PhotoLibraryController(directory: files.directory)
        let window = Gtk.Window(title: "folders")
        window.defaultSize = (width: 640, height: 480)
        window.child = controller.view
        window.present()
        defer { window.destroy() }
        let grid = controller.grid
        let pictures = LivePictures()
        func view(_ index: Int) async {
            controller.open(folderAt: files.directory + "/f\(index % folderCount)")
            let shown = await MediaTest.wait {
                let cells = grid.all("GtkPicture")
                return !cells.isEmpty && cells.allSatisfy { $0.paintable != nil }
            }
            #expect(shown, "folder \(index) showed its thumbnails")
            pictures.trackNew(in: grid)
        }
        await view(0)
        let baseline = pictures.live
        let rssAfterOne = residentMegabytes()
        #expect(baseline > 0 && baseline <= grid.cellCount, "\(baseline) pictures for \(grid.cellCount) cells")
        for index in 1..<100 { await view(index) }
        #expect(pictures.counter.trackedCount > baseline, "the grid made new cells for new folders")
        // Cells of folders left are freed when GTK tears them down; wait for the last ones.
        let settled = await MediaTest.wait { pictures.live <= baseline }
        #expect(settled, "\(pictures.live) pictures alive after 100 views, \(baseline) after one")
        let rssAfterHundred = residentMegabytes()
        print("picker RSS: \(rssAfterOne) MB after 1 folder view, \(rssAfterHundred) MB after 100")
        print(
            "picker cells: \(pictures.counter.trackedCount) pictures made, \(pictures.live) alive, baseline \(baseline), grid cells \(grid.cellCount)"
        )
    }
}
