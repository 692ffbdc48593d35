import GraftCore
import GtkBridge

/// Hosts a ``WidgetController`` in Graft views — the counterpart of `UIViewControllerRepresentable`.
///
/// The controller's root widget fills the space offered (unless it sets `hexpand`/`vexpand` to
/// `false` when it is loaded), as a hosted view controller's view does in SwiftUI.
///
/// ```swift
/// struct RedLabel: GtkWidgetControllerRepresentable {
///     func makeController(context: Context) -> RedLabelController { RedLabelController() }
///     func updateController(_ controller: RedLabelController, context: Context) {}
/// }
/// ```
@MainActor
public protocol GtkWidgetControllerRepresentable: _BackendPrimitiveView where _Backend == GtkBackend {
    /// The controller's type.
    associatedtype ControllerType: WidgetController
    /// The object that receives callbacks; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What each call is given.
    typealias Context = GtkWidgetControllerRepresentableContext<Self>

    /// Makes the controller; called once per identity.
    func makeController(context: Context) -> ControllerType
    /// Brings the controller up to date with this value of the view.
    func updateController(_ controller: ControllerType, context: Context)
    /// Makes the coordinator; called once per identity, before `makeController`.
    func makeCoordinator() -> Coordinator
    /// Called once when the view leaves the tree, after the controller's disappear callbacks.
    static func dismantleController(_ controller: ControllerType, coordinator: Coordinator)
}

/// What a controller representable's methods are given.
@MainActor
public struct GtkWidgetControllerRepresentableContext<Representable: GtkWidgetControllerRepresentable> {
    /// The coordinator, the same object on every call.
    public let coordinator: Representable.Coordinator
    /// The environment at the view.
    public let environment: EnvironmentValues
    /// This update's transaction.
    public let transaction: Transaction
}

extension GtkWidgetControllerRepresentable where Coordinator == Void {
    /// No coordinator: a representable that needs none need not make one.
    public func makeCoordinator() {}
}

extension GtkWidgetControllerRepresentable {
    /// Does nothing by default: the controller goes with its widget.
    public static func dismantleController(_ controller: ControllerType, coordinator: Coordinator) {}

    /// Makes the GTK widget for this `GtkWidgetControllerRepresentable` (called once per identity).
    public func _makeBackendWidget(_ context: WidgetContext<GtkBackend>) -> any BackendWidget<NativeWidget> {
        let coordinator = makeCoordinator()
        (coordinator as? any RepresentableCoordinator)?._refreshParent(with: self)
        let controller = makeController(
            context: Context(
                coordinator: coordinator, environment: context.environment, transaction: context.transaction))
        controller.setColorScheme(context.environment.colorScheme)
        let view = NativeWidget.hosting(controller.view)
        let state = ControllerState<Self>(coordinator: coordinator, controller: controller, view: view)
        context.storage.value = state
        view.onDismantle = { [weak state] in
            guard let state, !state.isDismantled else { return }
            state.isDismantled = true
            state.controller.tearDown()
            Self.dismantleController(state.controller, coordinator: state.coordinator)
        }
        return view
    }

    /// Brings `GtkWidgetControllerRepresentable`'s GTK widget up to date with this value and the environment.
    public func _updateBackendWidget(_ context: WidgetContext<GtkBackend>) {
        let state = context.stored(ControllerState<Self>.self)
        guard !state.isDismantled else { return }
        (state.coordinator as? any RepresentableCoordinator)?._refreshParent(with: self)
        state.controller.setColorScheme(context.environment.colorScheme)
        updateController(
            state.controller,
            context: Context(
                coordinator: state.coordinator, environment: context.environment, transaction: context.transaction))
        state.view.fillOfferedSpace(hasOwnSize: false)
    }

    /// Releases `GtkWidgetControllerRepresentable`'s GTK widget, and what it holds, when the view leaves the tree.
    public func _dismantleBackendWidget(_ context: WidgetContext<GtkBackend>) {
        context.backend.dismantle(context.widget)
        context.storage.value = nil
    }
}

@MainActor
final class ControllerState<Representable: GtkWidgetControllerRepresentable> {
    let coordinator: Representable.Coordinator
    let controller: Representable.ControllerType
    /// The backend's handle on the controller's root widget (unowned: the engine keeps it).
    unowned let view: NativeWidget
    var isDismantled = false
    init(coordinator: Representable.Coordinator, controller: Representable.ControllerType, view: NativeWidget) {
        self.coordinator = coordinator
        self.controller = controller
        self.view = view
    }
}
