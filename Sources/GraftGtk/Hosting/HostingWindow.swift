import Foundation
import GraftCore
import GraftSystem
import GtkBridge

/// A GTK window showing a Graft view: the window, its view graph and its colour scheme.
///
/// `WindowGroup` makes these for apps; tests and previews make them directly.
///
/// ```swift
/// let host = try HostingWindow(title: "Demo", width: 320, height: 200) { Text("Hello") }
/// host.present()
/// ```
@MainActor
public final class HostingWindow {
    /// The GTK window.
    public let window: Gtk.Window
    /// The view graph of the window's content.
    public let graph: ViewGraph
    private var tokens: [SignalToken] = []
    /// The window's phase and size classes, which the views read through the environment.
    let windowState: _WindowState
    private var preferredScheme: ColorScheme?
    private var windowScheme: ColorScheme
    private var isClosed = false
    /// Runs once when the window has closed and its views are dismantled.
    public var onClose: (@MainActor () -> Void)?
    /// The menu bar of the scene's `.commands`, if it has any (see `showCommands(_:)`).
    public internal(set) var menuBar: CommandsMenuBar?

    /// Makes the window and its widgets (not yet shown).
    ///
    /// - Parameters:
    ///   - title: The window title.
    ///   - width: The default width, or nil for the content's natural width.
    ///   - height: The default height, or nil for the content's natural height.
    ///   - colorScheme: The window's scheme; nil follows GTK's setting.
    ///   - content: The root view.
    /// - Throws: `GtkInitError` when there is no display; `ViewTreeTooDeepError` when the views
    ///   nest deeper than GTK can lay out (`GtkRuntime.maximumNestingDepth`).
    public init<Content: View>(
        title: String = "", width: Int? = nil, height: Int? = nil, colorScheme: ColorScheme? = nil,
        @ViewBuilder content: () -> Content
    ) throws {
        try GtkRuntime.initialize()
        let backend = GtkBackend.shared
        let scheme = colorScheme ?? ((Settings.default?.preferDarkTheme ?? false) ? .dark : .light)
        windowScheme = scheme
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        Self.applySystemSettings(to: &environment)
        environment._systemOpenURL = Self.systemOpenURL
        environment._copyToClipboard = _CopyToClipboardAction { Gtk.Clipboard.setText($0) }
        window = Gtk.Window(title: title)
        environment.displayScale = CGFloat(window.scaleFactor)
        let state = _WindowState()
        windowState = state
        Self.applyWindowState(of: window, to: state)
        environment._windowState = state
        graph = ViewGraph(root: content(), backend: backend, environment: environment)
        if let error = graph.tooDeepError {
            // Refused before GTK lays any of it out: GTK would overflow the stack doing so.
            graph.unmount()
            window.destroy()
            throw error
        }
        window.child = graph.rootWidget(as: GtkBackend.self).widget
        if let title = backend.pendingWindowTitles.removeValue(forKey: ObjectIdentifier(graph.rootWidget)) {
            window.title = title
        }
        window.setDefaultSize(width: width ?? -1, height: height ?? -1)
        applySchemeClass()
        if let colorScheme { Settings.default?.preferDarkTheme = colorScheme == .dark }
        backend.colorSchemeHandlers[ObjectIdentifier(graph.rootWidget)] = { [weak self] scheme in
            self?.preferredScheme = scheme
            if let scheme { self?.setColorScheme(scheme) }
        }
        if let settings = Settings.default {
            // GTK notifies these settings on every theme reload (a colour-scheme switch too):
            // the views see a new environment only when a value they read changed.
            tokens += settings.observeAccessibilitySettings { [weak self] in
                guard let self else { return }
                var environment = self.graph.environment
                guard Self.applySystemSettings(to: &environment) else { return }
                self.graph.setEnvironment { Self.applySystemSettings(to: &$0) }
            }
        }
        // The window's scale changes when it moves to a screen of another density.
        tokens.append(
            window.observe("scale-factor") { [weak self] in
                guard let self, self.graph.environment.displayScale != CGFloat(self.window.scaleFactor) else { return }
                self.graph.setEnvironment { $0.displayScale = CGFloat(self.window.scaleFactor) }
            })
        tokens += followWindowState()
        tokens.append(
            window.onCloseRequest { [weak self] in
                self?.tearDown()
                return false
            })
    }

