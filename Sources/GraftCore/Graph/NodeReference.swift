/// A reference to a node that does not keep it alive, for its children (their `parent`) and for the
/// closures that outlive an evaluation (observation callbacks, actions run after a pass).
///
/// Unlike a `weak` reference to the node itself, it gives the node no side table: a Swift object
/// that is weakly referenced counts its references on a slower path for the rest of its life, and
/// nodes are retained and released all through every update. The node clears the reference when it
/// leaves the tree or is freed, whichever comes first, so reading it never reaches a freed node.
@MainActor
final class NodeReference {
    /// The node, while it is in the tree; `nil` once it has been unmounted or freed.
    unowned var node: ViewNode?

    init(_ node: ViewNode) { self.node = node }
}
