/// UIKit's progress bar, on a `GtkProgressBar`.
///
/// ```swift
/// let progressView = UIProgressView(progressViewStyle: .bar)
/// progressView.setProgress(0.4, animated: true)
/// ```
@MainActor
open class UIProgressView: UIView {
    /// The look of the bar (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The thin bar of a toolbar or a web page's top.
        case bar
    }

    /// The GTK progress bar under the view.
    public let progressBar = Gtk.ProgressBar()
    /// The style the view was made with.
    public var progressViewStyle: Style = .default
    private var storedProgressTint: UIColor?

    /// Creates a bar of `style`.
    ///
    /// - Parameter style: `.default` or `.bar`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a bar at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        embedContent(progressBar)
        applyTint()
    }

    /// Creates a bar from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        embedContent(progressBar)
        applyTint()
    }

    /// The completed fraction, 0…1 (GTK's `fraction`); values outside are clamped.
    open var progress: Float {
        get { Float(progressBar.fraction) }
        set { progressBar.fraction = Double(max(0, min(1, newValue))) }
    }

    /// Sets `progress`, moving the bar there over 0.25 s on the frame clock when `animated`.
    ///
    /// - Parameters:
    ///   - progress: The completed fraction, 0…1.
    ///   - animated: Whether to animate from the current value.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressBar.setProgress(Double(max(0, min(1, progress))), animated: animated)
    }

    /// The colour of the filled part; `nil` uses the view's `tintColor`.
    open var progressTintColor: UIColor? {
        get { storedProgressTint }
        set {
            storedProgressTint = newValue
            applyTint()
        }
    }

    /// The colour of the unfilled track; `nil` is GTK's theme.
    open var trackTintColor: UIColor? {
        didSet {
            _PartTint.apply(
                trackTintColor, to: progressBar, part: "trough", property: "background-color", role: "track")
        }
    }

    /// Follows a new inherited tint.
    open override func tintColorDidChange() { applyTint() }

    private func applyTint() {
        _PartTint.apply(
            storedProgressTint ?? tintColor, to: progressBar, part: "progress", property: "background-color",
            role: "progress")
    }

    /// `"progress"` is observable (a `Float`), besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "progress" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: progressBar, property: "fraction") { [unowned self] in progress }
    }
}
