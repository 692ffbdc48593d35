import Observation

/// Bindings to the properties of an `@Observable` model, for controls that edit them.
///
/// ```swift
/// struct BookEditor: View {
///     @Bindable var book: Book
///     var body: some View {
///         TextField("Title", text: $book.title)
///     }
/// }
/// // or inside a body:
/// @Bindable var book = book
/// ```
///
/// Writing through a binding sets the model's property; Observation then updates the views that
/// read it, as it does for any change to the model.
@propertyWrapper @dynamicMemberLookup @MainActor
public struct Bindable<Value>: DynamicProperty {
    /// The model.
    public var wrappedValue: Value

    /// This wrapper, whose members are bindings (`$book.title`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to `wrappedValue`'s properties.
    ///
    /// - Parameter wrappedValue: An `@Observable` class instance.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Bindings to `wrappedValue`'s properties.
    ///
    /// - Parameter wrappedValue: An `@Observable` class instance.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// The same model as another `Bindable`'s (`@Bindable var book = $book` in a body).
    ///
    /// - Parameter projectedValue: The other wrapper.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to one property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        // Read once here, in the body that makes the binding, so Observation updates that body
        // (and the control it feeds) when the property changes elsewhere.
        _ = wrappedValue[keyPath: keyPath]
        // No identity: the control is updated with the model's current value whenever the view
        // holding it is (Observation re-runs that view's body; it does not watch the control).
        return _propertyBinding(to: wrappedValue, keyPath, identified: false)
    }
}

extension Bindable: _InputComparable {
    /// The same input while it wraps the same model (Observation reports the model's changes).
    func _isSameInput(as other: Self) -> Bool { (wrappedValue as AnyObject) === (other.wrappedValue as AnyObject) }
}

/// A binding to `object`'s property at `keyPath`, known by the object and the key path when
/// `identified`; writes carry the binding's transaction (`@Bindable`, `@ObservedObject`'s
/// `$model.property`).
@MainActor
func _propertyBinding<Object, Subject>(
    to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>, identified: Bool = true
) -> Binding<Subject> {
    let identity: AnyHashable? =
        identified ? [AnyHashable(ObjectIdentifier(object as AnyObject)), AnyHashable(keyPath)] as [AnyHashable] : nil
    return Binding(identity: identity) {
        object[keyPath: keyPath]
    } set: { value, transaction in
        let previous = ViewGraph.currentTransaction
        if let transaction { ViewGraph.currentTransaction = transaction }
        defer { ViewGraph.currentTransaction = previous }
        object[keyPath: keyPath] = value
    }
}
