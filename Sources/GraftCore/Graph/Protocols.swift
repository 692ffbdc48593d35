/// A view that Graft maps straight onto one native widget, possibly holding child views.
///
/// Graft's own primitives (`Text`, `VStack`, …) and the representables of GraftGtk conform.
/// Apps write representables instead of conforming directly.
@MainActor
public protocol _PrimitiveView: View where Body == Never {
    /// Child views shown inside the widget, one list of widgets per slot.
    var _slots: [any View] { get }
    /// Makes the widget; called once per identity.
    func _makeWidget(_ context: WidgetContext) -> AnyObject
    /// Brings the widget up to date; called after make and whenever inputs or environment change.
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext)
    /// Puts the child widgets of each slot into the widget.
    func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext)
    /// Called once when the view leaves the tree.
    func _dismantleWidget(_ widget: AnyObject, _ context: WidgetContext)
    /// Changes the environment the slot views see.
    func _modifyChildEnvironment(_ environment: inout EnvironmentValues)
}

extension _PrimitiveView {
    /// None by default: a primitive view without child views has no slots.
    public var _slots: [any View] { [] }
    /// Puts the child widgets of each slot into the widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {}
    /// Releases the widget, and what it holds, when the view leaves the tree.
    public func _dismantleWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.dismantle(widget)
    }
    /// Leaves the environment as it is by default.
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) {}
}

/// What a primitive view is given when it makes or updates its widget.
@MainActor
public struct WidgetContext {
    /// The backend making the widgets.
    public let backend: any Backend
    /// The environment at this view.
    public let environment: EnvironmentValues
    /// The transaction of this update: whether it is animated, and how.
    public let transaction: Transaction
    /// Storage kept for this view's identity across updates.
    public let storage: PrimitiveStorage
}

/// Views that stand for a list of views (tuples, conditionals, `ForEach`, `Group`, …), each with
/// its identity. Package-wide so previews can split a `Group` the way the graph does.
@MainActor
package protocol _MultiView {
    func _children(into list: inout [(AnyHashable, any View)])
}

/// Views that change how their content is shown without a widget of their own.
@MainActor
protocol _ModifierView: View {
    func _mount(_ node: ViewNode)
    func _update(_ node: ViewNode)
    func _unmount(_ node: ViewNode)
    func _syncDetachedChildren(_ node: ViewNode)
}

extension _ModifierView {
    func _unmount(_ node: ViewNode) {}
    func _syncDetachedChildren(_ node: ViewNode) {}
}

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
