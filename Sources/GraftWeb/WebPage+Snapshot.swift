import Foundation
import GraftCore
internal import GtkBridge
internal import WebKitBridge

extension WebPage {
    /// Which part of the page ``WebPage/snapshot(of:)`` renders.
    public enum SnapshotRegion: Sendable, Equatable {
        /// What the web view shows now: its size, at the current scroll position.
        case visible
        /// The whole document, as tall and wide as its content, whatever is scrolled into view.
        case fullDocument
    }

    /// Renders the page into an image, in its web process (`webkit_web_view_get_snapshot`).
    ///
    /// ```swift
    /// let image = try await page.snapshot(of: .fullDocument)
    /// Image(image)                                  // or image.pixel(x:y:)
    /// ```
    ///
    /// The image has the page's pixel size: the web view's size for `.visible` (so the page needs
    /// to be shown in a ``WebView``), the document's for `.fullDocument`.
    ///
    /// - Parameter region: The visible area (the default) or the whole document.
    /// - Returns: The page's pixels.
    /// - Throws: ``WebPageError`` with ``WebPageError/Code-swift.enum/snapshotFailed`` when WebKit
    ///   could not render (no page loaded yet, the view never shown).
    public func snapshot(of region: SnapshotRegion = .visible) async throws(WebPageError) -> PlatformImage {
        let image: RGBAImage
        do {
            image = try await webView.snapshot(region == .visible ? .visible : .fullDocument)
        } catch {
            throw WebPageError(
                .snapshotFailed, message: "WebKit could not render the page into an image: \(error.message)",
                failingURL: url?.absoluteString, underlyingDomain: error.domain, underlyingCode: error.code)
        }
        do {
            return try PlatformImage(width: image.width, height: image.height, rgba: image.pixels)
        } catch {
            throw WebPageError(.snapshotFailed, message: "The snapshot's pixels were unusable: \(error)")
        }
    }
}
