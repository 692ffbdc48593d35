/// How a label lines up its text (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The leading edge of the writing direction.
    case natural = 4
}

/// UIKit's text label, on a `GtkLabel`.
///
/// `textColor` and `font` follow the window's colour scheme through the shared stylesheet;
/// `numberOfLines` 1 (the default) truncates the end, 0 wraps without limit.
@MainActor
open class UILabel: UIView {
    /// The GTK label under the view.
    public let label = Gtk.Label()

    /// Creates a label at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// Creates a label from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        label.xalign = 0
        label.ellipsizesAtEnd = true
        embedContent(label)
        textColor = .label
        font.apply(to: label)
    }

    /// The text; `nil` shows nothing.
    open var text: String? {
        get { label.text.isEmpty ? nil : label.text }
        set {
            label.text = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    /// The font (a CSS class of the shared stylesheet per font).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { (font ?? .systemFont(ofSize: UIFont.labelFontSize)).apply(to: label) }
    }

    /// Where the text sits horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .left, .natural, .justified: label.xalign = 0
            case .center: label.xalign = 0.5
            case .right: label.xalign = 1
            }
            label.justify = textAlignment == .center ? .center : textAlignment == .right ? .right : .left
        }
    }

    /// The most lines shown: 1 truncates the end; 0 wraps to as many lines as the text needs.
    open var numberOfLines: Int = 1 {
        didSet {
            label.wrap = numberOfLines != 1
            label.ellipsizesAtEnd = numberOfLines != 0
            label.lines = numberOfLines <= 0 ? -1 : numberOfLines
        }
    }

    /// `"text"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "text" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: label, property: "label") { [unowned self] in text }
    }
}
