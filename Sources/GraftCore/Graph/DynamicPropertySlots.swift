import ReflectionBridge

/// Connects the dynamic properties (`State`, `Environment`, `StateObject`, …) of one view value to
/// its node's slots, in declaration order.
typealias _PropertyInstaller = @MainActor (any View, ViewNode) -> Void

/// Which dynamic properties a view type has, found once per type.
enum _DynamicPropertySlots {
    /// The type has none: its bodies need no installing.
    case none
    /// Installs the properties of a value of the type.
    case installer(_PropertyInstaller)
    /// The properties are among the mirror children of a value (a type with its own mirror, or
    /// one the runtime cannot describe field by field).
    case mirror
}

@MainActor
private var _dynamicPropertySlots = _PerTypeCache<_DynamicPropertySlots>()

/// The dynamic properties of `type`, found with the runtime's field reflection the first time and
/// read in place at their offsets after that (no `Mirror` per body evaluation).
@MainActor
func _dynamicPropertySlots(of type: any View.Type) -> _DynamicPropertySlots {
    _dynamicPropertySlots.value(for: type) { _findDynamicPropertySlots(type) }
}

@MainActor
private func _findDynamicPropertySlots<V: View>(_: V.Type) -> _DynamicPropertySlots {
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
    return .installer { [installAll] view, node in
        guard let view = view as? V else { return }
        installAll(view, node)
    }
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
/// describe field by field; a type found to have none is remembered as having none.
@MainActor
func _mirrorInstall(_ view: any View, _ node: ViewNode) {
    var slot = 0
    for child in Mirror(reflecting: view).children {
        if let property = child.value as? any _NodeInstallable {
            property._install(in: node, slot: slot)
            slot += 1
        }
    }
    if slot == 0 { _dynamicPropertySlots.replace(.none, for: type(of: view)) }
}
