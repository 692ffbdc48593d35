/// UIKit's image view, on a `GtkPicture`: `contentMode` is the picture's `content-fit`, and the
/// view's natural size is the image's (GTK's measure of the picture).
///
/// ```swift
/// let imageView = UIImageView(image: photo)
/// imageView.contentMode = .scaleAspectFit
/// ```
@MainActor
open class UIImageView: UIView {
    /// The GTK picture under the view.
    public let picture = Gtk.Picture()

    /// Creates an image view showing `image`, sized to it (as UIKit does).
    ///
    /// - Parameter image: The image, or `nil` for none.
    public convenience init(image: UIImage?) {
        let size = image.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        self.init(frame: CGRect(origin: .zero, size: size))
        self.image = image
        showImage()
    }

    /// Creates an image view at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPicture()
    }

    /// Creates an image view from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicture()
    }

    private func setUpPicture() {
        picture.canShrink = true
        embedContent(picture)
        applyContentMode()
    }

    /// The image shown; `nil` shows nothing.
    open var image: UIImage? {
        didSet { showImage() }
    }

    private func showImage() {
        if let image {
            try? picture.setImage(pixels: image.rgba, width: image.width, height: image.height)
        } else {
            picture.clearImage()
        }
    }

    /// How the image is scaled into the view: `.scaleToFill` (the default) stretches it,
    /// `.scaleAspectFit` letterboxes it, `.scaleAspectFill` crops it, and `.center` and the other
    /// positions show it at its own size, centred (GTK's `scale-down`: an image larger than the
    /// view is scaled down to fit rather than cropped).
    open override var contentMode: UIView.ContentMode {
        didSet { applyContentMode() }
    }

    private func applyContentMode() {
        switch contentMode {
        case .scaleToFill, .redraw: picture.contentFit = .fill
        case .scaleAspectFit: picture.contentFit = .contain
        case .scaleAspectFill: picture.contentFit = .cover
        default: picture.contentFit = .scaleDown
        }
    }

    /// `"image"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "image" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: picture, property: "paintable") { [unowned self] in image }
    }
}
