/// A main-actor mutable cell, for state shared between a test and its (sendable) handlers.
@MainActor
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
