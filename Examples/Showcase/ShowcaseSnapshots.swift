import Foundation
import Graft

/// `--snapshot DIR`: renders every screen, light and dark, to `DIR/<screen>.<scheme>.png`, prints
/// the paths and exits (status 1 with a message when something cannot be rendered).
///
/// The screens are shown one after another in one undecorated showcase window (on a private Xvfb
/// when there is no display), with GTK's settings pinned as for previews, so the files are the same
/// from run to run.
@MainActor
enum ShowcaseSnapshots {
    static func run(into folder: String) -> Never {
        do {
            let display = try VirtualDisplay.startIfNeeded()
            defer { display?.stop() }
            try GtkRuntime.initialize()
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let model = ShowcaseModel.shared
            let size = ShowcaseModel.windowSize
            let host = try HostingWindow(title: "Graft Showcase", width: size.width, height: size.height) {
                ShowcaseView(model: model)
            }
            defer { host.close() }
            host.window.decorated = false
            host.present()
            model.start()
            guard MainLoop.runUntil(timeout: .seconds(30), { !model.page.isLoading && model.page.title != "" }) else {
                fail("the start page did not load within 30 s")
            }
            for screen in ShowcaseScreen.allCases {
                for scheme in [ColorScheme.light, .dark] {
                    let path = (folder as NSString).appendingPathComponent("\(screen.rawValue).\(scheme.rawValue).png")
                    try PreviewRenderer.withPinnedSettings(colorScheme: scheme) {
                        model.screen = screen
                        model.colorScheme = scheme
                        host.flush()
                        try host.window.waitUntilPainted()
                        if screen == .browser { try waitForPage(in: host) }
                        try Data(WidgetRenderer.renderPNG(of: host.window)).write(to: URL(fileURLWithPath: path))
                    }
                    print(path)
                }
            }
            exit(0)
        } catch {
            fail("\(error)")
        }
    }

    /// Waits until WebKit has painted the start page's text and the progress bar has faded out:
    /// WebKit paints from its own process, so the only sure sign is in the rendered pixels.
    private static func waitForPage(in host: HostingWindow) throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(15))
        while ContinuousClock.now < deadline {
            let image = try RGBAImage(pngData: WidgetRenderer.renderPNG(of: host.window))
            // Dark text in the page's first paragraphs, and the bar's row the same as the page below it.
            let text = (200..<700).contains { x in image.pixel(x: x, y: 145).red < 100 }
            let barGone = (300..<1000).allSatisfy { x in image.pixel(x: x, y: 95) == image.pixel(x: x, y: 110) }
            if text && barGone { return }
            try host.window.waitUntilPainted()
        }
        fail("the start page was not painted within 15 s")
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("graft-showcase: \(message)\n".utf8))
        exit(1)
    }
}
