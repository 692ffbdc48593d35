/// UIKit's button, on a `GtkButton`: `setTitle(_:for:)`, and `addAction(_:for: .touchUpInside)`
/// runs on GTK's `clicked`.
@MainActor
open class UIButton: UIControl {
    /// The kind of button (`UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// A button you style yourself.
        case custom = 0
        /// The standard text button (GTK's flat button).
        case system = 1
    }

    /// The GTK button under the view.
    public let button = Gtk.Button()
    /// The kind the button was made as.
    public private(set) var buttonType: ButtonType = .system
    private var titles: [UInt: String] = [:]

    /// Creates a button of a kind.
    ///
    /// - Parameter buttonType: `.system` or `.custom`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button whose title and `.touchUpInside` action are `primaryAction`'s.
    ///
    /// - Parameters:
    ///   - frame: Its frame.
    ///   - primaryAction: The action.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .touchUpInside)
        }
    }

    /// Creates a button at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    /// Creates a button from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
    }

    private func setUpButton() {
        embedContent(button)
        signalTokens.append(button.onClicked { [weak self] in self?.sendActions(for: .touchUpInside) })
    }

    /// Sets the title shown in `state` (GTK shows the `.normal` title, and `.disabled`'s when
    /// disabled).
    ///
    /// - Parameters:
    ///   - title: The title, `nil` to remove it.
    ///   - state: The state it is for.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        showTitle()
    }

    /// The title set for `state`, falling back to `.normal`'s.
    ///
    /// - Parameter state: A state.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown now.
    public var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

    /// Disabling shows the `.disabled` title, if any.
    open override var isEnabled: Bool {
        didSet { showTitle() }
    }

    private func showTitle() { button.label = currentTitle ?? "" }

}
