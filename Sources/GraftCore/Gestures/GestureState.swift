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

    /// Creates the state with the value it has while no gesture is in progress.
    ///
    /// - Parameter wrappedValue: The resting value.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initial = wrappedValue
    }

    /// Creates the state with the value it has while no gesture is in progress.
    ///
    /// - Parameter initialValue: The resting value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The current value (read-only: gestures change it through `.updating`).
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `.updating($value)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value, transaction: Transaction) {
        state.location.write(value, transaction: transaction)
    }

    func reset() { state.location.write(initial, transaction: nil) }
}

extension GestureState: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { state._install(in: node, slot: slot) }
    func _isSameInput(as other: Self) -> Bool { true }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates the state resting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}
