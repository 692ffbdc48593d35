/// A picture from a file or from pixel data.
///
/// A file that cannot be read shows the toolkit's "missing image" state, never a crash.
///
/// ```swift
/// Image(path: "/usr/share/pixmaps/debian-logo.png").resizable()
/// ```
public struct Image: View, Equatable, _PrimitiveView {
    /// `Never`: `Image` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never

    /// Where the pixels come from.
    public enum Source: Equatable, Sendable {
        /// An image file (PNG, JPEG, …).
        case file(String)
        /// 8-bit RGBA pixels, row by row.
        case pixels(width: Int, height: Int, rgba: [UInt8])
        /// A named icon from the icon theme.
        case systemName(String)
        /// A decoded image; compared by identity, so an unchanged image is never re-uploaded.
        case platformImage(PlatformImage)
        /// An image of an asset catalog (`Image("name")`), its file chosen by the backend.
        case named(NamedImage)
    }

    /// The source.
    public let source: Source
    var isResizable = false

    /// An image from a file.
    public init(path: String) { source = .file(path) }

    /// An image of an asset catalog, found by a backend's lookup (see `Image("name")`).
    public init(named image: NamedImage) { source = .named(image) }

    /// An image from 8-bit RGBA pixel data (`width * height * 4` bytes).
    public init(width: Int, height: Int, rgba: [UInt8]) { source = .pixels(width: width, height: height, rgba: rgba) }

    /// An image from a decoded ``PlatformImage`` (the counterpart of `Image(uiImage:)`).
    ///
    /// The pixels are neither copied nor compared on an update: an image value that is the same
    /// image as before leaves the widget alone.
    public init(_ image: PlatformImage) { source = .platformImage(image) }

    /// A named icon from the theme: an SF Symbol name that has a freedesktop counterpart (`"trash"`
    /// shows `user-trash-symbolic`; docs/Controls.md lists them) or any freedesktop icon name
    /// (`"go-previous-symbolic"`).
    public init(systemName: String) { source = .systemName(systemName) }

    /// The same image, scaled to fill the space it is given.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Makes the native widget for this `Image` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeImage()
    }
    /// Brings `Image`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateImage(context.handle(), source, resizable: isResizable, context.environment)
    }
}
