/// A coordinator that keeps the latest value of its representable.
///
/// Graft sets `parent` to the newest view value before every update, so callbacks never act on
/// a stale copy (a classic bug of hand-written coordinators).
///
/// ```swift
/// final class Coordinator: RepresentableCoordinator {
///     var parent: SearchField
///     init(parent: SearchField) { self.parent = parent }
///     func changed(_ text: String) { parent.text = text }
/// }
/// ```
@MainActor
public protocol RepresentableCoordinator: AnyObject {
    /// The representable type.
    associatedtype Parent
    /// The latest value of the representable, refreshed before each update.
    var parent: Parent { get set }
}

extension RepresentableCoordinator {
    func _refreshParent(with value: Any) {
        if let value = value as? Parent { parent = value }
    }
}
