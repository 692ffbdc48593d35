import Foundation
import Graft
import GraftMedia
import GraftTestSupport
import GstBridge
import GtkBridge
import Testing

/// Helpers for the camera tests: windows, waiting, and counting threads.
@MainActor
enum CameraTest {
    /// Shows `content` in a real window and waits until it is mapped.
    static func show<Content: View>(
        width: Int = 480, height: Int = 360, @ViewBuilder _ content: () -> Content
    ) throws -> HostingWindow {
        let host = try HostingWindow(title: "camera test", width: width, height: height, content: content)
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        return host
    }

    /// Runs the main loop until `condition` holds; `false` after `timeout`.
    @discardableResult
    static func wait(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
        MainLoop.runUntil(timeout: timeout, condition)
    }

    /// The threads of this process now (`/proc/self/task`).
    nonisolated static var threadCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? -1
    }

    /// The positive marker before checking that a stopped camera or sink sent nothing more: a
    /// second, live test pattern's frames reach the main thread through the same kind of main-loop
    /// idle, queued after anything the stopped one had already sent, so once three of them have
    /// been shown every earlier delivery has run. `false` if the sentinel showed no frames.
    static func sentinelFramesShown() -> Bool {
        let sentinel = CameraCapture(source: .testPattern(.ball, width: 32, height: 24))
        guard (try? sentinel.start()) != nil else { return false }
        defer { sentinel.stop() }
        return wait { sentinel.framesShown >= 3 }
    }

    /// The thread count once the test-pattern streaming threads are gone and GLib was told to
    /// end its unused pool threads: the baseline a later ``threads(settlingTo:timeout:)`` compares with.
    static func settledThreadCount() -> Int {
        #expect(wait { testPatternStreamingThreads == 0 })
        Gst.stopUnusedThreads()
        return threadCount
    }

    /// Waits until the thread count falls to `limit` or below (GLib's pool threads exit
    /// asynchronously once told to), returning the last count seen.
    static func threads(settlingTo limit: Int, timeout: Duration = .seconds(5)) -> Int {
        wait(timeout: timeout) {
            Gst.stopUnusedThreads()
            return threadCount <= limit
        }
        return threadCount
    }

    /// The names of this process's threads (`/proc/self/task/*/comm`, at most 15 characters).
    nonisolated static var threadNames: [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// GStreamer streaming threads of test-pattern sources (named after their pad, `videotestsrcN:src`).
    ///
    /// A stopped task's thread goes back to GLib's pool, keeping its name, and GLib parks it for
    /// 15 s unless told to let it exit; so this first asks GLib to stop unused pool threads.
    static var testPatternStreamingThreads: Int {
        Gst.stopUnusedThreads()
        return threadNames.filter { $0.hasPrefix("videotestsrc") }.count
    }

    /// The top SMPTE bars of `videotestsrc pattern=smpte`, left to right: which of red, green and blue
    /// is on (white, yellow, cyan, green, magenta, red, blue). An "on" channel is 75 % (191) when the
    /// source produces YUV and 100 % (255) when it negotiates RGB directly; "off" is 0.
    static let smpteBars: [(Bool, Bool, Bool)] = [
        (true, true, true), (true, true, false), (false, true, true), (false, true, false), (true, false, true),
        (true, false, false), (false, false, true),
    ]

    /// Whether a component is a bar's "on" (75–100 %) or "off" (0) level, within a small tolerance.
    static func isLevel(_ value: UInt8, on: Bool) -> Bool { on ? (185...255).contains(value) : value <= 8 }

    /// Whether two colour components differ by at most `tolerance`.
    static func near(_ a: UInt8, _ b: UInt8, tolerance: Int = 10) -> Bool { abs(Int(a) - Int(b)) <= tolerance }

    /// Whether this machine has any V4L2 device node.
    nonisolated static var hasVideoDeviceNode: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []).contains { $0.hasPrefix("video") }
    }
}

extension Gtk.Widget {
    /// The first visible button below whose label is `label`.
    func cameraButton(_ label: String) -> Gtk.Widget? {
        descendants.first {
            $0.typeName == "GtkButton" && $0.isVisible && $0.property("label", as: String.self) == label
        }
    }

    /// Whether this picture shows an image: with one its natural width is the image's, without 0.
    var cameraShowsImage: Bool { measure(orientation: .horizontal).natural > 0 }

    /// Whether a picture below shows a frame.
    var cameraShowsPreviewFrame: Bool {
        descendants.contains { $0.typeName == "GtkPicture" && $0.cameraShowsImage }
    }

    /// The texts of every visible label below.
    var cameraLabelTexts: [String] {
        descendants.filter { $0.typeName == "GtkLabel" && $0.isVisible }
            .compactMap { $0.property("label", as: String.self) }
    }
}
