import Foundation

/// A value a gesture changes while it is in progress, and that goes back to its initial value when
/// the gesture ends: `@GestureState var offset = CGSize.zero` with `.updating($offset) { … }`.
///
/// ```swift
/// struct Draggable: View {
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         Circle().frame(width: 40, height: 40)
///             .offset(x: offset.width, y: offset.height)
///             .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
@propertyWrapper @MainActor
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let initial: Value
    private let resetAction: (@MainActor (Value, inout Transaction) -> Void)?

    /// Creates the state with the value it has while no gesture is in progress.
    ///
    /// - Parameter wrappedValue: The resting value.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initial = wrappedValue
        resetAction = nil
    }

    /// Creates the state with the value it has while no gesture is in progress.
    ///
    /// - Parameter initialValue: The resting value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates the state; going back to the resting value when the gesture ends happens in
    /// `resetTransaction` (`Transaction(animation: .spring)` animates the way back).
    ///
    /// - Parameters:
    ///   - wrappedValue: The resting value.
    ///   - resetTransaction: The transaction of the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Creates the state; going back to the resting value happens in `resetTransaction`.
    ///
    /// - Parameters:
    ///   - initialValue: The resting value.
    ///   - resetTransaction: The transaction of the reset.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates the state; `reset` runs as the gesture ends, with the value being left and the
    /// transaction of the reset, which it may change (to animate the way back).
    ///
    /// - Parameters:
    ///   - wrappedValue: The resting value.
    ///   - reset: Sees the value the gesture left, and sets the reset's transaction.
    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initial = wrappedValue
        resetAction = reset
    }

    /// Creates the state; `reset` runs as the gesture ends (see ``init(wrappedValue:reset:)``).
    ///
    /// - Parameters:
    ///   - initialValue: The resting value.
    ///   - reset: Sees the value the gesture left, and sets the reset's transaction.
    public init(initialValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value (read-only: gestures change it through `.updating`).
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `.updating($value)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value, transaction: Transaction) {
        state.location.write(value, transaction: transaction)
    }

    /// Goes back to the resting value in the transaction the reset action chooses.
    func reset() {
        guard let resetAction else { return state.location.write(initial, transaction: nil) }
        var transaction = Transaction()
        resetAction(state.wrappedValue, &transaction)
        state.location.write(initial, transaction: transaction)
    }
}

extension GestureState: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { state._install(in: node, slot: slot) }
    func _isSameInput(as other: Self) -> Bool { true }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates the state resting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}
