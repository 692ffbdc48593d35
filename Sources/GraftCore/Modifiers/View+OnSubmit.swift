/// The kinds of field whose submission an `.onSubmit` action runs for.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates triggers from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields (the user pressed Enter in one).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An `.onSubmit` action with the triggers it answers.
public struct _SubmitAction: @unchecked Sendable {
    /// The triggers it runs for.
    public let triggers: SubmitTriggers
    /// The action.
    public let action: @MainActor () -> Void
}

struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [_SubmitAction] = [] }

extension EnvironmentValues {
    /// The `.onSubmit` actions around this view, outermost first.
    public var _submitActions: [_SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The actions a submission of `trigger` runs, outermost first.
    var submitActions: [@MainActor () -> Void] {
        _submitActions.filter { $0.triggers.contains(.text) }.map(\.action)
    }

    /// The `.onSubmit` actions for `triggers`, outermost first (a search field asks for `.search`).
    ///
    /// - Parameter triggers: The kind of field that was submitted.
    public func _submitActions(for triggers: SubmitTriggers) -> [@MainActor () -> Void] {
        _submitActions.filter { !$0.triggers.isDisjoint(with: triggers) }.map(\.action)
    }
}

extension View {
    /// Runs `action` when the user submits a field below: presses Enter in a `TextField` or
    /// `SecureField` (`.text`), or in a search field (`.search`).
    ///
    /// Several `.onSubmit` around one field all run, the innermost first.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Name", text: $name)
    ///     SecureField("Password", text: $password)
    /// }
    /// .onSubmit { signIn() }
    /// ```
    ///
    /// - Parameters:
    ///   - triggers: The kinds of field it answers (`.text` unless given).
    ///   - action: What runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        _EnvironmentWriter(content: self, key: "onSubmit", value: _SubmitAction(triggers: triggers, action: action)) {
            $0._submitActions.append($1)
        }
    }

    /// Stops (`true`) or lets through (`false`) submissions from the fields below to the
    /// `.onSubmit` actions above this view.
    ///
    /// - Parameter isBlocking: Whether submissions below stop here.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        _EnvironmentWriter(content: self, key: "submitScope", value: isBlocking) {
            if $1 { $0._submitActions = [] }
        }
    }
}
