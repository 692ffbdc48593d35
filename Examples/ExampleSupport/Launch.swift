import Graft

/// Command-line options and bundled pages shared by the example apps:
/// `--url URL`, `--quit-after SECONDS` and `--screenshot PATH`.
@MainActor
public enum Launch {
    /// The URL after `--url`, if any.
    public static var requestedURL: URL? { value(after: "--url").flatMap(URL.init(string:)) }

    /// The text of `Resources/<name>.html` in the folder `bundle` (an example's
    /// `Bundle.module.bundleURL`; Bundle is Foundation's, which the hello app does not load).
    public static func bundledPage(_ name: String, in bundle: URL) -> String? {
        let url = bundle.appendingPathComponent("Resources/\(name).html")
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Closes the app after `--quit-after SECONDS`, if given, first saving the window as a PNG
    /// to the path after `--screenshot`, if given.
    public static func scheduleQuit() {
        guard let seconds = value(after: "--quit-after").flatMap(Double.init) else { return }
        let screenshot = value(after: "--screenshot")
        Task { @MainActor in
            try await Task.sleep(for: .seconds(seconds))
            if let screenshot, let window = Gtk.Window.toplevels.first {
                do {
                    let png = try WidgetRenderer.renderPNG(of: window)
                    try Data(png).write(to: URL(fileURLWithPath: screenshot))
                } catch {
                    print("could not save the screenshot: \(error)")
                }
            }
            MainLoop.quit()
        }
    }

    private static func value(after flag: String) -> String? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
