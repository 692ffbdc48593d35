import Foundation
import Graft
import GraftMedia
import GtkBridge
import Testing

/// Threads of this process right now (`/proc/self/task`).
func threadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? -1
}

@Suite("ImagePicker lifetime", .serialized)
@MainActor
struct PickerLifetimeTests {
    @Test("200 present/dismiss cycles of the library free every cover window and grid, and add no threads")
    func presentDismissCycles() async throws {
        let session = try await PickerSession()
        defer { session.close() }
        let (completions, host) = (session.completions, session.host)
        let windows = FinalizationCounter()
        let grids = FinalizationCounter()
        func cycle() async throws {
            let cover = try await session.openCover()
            windows.track(cover)
            grids.track(try #require(cover.first("GtkGridView")))
            PickerUI.button("Cancel", in: cover)?.emit("clicked")
            #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("idle") })
        }
        try await cycle()  // warm up: the thumbnail workers and GTK's own threads start once
        #expect(await MediaTest.wait { windows.finalized == 1 && grids.finalized == 1 })
        let threadsBefore = threadCount()
        for _ in 0..<199 { try await cycle() }
        #expect(await MediaTest.wait { windows.finalized == 200 && grids.finalized == 200 })
        #expect(windows.trackedCount == 200)
        #expect(completions.results.count == 200 && completions.results.allSatisfy { $0 == nil })
        let threadsAfter = threadCount()
        // The thumbnail workers are a shared pool: no thread per presentation. Idle pool threads
        // may come and go, so allow the pool's own slack (a few threads), not 200.
        #expect(threadsAfter >= 1 && threadsAfter <= threadsBefore + 4, "\(threadsBefore) → \(threadsAfter) threads")
        #expect(Gtk.Window.toplevels.count == 1)
    }

    @Test("Image(_:) keeps the same texture across updates and replaces it only for a new image")
    func imageIdentity() async throws {
        @MainActor final class Model: ObservableObject {
            @Published var count = 0
            @Published var image = Pixels.gradient(width: 300, height: 200)
        }
        struct Screen: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack {
                    Text("count \(model.count)")
                    Image(model.image)
                }
            }
        }
        let model = Model()
        let host = try HostingWindow(title: "identity", width: 400, height: 300) { Screen(model: model) }
        host.present()
        defer { host.close() }
        #expect(await MediaTest.wait { host.window.first("GtkPicture")?.paintable != nil })
        let textures = FinalizationCounter()
        textures.track(try #require(host.window.first("GtkPicture")?.paintable))
        for step in 1...50 {
            model.count = step
            model.image = model.image  // the same image value, re-assigned
            host.flush()
        }
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("count 50") })
        #expect(textures.finalized == 0, "50 updates with the same image kept its texture")
        model.image = Pixels.gradient(width: 300, height: 200)  // equal pixels, a new image
        host.flush()
        #expect(await MediaTest.wait { textures.finalized == 1 }, "a new image value is uploaded")
    }
}
