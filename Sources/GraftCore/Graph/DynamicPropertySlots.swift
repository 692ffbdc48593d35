import ReflectionBridge

/// Which dynamic properties (`State`, `Environment`, `StateObject`, …) a view type has, found once
/// per type, and how they are connected to a node's slots, in declaration order.
enum _DynamicPropertySlots<V> {
    /// The type has none: its bodies need no installing.
    case none
    /// Installs the properties of a value of the type.
    case installer(@MainActor (V, ViewNode) -> Void)
    /// The properties are among the mirror children of a value (a type with its own mirror, or
    /// one the runtime cannot describe field by field).
    case mirror
}

/// The dynamic properties of `V`, found with the runtime's field reflection and read in place at
/// their offsets when installed (no `Mirror` per body evaluation).
@MainActor
func _findDynamicPropertySlots<V: View>(_: V.Type) -> _DynamicPropertySlots<V> {
    // A type with its own mirror says where its properties are (a modified view shows its
    // modifier's); so does anything the runtime cannot describe field by field.
    guard !(V.self is any CustomReflectable.Type), typeKind(of: V.self) == .struct else {
        return .mirror
    }
    guard let fields = storedFields(of: V.self) else { return .mirror }
    let installable = fields.filter { $0.type is any _NodeInstallable.Type }
    if installable.isEmpty { return .none }
    // One closure calling the next, not an array walked per body: iterating an array of closures
    // over `V` looks up generic type metadata on every evaluation.
    var installAll: @MainActor (V, ViewNode) -> Void = { _, _ in }
    for (slot, field) in installable.enumerated() {
        guard let install = _slotInstaller(field, of: V.self) else { return .mirror }
        let before = installAll
        installAll = { view, node in
            before(view, node)
            install(view, node, slot)
        }
    }
    return .installer(installAll)
}

@MainActor
private func _slotInstaller<V>(_ field: StoredField, of _: V.Type) -> (@MainActor (V, ViewNode, Int) -> Void)? {
    guard let property = field.type as? any _NodeInstallable.Type else { return nil }
    @MainActor func installer<Property: _NodeInstallable>(
        _: Property.Type
    ) -> (@MainActor (V, ViewNode, Int) -> Void)? {
        guard let access = FieldAccess(field, of: V.self, as: Property.self) else { return nil }
        return { view, node, slot in access.read(view)._install(in: node, slot: slot) }
    }
    return installer(property)
}

/// Installs the properties among a value's mirror children, for the types the runtime cannot
/// describe field by field; returns how many it found.
@MainActor
func _mirrorInstall(_ view: any View, _ node: ViewNode) -> Int {
    var slot = 0
    for child in Mirror(reflecting: view).children {
        if let property = child.value as? any _NodeInstallable {
            property._install(in: node, slot: slot)
            slot += 1
        }
    }
    return slot
}
