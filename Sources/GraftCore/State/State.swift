/// A value owned by a view, kept for as long as the view's identity holds.
///
/// Writing it re-evaluates the bodies that read it, in the next update pass.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper @MainActor
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Creates the state with its first value.
    public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

    /// Creates the state with its first value.
    public init(initialValue value: Value) { location = StateLocation(initial: value) }

    /// The current value; setting it schedules an update of the views that read it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, for child views and coordinators.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(identity: ObjectIdentifier(location.storageIdentity)) {
            location.value
        } set: { newValue, transaction in
            location.write(newValue, transaction: transaction)
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates the state with `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) {
        let initial = location.initial
        location.storage = node.slot(slot) { StateStorage(initial) }
    }
    func _isSameInput(as other: Self) -> Bool { true }
}

/// Where one `State` value lives: before mounting, its initial value; after, the node's storage.
@MainActor
final class StateLocation<Value> {
    let initial: Value
    var storage: StateStorage<Value>?
    private var unmountedValue: Value

    init(initial: Value) {
        self.initial = initial
        self.unmountedValue = initial
    }

    var storageIdentity: AnyObject { storage ?? self }

    var value: Value {
        get { storage?.read() ?? unmountedValue }
        set { write(newValue, transaction: nil) }
    }

    func write(_ newValue: Value, transaction: Transaction?) {
        if let storage { storage.write(newValue, transaction: transaction) } else { unmountedValue = newValue }
    }
}

/// The storage of one `State` in a node; remembers which bodies read it.
@MainActor
final class StateStorage<Value> {
    private var value: Value
    /// The nodes whose bodies read the value since it last changed.
    private var readers: [ObjectIdentifier: NodeReference] = [:]

    init(_ value: Value) { self.value = value }

    func read() -> Value {
        if let node = ViewGraph.evaluating { readers[ObjectIdentifier(node)] = node.reference }
        return value
    }

    func write(_ newValue: Value, transaction: Transaction?) {
        if _anyEquals(value, newValue) {
            value = newValue
            return
        }
        value = newValue
        let toInvalidate = readers.values.compactMap(\.node)
        readers.removeAll()
        let previous = ViewGraph.currentTransaction
        if let transaction { ViewGraph.currentTransaction = transaction }
        defer { ViewGraph.currentTransaction = previous }
        for node in toInvalidate { node.invalidate() }
    }
}
