/// UIKit's on/off switch, on a `GtkSwitch`; its `.valueChanged` actions run when GTK's `active`
/// changes, from the user or from `setOn(_:animated:)`.
@MainActor
open class UISwitch: UIControl {
    /// The GTK switch under the view.
    public let gtkSwitch = Gtk.Switch()

    /// Creates a switch at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSwitch()
    }

    /// Creates a switch from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
    }

    private func setUpSwitch() {
        embedContent(gtkSwitch)
        signalTokens.append(gtkSwitch.onActiveChanged { [weak self] _ in self?.sendActions(for: .valueChanged) })
    }

    /// Whether the switch is on.
    open var isOn: Bool {
        get { gtkSwitch.isActive }
        set { gtkSwitch.isActive = newValue }
    }

    /// Turns the switch on or off (GTK animates the knob by itself).
    ///
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Accepted; GTK's switch always slides.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The colour of the track when on; `nil` is GTK's theme.
    open var onTintColor: UIColor? {
        didSet {
            _PartTint.apply(onTintColor, to: gtkSwitch, part: "", property: "background-color", role: "on")
        }
    }

    /// `"isOn"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "isOn" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: gtkSwitch, property: "active") { [unowned self] in isOn }
    }
}

/// UIKit's spinning activity indicator, on a `GtkSpinner`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 20 × 20.
        case medium
        /// 37 × 37.
        case large
    }

    /// The GTK spinner under the view.
    public let spinner = Gtk.Spinner()
    /// Whether the view hides itself while stopped (the default, as in UIKit).
    open var hidesWhenStopped = true { didSet { updateVisibility() } }

    /// Creates an indicator of a style.
    ///
    /// - Parameter style: `.medium` or `.large`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        let side = style == .large ? 37 : 20
        spinner.setSizeRequest(width: side, height: side)
    }

    /// Creates an indicator at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates an indicator from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.setSizeRequest(width: 20, height: 20)
        embedContent(spinner)
        updateVisibility()
    }

    /// Whether it spins.
    public var isAnimating: Bool { spinner.spinning }

    /// Starts spinning (and shows the view).
    public func startAnimating() {
        spinner.spinning = true
        updateVisibility()
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    public func stopAnimating() {
        spinner.spinning = false
        updateVisibility()
    }

    /// The spinner's colour; `nil` follows the text colour.
    open var color: UIColor! {
        get { textColor ?? .label }
        set { textColor = newValue }
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !spinner.spinning } else if !spinner.spinning { isHidden = false }
    }

    /// `"isAnimating"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "isAnimating" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(object: spinner, property: "spinning") { [unowned self] in isAnimating }
    }
}
