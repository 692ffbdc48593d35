import CWebKitGtk
import GtkBridge

extension WebKit {
    /// Which part of a page a snapshot shows (`WebKitSnapshotRegion`).
    public enum SnapshotRegion: Sendable, Equatable {
        /// What the web view shows now: its size, at the current scroll position.
        case visible
        /// The whole document, as tall and wide as its content.
        case fullDocument
    }
}

extension WebViewRef {
    /// Renders the page into an image (`webkit_web_view_get_snapshot`), in the web process.
    ///
    /// - Parameters:
    ///   - region: The visible area or the whole document.
    ///   - transparentBackground: Whether to leave the page's background transparent instead of
    ///     filling it with white first.
    /// - Returns: The pixels, straight-alpha RGBA.
    /// - Throws: `WebKit.ErrorInfo` — WebKit's `WebKitSnapshotError` (code 799) when it could not
    ///   render, for instance before any page was loaded.
    public func snapshot(_ region: WebKit.SnapshotRegion, transparentBackground: Bool = false)
        async throws(WebKit.ErrorInfo) -> RGBAImage
    {
        let view = webViewPointer
        let options =
            transparentBackground ? WEBKIT_SNAPSHOT_OPTIONS_TRANSPARENT_BACKGROUND : WEBKIT_SNAPSHOT_OPTIONS_NONE
        let cRegion = region == .visible ? WEBKIT_SNAPSHOT_REGION_VISIBLE : WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT
        let result: Result<RGBAImage, WebKit.ErrorInfo> = await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(_SnapshotBox(continuation)).toOpaque()
            webkit_web_view_get_snapshot(
                view, cRegion, options, nil,
                { source, result, data in
                    let box = Unmanaged<_SnapshotBox>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let texture = webkit_web_view_get_snapshot_finish(
                        UnsafeMutablePointer<WebKitWebView>(OpaquePointer(source)), result, &error)
                    box.continuation.resume(returning: _SnapshotBox.image(texture, error))
                }, box)
        }
        return try result.get()
    }
}

/// Carries a snapshot's continuation through WebKit's `GAsyncReadyCallback`.
final class _SnapshotBox: @unchecked Sendable {
    let continuation: CheckedContinuation<Result<RGBAImage, WebKit.ErrorInfo>, Never>

    init(_ continuation: CheckedContinuation<Result<RGBAImage, WebKit.ErrorInfo>, Never>) {
        self.continuation = continuation
    }

    /// The texture's pixels as straight RGBA (GDK downloads premultiplied BGRA), or the error.
    static func image(_ texture: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?)
        -> Result<RGBAImage, WebKit.ErrorInfo>
    {
        if let error {
            let info = WebKit.ErrorInfo(error)
            g_error_free(error)
            return .failure(info)
        }
        guard let texture else {
            return .failure(WebKit.ErrorInfo(domain: "WebKitSnapshotError", code: 799, message: "no snapshot"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var bgra = [UInt8](repeating: 0, count: width * height * 4)
        bgra.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        var rgba = [UInt8](repeating: 0, count: bgra.count)
        for index in stride(from: 0, to: bgra.count, by: 4) {
            let alpha = bgra[index + 3]
            func straight(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
            }
            rgba[index] = straight(bgra[index + 2])
            rgba[index + 1] = straight(bgra[index + 1])
            rgba[index + 2] = straight(bgra[index])
            rgba[index + 3] = alpha
        }
        do {
            return .success(try RGBAImage(width: width, height: height, pixels: rgba))
        } catch {
            return .failure(WebKit.ErrorInfo(domain: "WebKitSnapshotError", code: 799, message: "\(error)"))
        }
    }
}
