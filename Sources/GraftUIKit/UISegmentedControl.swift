/// UIKit's segmented control, on a row of linked `GtkToggleButton`s (GTK's `linked` style, as a
/// GTK app draws a segmented choice): one segment is selected at a time, or none
/// (``noSegment``). Its `.valueChanged` actions run when the user selects a segment, not when
/// code sets ``selectedSegmentIndex``, as in UIKit.
///
/// ```swift
/// let control = UISegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 0
/// control.addAction(UIAction { _ in reload(control.selectedSegmentIndex) }, for: .valueChanged)
/// ```
@MainActor
open class UISegmentedControl: UIControl {
    /// The index that means no segment is selected.
    public static let noSegment = -1

    /// The GTK box that holds the segments' buttons.
    public let segmentBox = Gtk.Box(orientation: .horizontal, spacing: 0)
    private var segments: [(button: Gtk.ToggleButton, token: SignalToken, action: UIAction?)] = []
    private var selected = UISegmentedControl.noSegment
    private var isApplying = false

    /// Creates a control with a segment per item (a `String` is its title; an image shows its
    /// description, as the title).
    ///
    /// - Parameter items: The segments' titles, in order.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            insertSegment(withTitle: item as? String ?? String(describing: item), at: index, animated: false)
        }
    }

    /// Creates a control with a segment per action: its title, and the action runs when the user
    /// selects it (`init(frame:actions:)`).
    ///
    /// - Parameters:
    ///   - frame: Its frame.
    ///   - actions: The segments' actions, in order.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
    }

    /// Creates an empty control at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBox()
    }

    /// Creates a control from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBox()
    }

    private func setUpBox() {
        segmentBox.addCSSClass("linked")
        embedContent(segmentBox)
    }

    // MARK: - Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``. Setting it selects that segment (an index
    /// out of range selects none) and sends no action.
    open var selectedSegmentIndex: Int {
        get { selected }
        set { select(segments.indices.contains(newValue) ? newValue : Self.noSegment) }
    }

    /// Whether a selected segment springs back at once (the control only reports the press).
    open var isMomentary = false

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - segment: Its index.
    ///   - animated: Accepted; GTK shows the change at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Gtk.ToggleButton(label: title ?? ""), action: nil, at: segment)
    }

    /// Inserts a segment for `action`: its title, and the action runs when the user selects it.
    ///
    /// - Parameters:
    ///   - action: The segment's action.
    ///   - segment: Its index.
    ///   - animated: Accepted; GTK shows the change at once.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Gtk.ToggleButton(label: action.title), action: action, at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or becomes
    /// ``noSegment`` when it was the one removed.
    ///
    /// - Parameters:
    ///   - segment: Its index; out of range does nothing.
    ///   - animated: Accepted; GTK shows the change at once.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.token.cancel()
        segmentBox.remove(removed.button)
        if selected == segment {
            selected = Self.noSegment
        } else if selected > segment {
            selected -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments.indices.reversed() { removeSegment(at: segment, animated: false) }
    }

    /// Sets the title of the segment at `segment`.
    ///
    /// - Parameters:
    ///   - title: The new title.
    ///   - segment: Its index; out of range does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        try? segments[segment].button.setProperty("label", title ?? "")
    }

    /// The title of the segment at `segment`, or `nil`.
    ///
    /// - Parameter segment: Its index.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment) else { return nil }
        return segments[segment].button.property("label", as: String.self)
    }

    /// Enables or disables the segment at `segment` (a disabled one is greyed and cannot be chosen).
    ///
    /// - Parameters:
    ///   - enabled: Whether the user can select it.
    ///   - segment: Its index; out of range does nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].button.isSensitive = enabled
    }

    /// Whether the segment at `segment` can be selected.
    ///
    /// - Parameter segment: Its index.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].button.isSensitive
    }

    // MARK: - GTK

    private func insert(_ button: Gtk.ToggleButton, action: UIAction?, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        let token = button.onToggled { [weak self, weak button] isActive in
            guard let self, let button, !self.isApplying else { return }
            self.userToggled(button, isActive: isActive)
        }
        segmentBox.insert(button, after: index == 0 ? nil : segments[index - 1].button)
        segments.insert((button, token, action), at: index)
        if selected >= index { selected += 1 }
    }

    /// The user pressed `button`: it becomes the selection (pressing the selected one keeps it).
    private func userToggled(_ button: Gtk.ToggleButton, isActive: Bool) {
        guard let index = segments.firstIndex(where: { $0.button === button }) else { return }
        guard isActive else {
            if index == selected { apply { button.isActive = true } }  // a selected segment stays selected
            return
        }
        select(index)
        segments[index].action?.perform(from: self)
        sendActions(for: .valueChanged)
        if isMomentary { select(Self.noSegment) }
    }

    private func select(_ index: Int) {
        selected = index
        apply {
            for (offset, segment) in segments.enumerated() where segment.button.isActive != (offset == index) {
                segment.button.isActive = offset == index
            }
        }
    }

    private func apply(_ change: () -> Void) {
        isApplying = true
        defer { isApplying = false }
        change()
    }
}
