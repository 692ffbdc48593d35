/// An observable object a view creates and owns for as long as its identity holds.
///
/// The autoclosure runs once per identity, when the view first mounts.
@propertyWrapper @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let holder = ObjectHolder<ObjectType>()

    /// Creates the object lazily, once per identity.
    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { make = wrappedValue }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = holder.object { return object }
        let object = make()
        holder.object = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension StateObject: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) {
        let owned = node.slot(slot) { ObjectHolder<ObjectType>() }
        if owned.object == nil { owned.object = holder.object ?? make() }
        holder.object = owned.object
        node.subscribe(to: owned.object!.objectWillChange, slot: slot)
    }
    func _isSameInput(as other: Self) -> Bool { true }
}

/// An observable object passed in from outside; the view updates when it changes.
@propertyWrapper @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let object: ObjectType
        /// A binding to one property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            _propertyBinding(to: object, keyPath)
        }
    }
}

extension ObservedObject: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { node.subscribe(to: wrappedValue.objectWillChange, slot: slot) }
    func _isSameInput(as other: Self) -> Bool {
        wrappedValue === other.wrappedValue
    }
}

/// An observable object an ancestor placed with `.environmentObject(_:)`.
@propertyWrapper @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let holder = ObjectHolder<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object; reading it with no ancestor providing one is a programming error.
    public var wrappedValue: ObjectType {
        guard let object = holder.object else {
            fatalError("No \(ObjectType.self) found: add .environmentObject(_:) to an ancestor view")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) {
        holder.object = node.environment.object(of: ObjectType.self) as? ObjectType
        if let object = holder.object { node.subscribe(to: object.objectWillChange, slot: slot) }
    }
    func _isSameInput(as other: Self) -> Bool { true }
}

@MainActor
final class ObjectHolder<ObjectType: AnyObject> {
    var object: ObjectType?
}
