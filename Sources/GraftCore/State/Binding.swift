/// A read-write reference to a value owned elsewhere: a `@State`, a model's property, a constant.
///
/// ```swift
/// struct Settings: View {
///     @State private var isOn = false
///     var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup @MainActor
public struct Binding<Value>: DynamicProperty {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value, Transaction?) -> Void
    let identity: AnyHashable?
    /// The transaction applied to writes through this binding.
    public var transaction: Transaction?

    init(
        identity: AnyHashable?, get: @escaping @MainActor () -> Value,
        set: @escaping @MainActor (Value, Transaction?) -> Void
    ) {
        self.identity = identity
        self.getter = get
        self.setter = set
    }

    /// Creates a binding from a getter and a setter.
    ///
    /// - Parameters:
    ///   - get: Reads the value.
    ///   - set: Writes a new value.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(identity: nil, get: get) { value, _ in set(value) }
    }

    /// A binding whose value never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(identity: nil, get: { value }, set: { _, _ in })
    }

    /// Creates a binding from another binding's projected value.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// The current value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        let childIdentity: AnyHashable? = identity.map { [$0, AnyHashable(keyPath)] as [AnyHashable] }
        return Binding<Subject>(identity: childIdentity) {
            parent.wrappedValue[keyPath: keyPath]
        } set: { newValue, transaction in
            var whole = parent.getter()
            whole[keyPath: keyPath] = newValue
            parent.setter(whole, transaction ?? parent.transaction)
        }
    }

    /// The same binding, with writes made under `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        return copy
    }
}

extension Binding: _InputComparable {
    func _isSameInput(as other: Self) -> Bool {
        guard let identity else { return false }
        return identity == other.identity
    }
}

extension Binding {
    /// A binding that reads and writes `base` through a conversion, and counts as the same input as
    /// any other conversion of `base` to `Value` (so a view holding one is not updated needlessly).
    ///
    /// - Parameters:
    ///   - base: The binding to convert.
    ///   - get: Converts a value read from `base`.
    ///   - set: Converts a value to write into `base`.
    package init<Base>(
        converting base: Binding<Base>, get: @escaping @MainActor (Base) -> Value,
        set: @escaping @MainActor (Value) -> Base
    ) {
        let identity: AnyHashable? = base.identity.map { [$0, AnyHashable("as \(Value.self)")] as [AnyHashable] }
        self.init(identity: identity) {
            get(base.wrappedValue)
        } set: { value, transaction in
            var written = base
            if let transaction { written.transaction = transaction }
            written.wrappedValue = set(value)
        }
        self.transaction = base.transaction
    }
}
