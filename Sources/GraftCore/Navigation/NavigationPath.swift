/// A list of navigation values of any hashable types: the path of a `NavigationStack` whose
/// screens show different kinds of data.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)      // pushes the recipe's destination
/// path.removeLast()        // back
/// path = NavigationPath()  // back to the root
/// ```
public struct NavigationPath: Hashable {
    /// The values, root side first (each stored as its `AnyHashable`).
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path holding `elements`, root side first.
    ///
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(erased elements: [AnyHashable]) { self.elements = elements }

    /// How many screens are pushed above the root.
    public var count: Int { elements.count }

    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`: the stack shows the destination registered for its type.
    ///
    /// - Parameter value: Any hashable value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` screens (as many as there are, at most).
    ///
    /// - Parameter k: How many screens to pop.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }

    /// Whether two paths hold equal elements in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }
    /// Hashes the path's elements in order.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension NavigationPath: @unchecked Sendable {}
