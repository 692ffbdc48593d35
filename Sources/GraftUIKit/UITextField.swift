/// UIKit's single-line text field, on a `GtkEntry`.
///
/// The delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is asked before each
/// edit the user makes (GTK's `insert-text` / `delete-text`; typing over a selection asks twice,
/// for the deletion and then the insertion); setting `text` in code asks nothing and sends no
/// `.editingChanged`, as in UIKit.
///
/// ```swift
/// let field = UITextField()
/// field.placeholder = "Name"
/// field.delegate = self
/// field.addAction(UIAction { _ in print(field.text ?? "") }, for: .editingChanged)
/// ```
@MainActor
open class UITextField: UIControl {
    /// The look of the field's border (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border (GTK's entry without its frame).
        case none
        /// A thin line (GTK's framed entry).
        case line
        /// A bezel (GTK's framed entry).
        case bezel
        /// Rounded corners (GTK's framed entry).
        case roundedRect
    }

    /// The GTK entry under the view.
    public let entry = Gtk.Entry()
    private var isSettingText = false
    private var focus: Gtk.FocusController?

    /// The delegate that may refuse edits and hears editing begin and end.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Creates a text field at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpEntry()
    }

    /// Creates a text field from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpEntry()
    }

    private func setUpEntry() {
        embedContent(entry)
        try? entry.setProperty("has-frame", false)
        font.apply(to: entry)
        signalTokens += entry.onShouldChange { [weak self] start, end, replacement in
            guard let self, !isSettingText, let delegate else { return true }
            return delegate.textField(
                self, shouldChangeCharactersIn: utf16Range(start, end), replacementString: replacement)
        }
        signalTokens.append(
            entry.onChanged { [weak self] _ in
                guard let self, !isSettingText else { return }
                sendActions(for: .editingChanged)
            })
        signalTokens.append(entry.onActivate { [weak self] in self?.didPressReturn() })
        let focus = Gtk.FocusController(on: entry)
        focus.onChange = { [weak self] focused in self?.focusDidChange(focused) }
        self.focus = focus
    }

    private func utf16Range(_ start: Int, _ end: Int) -> NSRange {
        let scalars = (entry.text).unicodeScalars
        let offset = { (count: Int) in scalars.prefix(count).reduce(0) { $0 + $1.utf16.count } }
        let location = offset(start)
        return NSRange(location: location, length: offset(end) - location)
    }

    private func focusDidChange(_ focused: Bool) {
        if focused {
            guard delegate?.textFieldShouldBeginEditing(self) ?? true else {
                entry.releaseFocus()
                return
            }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
        } else {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
        }
    }

    private func didPressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    /// The text; reads `""` when empty, as UIKit's field does.
    open var text: String? {
        get { entry.text }
        set {
            isSettingText = true
            defer { isSettingText = false }
            entry.text = newValue ?? ""
        }
    }

    /// The greyed-out text shown while the field is empty.
    open var placeholder: String? {
        get { entry.placeholderText }
        set { entry.placeholderText = newValue }
    }

    /// Whether the text is hidden behind bullets, for passwords (GTK's `visibility`, inverted).
    open var isSecureTextEntry: Bool {
        get { !entry.isTextVisible }
        set {
            entry.isTextVisible = !newValue
            try? entry.setProperty("input-purpose", newValue ? "password" : keyboardType.inputPurpose)
        }
    }

    /// The border: `.none` draws the entry without its frame, the others with it.
    open var borderStyle: BorderStyle = .none {
        didSet { try? entry.setProperty("has-frame", borderStyle != .none) }
    }

    /// The keyboard asked for, as the entry's `input-purpose` (digits, email, URL, phone, …).
    open var keyboardType: UIKeyboardType = .default {
        didSet { if !isSecureTextEntry { try? entry.setProperty("input-purpose", keyboardType.inputPurpose) } }
    }

    /// The font (a CSS class of the shared stylesheet per font).
    open var font: UIFont! = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet { (font ?? .systemFont(ofSize: UIFont.systemFontSize)).apply(to: entry) }
    }

    /// Whether the field holds the keyboard focus.
    open var isEditing: Bool { focus?.containsFocus ?? false }

    /// Takes the keyboard focus (editing begins).
    ///
    /// - Returns: Whether the field took it.
    @discardableResult
    open func becomeFirstResponder() -> Bool { entry.grabFocus() }

    /// Gives up the keyboard focus (editing ends).
    ///
    /// - Returns: `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isEditing { entry.releaseFocus() }
        return true
    }

    /// `"text"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "text" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: entry, property: "text") { [unowned self] in text }
    }
}
