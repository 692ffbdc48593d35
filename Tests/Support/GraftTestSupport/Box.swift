/// A main-actor mutable cell, for state shared between a test and its (sendable) handlers.
@MainActor
public final class Box<Value> {
    /// The value held.
    public var value: Value

    /// A cell holding `value`.
    public init(_ value: Value) { self.value = value }
}
