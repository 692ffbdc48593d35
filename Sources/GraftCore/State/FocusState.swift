/// Which field has the keyboard focus, read and moved by a view.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focused: Field?
/// …
/// TextField("Name", text: $name).focused($focused, equals: .name)
/// TextField("Email", text: $email).focused($focused, equals: .email)
/// Button("Next") { focused = .email }
/// ```
///
/// Setting it moves GTK's keyboard focus to the field marked with that value (`nil` or `false`
/// takes the focus away from the fields); the user moving the focus (a click, Tab) sets it.
@propertyWrapper @MainActor
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    let none: Value

    /// A focus state that is `true` while its field has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        none = false
    }

    /// A focus state naming the focused field, `nil` while none of its fields has the focus.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        none = nil
    }

    /// The focused field's value (`true`, or its value), or `false`/`nil`; setting it moves the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused(_:)` and `.focused(_:equals:)` take.
    public var projectedValue: Binding { Binding(value: state.projectedValue, none: none) }

    /// A focus state as a view below receives it.
    @propertyWrapper @MainActor
    public struct Binding {
        let value: GraftCore.Binding<Value>
        let none: Value

        /// The focused field's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { state._install(in: node, slot: slot) }
    func _isSameInput(as other: Self) -> Bool { true }
}

/// What `.focused` tells the field below: whether it should have the focus, and what to do when
/// the user moves the focus into it or out of it.
public struct _FocusRequest: @unchecked Sendable {
    /// Whether the focus state names this field.
    public let isFocused: Bool
    /// Called with `true` when the focus enters the field, `false` when it leaves.
    public let focusChanged: @MainActor (Bool) -> Void
}

struct FocusRequestKey: EnvironmentKey { static let defaultValue: _FocusRequest? = nil }

extension EnvironmentValues {
    /// The `.focused` binding of the field below, if any.
    public var _focusRequest: _FocusRequest? {
        get { self[FocusRequestKey.self] }
        set { self[FocusRequestKey.self] = newValue }
    }
}

extension View {
    /// Ties the focus of the field below to `condition`: `true` while it has the focus.
    ///
    /// - Parameter condition: A `@FocusState` of `Bool`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }

    /// Ties the focus of the field below to `binding`: it holds `value` while the field has the focus.
    ///
    /// - Parameters:
    ///   - binding: A `@FocusState` of an optional (or `Bool`).
    ///   - value: The value that names this field.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let request = _FocusRequest(isFocused: binding.wrappedValue == value) { hasFocus in
            if hasFocus {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = binding.none
            }
        }
        return _EnvironmentWriter(content: self, key: FocusRequestKey.self, value: Optional(request))
    }
}