    /// Shows the window.
    public func present() { window.present() }

    /// The window's colour scheme.
    public var colorScheme: ColorScheme { windowScheme }

    /// Switches the window between light and dark at run time; every view sees the new scheme.
    ///
    /// Graft's own colours (text, window background, `Color`s with light and dark values) follow
    /// the window. GTK's dark theme variant for its own controls is display-wide in GTK 4.8, so it
    /// follows the window whose scheme was set last.
    public func setColorScheme(_ scheme: ColorScheme) {
        Settings.default?.preferDarkTheme = scheme == .dark
        guard scheme != windowScheme else { return }
        windowScheme = scheme
        applySchemeClass()
        graph.setEnvironment { $0.colorScheme = scheme }
    }

    /// Applies every pending state change now instead of on the next main-loop turn.
    public func flush() { graph.flush() }

    /// Closes the window, dismantling every view once.
    public func close() {
        guard !isClosed else { return }
        tearDown()
        window.destroy()
    }

    private func tearDown() {
        guard !isClosed else { return }
        isClosed = true
        GtkBackend.shared.colorSchemeHandlers[ObjectIdentifier(graph.rootWidget)] = nil
        graph.unmount()
        menuBar?.unmount()
        for token in tokens { token.cancel() }
        tokens.removeAll()
        // The window may outlive this object (GTK holds it until it is destroyed) and this object
        // may outlive the window (whoever holds it): either way the dismantled tree is let go now.
        window.setFocus(nil)
        let root = graph.rootWidget(as: GtkBackend.self)
        GtkBackend.shared.setChildren(root, [], graph.environment)
        window.child = nil
        onClose?()
    }

    private func applySchemeClass() {
        window.removeCSSClass("graft-scheme-light")
        window.removeCSSClass("graft-scheme-dark")
        window.addCSSClass("graft-scheme-\(windowScheme.rawValue)")
    }

    /// Puts GTK's accessibility settings in the environment (see `EnvironmentValues`'s
    /// `accessibilityReduceMotion`, `colorSchemeContrast`, …).
    /// - Returns: Whether any value changed.
    @discardableResult
    static func applySystemSettings(to environment: inout EnvironmentValues) -> Bool {
        let before = (
            environment.accessibilityReduceMotion, environment.colorSchemeContrast,
            environment.accessibilityReduceTransparency, environment.accessibilityEnabled,
            environment.dynamicTypeSize
        )
        let settings = Settings.default
        let highContrast = settings?.isHighContrast ?? false
        let reduceMotion = !(settings?.enableAnimations ?? true)
        if environment.accessibilityReduceMotion != reduceMotion {
            environment.accessibilityReduceMotion = reduceMotion
        }
        if environment.colorSchemeContrast != (highContrast ? .increased : .standard) {
            environment.colorSchemeContrast = highContrast ? .increased : .standard
        }
        if environment.accessibilityReduceTransparency != highContrast {
            environment.accessibilityReduceTransparency = highContrast
        }
        let screenReader = Settings.isScreenReaderEnabled
        if environment.accessibilityEnabled != screenReader { environment.accessibilityEnabled = screenReader }
        if environment.accessibilityVoiceOverEnabled != screenReader {
            environment.accessibilityVoiceOverEnabled = screenReader
        }
        let direction: LayoutDirection = Gtk.isRightToLeftByDefault ? .rightToLeft : .leftToRight
        if environment.layoutDirection != direction { environment.layoutDirection = direction }
        // The desktop's text scaling (GNOME's text scaling factor, as gtk-xft-dpi).
        let typeSize = DynamicTypeSize(textScale: settings?.textScale ?? 1)
        if environment.dynamicTypeSize != typeSize { environment.dynamicTypeSize = typeSize }
        return before
            != (
                environment.accessibilityReduceMotion, environment.colorSchemeContrast,
                environment.accessibilityReduceTransparency, environment.accessibilityEnabled,
                environment.dynamicTypeSize
            )
    }

    /// Opens URLs with the desktop's default application; a URL no application takes reports
    /// `false` and is logged to standard error.
    nonisolated static let systemOpenURL = OpenURLAction(system: { url, completion in
        do {
            try Gtk.launchDefaultApplication(for: url.absoluteString)
            completion(true)
        } catch {
            graft_write_error_line("Graft: openURL: \(error)")
            completion(false)
        }
    })
}
