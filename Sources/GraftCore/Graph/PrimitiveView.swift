/// A view that Graft maps straight onto one native widget, possibly holding child views.
///
/// Graft's own primitives (`Text`, `VStack`, …) conform; they work with any ``Backend``. It is the
/// engine's side of the contract, package-wide: apps write representables, which the engine shows
/// through the same machinery (see `_BackendPrimitive`).
///
/// The engine calls, per identity: `_makeWidget` once, `_updateWidget` right after and whenever
/// the view's inputs or environment change, `_setChildren` whenever the widgets of its slots
/// change, and `_dismantleWidget` once when the view leaves the tree.
@MainActor
package protocol _PrimitiveView: View where Body == Never {
    /// Child views shown inside the widget, one list of widgets per slot.
    var _slots: [any View] { get }
    /// Makes the widget; called once per identity.
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget>
    /// Brings the widget (`context.handle()`) up to date; called after make and whenever inputs or
    /// environment change.
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>)
    /// Puts the child widgets of each slot into the widget.
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>)
    /// Called once when the view leaves the tree.
    func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>)
    /// Changes the environment the slot views see.
    func _modifyChildEnvironment(_ environment: inout EnvironmentValues)
    /// Whether `_updateWidget` reads only the view's own inputs and the environment, never its
    /// slot views: then an update whose only change is in the slot views leaves the widget alone.
    static var _widgetIgnoresSlots: Bool { get }
    /// Starts animating the widget out because its view is being removed in `context.transaction`;
    /// returns whether it did, and then calls `completion` once when the animation has ended.
    func _animateRemoval<B: Backend>(_ context: WidgetContext<B>, completion: @escaping @MainActor () -> Void) -> Bool
}

extension _PrimitiveView {
    /// The child views shown inside `_PrimitiveView`'s widget, one entry per slot.
    package var _slots: [any View] { [] }
    /// Puts the child widgets of each slot into `_PrimitiveView`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {}
    /// Releases `_PrimitiveView`'s widget, and what it holds, when the view leaves the tree.
    package func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.dismantle(context.widget)
    }
    /// Changes the environment `_PrimitiveView`'s child views see.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) {}
    /// `false`: `_PrimitiveView`'s widget is updated on every change, its slot views' included.
    package static var _widgetIgnoresSlots: Bool { false }
    /// `false`: `_PrimitiveView`'s widget leaves at once when its view is removed.
    package func _animateRemoval<B: Backend>(
        _ context: WidgetContext<B>, completion: @escaping @MainActor () -> Void
    ) -> Bool { false }
}

/// A primitive that only one backend can show: a representable hosting a GTK widget.
///
/// Its methods are typed to that backend. Shown by a graph running on another backend, it stops
/// the program with a message naming both (a programming error, like a GTK widget in a test of
/// the recording backend).
@MainActor
public protocol _BackendPrimitiveView: View where Body == Never {
    /// The backend that can show this view.
    associatedtype _Backend: Backend
    /// Makes the widget; called once per identity.
    func _makeBackendWidget(_ context: WidgetContext<_Backend>) -> any BackendWidget<_Backend.Widget>
    /// Brings the widget up to date; called after make and whenever inputs or environment change.
    func _updateBackendWidget(_ context: WidgetContext<_Backend>)
    /// Called once when the view leaves the tree.
    func _dismantleBackendWidget(_ context: WidgetContext<_Backend>)
}

/// A representable shown as a primitive: the engine's `_PrimitiveView` side of a
/// `_BackendPrimitiveView`, made around the view's value for each call.
struct _BackendPrimitive<Represented: _BackendPrimitiveView>: _PrimitiveView {
    let represented: Represented

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.widening(represented._makeBackendWidget(context.narrowed(to: Represented._Backend.self)))
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        represented._updateBackendWidget(context.narrowed(to: Represented._Backend.self))
    }
    func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>) {
        represented._dismantleBackendWidget(context.narrowed(to: Represented._Backend.self))
    }
}
