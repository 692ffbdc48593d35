import Foundation
import GraftCore
import GraftGtk
import GtkBridge

/// Renders views offscreen to PNG at a size and colour scheme.
///
/// Each render opens an undecorated window of the preview's size on the current display (under
/// `graft-previews` and the test script, a private Xvfb display nobody sees), waits for GTK to
/// lay it out and paint it, renders it with GSK's software renderer at scale 1, and closes it.
/// The GTK settings are pinned while it renders (``RenderingSettings``: Adwaita, DejaVu Sans 11,
/// fixed hinting, no animations, the theme's dark variant for `.dark`) and restored afterwards,
/// so the same view gives the same bytes run after run. Content that arrives later — a
/// `WebView`'s page — is waited for after the first paint (``PendingContent``, 10 seconds at
/// most; what is still loading then is rendered as it is, with a line on standard error). Wrap many renders in
/// ``withPinnedSettings(colorScheme:_:)`` to pin the settings once for all of them.
///
/// ```swift
/// let light = try PreviewRenderer.render(RoundedBorder(), layout: .fixed(width: 200, height: 200))
/// let dark = try PreviewRenderer.render(
///     RoundedBorder(), layout: .fixed(width: 200, height: 200), colorScheme: .dark)
/// ```
@MainActor
public enum PreviewRenderer {
    /// Renders a view.
    ///
    /// - Parameters:
    ///   - view: The view: any Graft view, representable or controller representable.
    ///   - layout: The size (``PreviewLayout/device`` by default: 390 × 844).
    ///   - colorScheme: Light or dark: the window's scheme, the views' environment and GTK's theme variant.
    /// - Returns: The PNG and its size.
    /// - Throws: `GtkInitError` with no display; ``PreviewSizeError`` for a size above the pixel
    ///   budget (`PixelBudget.maximumPixelCount`, checked before a window opens and again on the
    ///   size the content laid out at); `RenderError` if the window does not paint.
    public static func render<Content: View>(
        _ view: Content, layout: PreviewLayout = .device, colorScheme: ColorScheme = .light
    ) throws -> PreviewImage {
        let size = layout.requestedSize
        try PreviewSizeError.check(width: size.width ?? 1, height: size.height ?? 1)
        try GtkRuntime.initialize()
        return try withPinnedSettings(colorScheme: colorScheme) {
            let host = try HostingWindow(
                title: "Graft preview", width: size.width, height: size.height, colorScheme: colorScheme
            ) { view }
            defer { host.close() }
            host.window.decorated = false
            // GTK limits a window's default size to the monitor's; a size request is kept, and the
            // render is offscreen, so a preview larger than the screen keeps the size it asked for.
            if let width = size.width, let height = size.height {
                host.window.setSizeRequest(width: width, height: height)
            }
            host.present()
            host.flush()
            try host.window.waitUntilPainted()
            // Layout can change state (a GeometryReader learns its size): paint again until the
            // views are stable, a few rounds at most.
            for _ in 0..<5 where host.graph.hasPendingUpdates {
                host.flush()
                try host.window.waitUntilPainted()
            }
            // Content that arrives later (a web page loading) is waited for, within a bound.
            if PendingContent.hasRegistrations(in: host.window) {
                let pending = PendingContent.waitUntilReady(in: host.window)
                if !pending.isEmpty {
                    let list = pending.joined(separator: "; ")
                    FileHandle.standardError.write(
                        Data("PreviewRenderer: rendered with \(list) after \(PendingContent.timeout)\n".utf8))
                }
                host.flush()
                try host.window.waitUntilPainted()
            }
            try PreviewSizeError.check(width: host.window.allocatedWidth, height: host.window.allocatedHeight)
            let png = try WidgetRenderer.renderPNG(of: host.window)
            return PreviewImage(pngData: png, width: host.window.allocatedWidth, height: host.window.allocatedHeight)
        }
    }

    /// Renders one preview of a provider.
    ///
    /// - Parameters:
    ///   - preview: The preview, from ``PreviewProvider/allPreviews``.
    ///   - colorScheme: The scheme; `nil` uses the preview's pinned scheme, or light.
    /// - Returns: The PNG and its size.
    /// - Throws: `GtkInitError` with no display; `RenderError` if the window does not paint.
    public static func render(_ preview: Preview, colorScheme: ColorScheme? = nil) throws -> PreviewImage {
        // A `#Preview`'s content is made when read, and may need the main loop (a modifier's context).
        try GtkRuntime.initialize()
        return try render(
            preview.content, layout: preview.layout, colorScheme: colorScheme ?? preview.colorScheme ?? .light)
    }

    /// Runs `body` with the GTK settings pinned for rendering in `colorScheme`, then restores them.
    ///
    /// Renders inside find the settings already pinned and change nothing, so a batch of renders
    /// in one scheme restyles the display once instead of twice per render.
    ///
    /// - Parameters:
    ///   - colorScheme: The scheme whose theme variant to use.
    ///   - body: The work to do.
    /// - Returns: What `body` returns.
    public static func withPinnedSettings<T>(colorScheme: ColorScheme, _ body: () throws -> T) throws -> T {
        try GtkRuntime.initialize()
        let saved = RenderingSettings(darkTheme: colorScheme == .dark).apply()
        defer { RenderingSettings.restore(saved) }
        return try body()
    }
}
