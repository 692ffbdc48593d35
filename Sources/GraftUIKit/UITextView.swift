/// The text view's delegate (`UITextViewDelegate`); every method has a default.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    /// The user changed the text (not called for text set in code).
    ///
    /// - Parameter textView: The text view.
    func textViewDidChange(_ textView: UITextView)
    /// The text view took the focus.
    ///
    /// - Parameter textView: The text view.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view lost the focus.
    ///
    /// - Parameter textView: The text view.
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// UIKit's multi-line text view, on a `GtkTextView` (wrapping at words) in a `GtkScrolledWindow`
/// that scrolls it up and down.
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "Notes"
/// notes.font = .systemFont(ofSize: 16)
/// notes.delegate = self
/// ```
@MainActor
open class UITextView: UIView {
    /// The GTK text view under the view.
    public let textView = Gtk.TextView()
    /// The scrolled window around it.
    public let scrolledWindow = Gtk.ScrolledWindow()
    private var isSettingText = false
    private var tokens: [SignalToken] = []
    private var focus: Gtk.FocusController?

    /// The delegate that hears changes and editing begin and end.
    open weak var delegate: (any UITextViewDelegate)?

    /// Creates a text view at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    /// Creates a text view from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        scrolledWindow.setScrolls(horizontal: false, vertical: true)
        scrolledWindow.child = textView
        embedContent(scrolledWindow)
        (font ?? .systemFont(ofSize: UIFont.systemFontSize)).apply(to: textView)
        tokens.append(
            textView.onChanged { [weak self] _ in
                guard let self, !isSettingText else { return }
                delegate?.textViewDidChange(self)
            })
        let focus = Gtk.FocusController(on: textView)
        focus.onChange = { [weak self] focused in
            guard let self else { return }
            if focused { delegate?.textViewDidBeginEditing(self) } else { delegate?.textViewDidEndEditing(self) }
        }
        self.focus = focus
    }

    /// The whole text.
    open var text: String! {
        get { textView.text }
        set {
            isSettingText = true
            defer { isSettingText = false }
            textView.text = newValue ?? ""
        }
    }

    /// The font of the text (a CSS class of the shared stylesheet per font).
    open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet { (font ?? .systemFont(ofSize: UIFont.systemFontSize)).apply(to: textView) }
    }

    /// Whether the user can edit the text (GTK's `editable`; the cursor hides when not).
    open var isEditable: Bool {
        get { textView.isEditable }
        set {
            textView.isEditable = newValue
            try? textView.setProperty("cursor-visible", newValue)
        }
    }

    /// Whether the text view holds the keyboard focus.
    open var isEditing: Bool { focus?.containsFocus ?? false }

    /// Takes the keyboard focus.
    ///
    /// - Returns: Whether the text view took it.
    @discardableResult
    open func becomeFirstResponder() -> Bool { textView.grabFocus() }

    /// Gives up the keyboard focus.
    ///
    /// - Returns: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isEditing { textView.releaseFocus() }
        return true
    }
}
