/// A backend's handle on one widget of a known kind (a label, a box, a list), which containers
/// hold as the backend's common ``BackendCore/Widget`` type.
///
/// A backend whose widgets are all one class makes that class conform with `asWidget` returning
/// `self`; one that keeps kind-specific state makes each kind a subclass of its common widget class.
@MainActor
public protocol BackendWidget<Widget>: AnyObject {
    /// The backend's common widget type.
    associatedtype Widget: AnyObject
    /// This widget as containers hold it.
    var asWidget: Widget { get }
}
