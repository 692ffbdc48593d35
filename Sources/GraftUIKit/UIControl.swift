/// An action with a title and a handler (`UIAction`), given to `UIControl.addAction(_:for:)`.
@MainActor
public final class UIAction {
    /// The title (a button made with this action shows it).
    public let title: String
    /// The handler; it receives the action.
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public private(set) weak var sender: AnyObject?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - handler: Runs each time the control sends it.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform(from control: AnyObject) {
        sender = control
        handler(self)
        sender = nil
    }
}

/// A view that sends actions for events (`UIControl`): buttons, switches, sliders.
@MainActor
open class UIControl: UIView {
    /// The events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates events from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A press released inside the control (a GTK button's `clicked`).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The value changed (a switch's `active`, a slider's value).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A text field took the focus.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user edited a text field's text (GTK's `changed`, not for text set in code).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field lost the focus.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return pressed in a text field (GTK's `activate`).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every action, whatever the event (`primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// The control's states (`UIControl.State`), for per-state titles.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates states from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Pressed.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    private var actions: [(UIAction, Event)] = []

    /// Whether the control responds to input (GTK's `sensitive`: a disabled control is greyed).
    open var isEnabled: Bool {
        get { isSensitive }
        set { isSensitive = newValue }
    }

    /// Runs `action` each time the control sends one of `controlEvents`.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events, e.g. `.touchUpInside`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    ///
    /// - Parameters:
    ///   - action: An action added before.
    ///   - controlEvents: The events to remove it from.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && !$0.1.isDisjoint(with: controlEvents) }
    }

    /// Sends the actions registered for `controlEvents` (as the GTK widget does on input).
    ///
    /// - Parameter controlEvents: The events that happened.
    public func sendActions(for controlEvents: Event) {
        for (action, events) in actions
        where !events.isDisjoint(with: controlEvents) || events.contains(.primaryActionTriggered) {
            action.perform(from: self)
        }
    }

    /// The control's own GTK signal connections, kept as long as the control.
    var signalTokens: [SignalToken] = []
}
