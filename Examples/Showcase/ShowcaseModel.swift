import Graft
import GraftWeb
import Observation

/// The screens of the showcase, in sidebar order.
enum ShowcaseScreen: String, CaseIterable, Identifiable, Hashable {
    case browser, photos, widgets, previews

    var id: String { rawValue }

    var title: String {
        switch self {
        case .browser: "Browser"
        case .photos: "Photos"
        case .widgets: "Hosted widgets"
        case .previews: "Previews"
        }
    }

    /// The file holding the screen's code, shown by its "Source" toggle.
    var sourceFile: String {
        switch self {
        case .browser: "BrowserScreen.swift"
        case .photos: "PhotosScreen.swift"
        case .widgets: "HostedWidgetsScreen.swift"
        case .previews: "PreviewsScreen.swift"
        }
    }
}

/// What the showcase window shows; one per app, shared by the window and `--snapshot`.
@Observable @MainActor
final class ShowcaseModel {
    static let shared = ShowcaseModel()
    static let windowSize = (width: 1100, height: 760)

    /// The screen in the detail area.
    var screen: ShowcaseScreen = .browser
    /// Whether the detail area shows the screen's code instead of the screen.
    var showsSource = false
    /// The window's colour scheme.
    var colorScheme: ColorScheme = .light
    /// The browser screen's page, kept while other screens are shown; it serves the bundled pages
    /// under `graft-showcase://` (``BundledPages``).
    let page: WebPage = {
        var configuration = WebPage.Configuration()
        configuration.urlSchemeHandlers[BundledPages.scheme] = BundledPages()
        return WebPage(configuration: configuration)
    }()

    private var started = false

    /// Opens the start page (or the `--url` page) and arms `--quit-after`, once.
    func start() {
        guard !started else { return }
        started = true
        if let url = ShowcaseOptions.current.url {
            page.load(url)
        } else {
            loadStartPage()
        }
        if let seconds = ShowcaseOptions.current.quitAfter {
            // Closes the window as its close button does: the app then ends as it would for the user.
            Task { @MainActor in
                try await Task.sleep(for: .seconds(seconds))
                for window in Gtk.Window.toplevels { window.close() }
            }
        }
    }

    /// The page shipped with the showcase, served from its bundle, so the browser works with no
    /// network.
    func loadStartPage() {
        page.load(BundledPages.startURL)
    }

    /// The code of `screen`, as it was built.
    func source(of screen: ShowcaseScreen) -> String {
        embeddedSources.first { $0.name == screen.sourceFile }?.text ?? "(\(screen.sourceFile) was not embedded)"
    }
}
