/// Properties that Graft connects to a view's node before each `body` (State, Environment, …).
@MainActor
protocol _NodeInstallable {
    func _install(in node: ViewNode, slot: Int)
}

/// Properties that say themselves whether two view values differ in them.
@MainActor
protocol _InputComparable {
    func _isSameInput(as other: Any) -> Bool
}
