/// UIKit's slider, on a `GtkScale`; its `.valueChanged` actions run when GTK's value changes, from
/// the user or from `setValue(_:animated:)`.
///
/// With `isContinuous` `false`, a drag sends one `.valueChanged` when it ends (when the scale's own
/// drag gesture ends) instead of one per move.
@MainActor
open class UISlider: UIControl {
    /// The GTK scale under the view.
    public let scale = Gtk.Scale(minimum: 0, maximum: 1, step: 0)
    private var minimum: Float = 0
    private var maximum: Float = 1
    private var isDragging = false
    private var heldChange = false

    /// Creates a slider at `frame`, from 0 to 1 at 0.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScale()
    }

    /// Creates a slider from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScale()
    }

    private func setUpScale() {
        scale.setRange(minimum: 0, maximum: 1, step: 0)
        embedContent(scale)
        signalTokens.append(scale.onValueChanged { [weak self] _ in self?.valueDidChange() })
        for gesture in scale.eventControllers(ofType: "GtkGestureDrag") {
            signalTokens.append(gesture.connect("begin") { [weak self] in self?.isDragging = true })
            signalTokens.append(gesture.connect("end") { [weak self] in self?.dragDidEnd() })
        }
    }

    private func valueDidChange() {
        if isDragging && !isContinuous {
            heldChange = true
        } else {
            sendActions(for: .valueChanged)
        }
    }

    private func dragDidEnd() {
        isDragging = false
        guard heldChange else { return }
        heldChange = false
        sendActions(for: .valueChanged)
    }

    /// The value, between `minimumValue` and `maximumValue` (values outside are clamped).
    open var value: Float {
        get { Float(scale.value) }
        set { scale.value = Double(max(minimum, min(maximum, newValue))) }
    }

    /// Sets `value` (GTK's scale moves its knob at once).
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - animated: Accepted; the knob jumps.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The smallest value (0 by default); a larger `maximumValue` is lowered to it.
    open var minimumValue: Float {
        get { minimum }
        set {
            minimum = newValue
            maximum = max(maximum, newValue)
            applyRange()
        }
    }

    /// The largest value (1 by default); a smaller `minimumValue` is raised to it.
    open var maximumValue: Float {
        get { maximum }
        set {
            maximum = newValue
            minimum = min(minimum, newValue)
            applyRange()
        }
    }

    /// Whether a drag sends `.valueChanged` on each move (`true`, the default) or once at its end.
    open var isContinuous = true

    /// The colour of the track below the knob; `nil` is GTK's theme.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            _PartTint.apply(
                minimumTrackTintColor, to: scale, part: "trough > highlight", property: "background-color",
                role: "slider-track")
        }
    }

    private func applyRange() {
        let current = scale.value
        // GTK needs a non-empty range: an empty one shows as its minimum, as UIKit's does.
        scale.setRange(minimum: Double(minimum), maximum: Double(maximum), step: 0)
        scale.value = max(Double(minimum), min(Double(maximum), current))
    }

    /// `"value"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "value", let adjustment = scale.property("adjustment", as: GObjectRef.self) else {
            return super.keyValueSource(forKeyPath: keyPath)
        }
        return KeyValueSource(object: adjustment, property: "value") { [unowned self] in value }
    }
}
