import GraftCore
import GtkBridge

/// Hosts a native GTK widget in Graft views — the counterpart of SwiftUI's `UIViewRepresentable`.
///
/// Graft calls `makeGtkWidget` once per identity, then `updateGtkWidget` after make and whenever
/// the representable's inputs or the environment it sees change, and `dismantleGtkWidget` once when
/// the view leaves the tree. Delegate-style callbacks go to a coordinator, made once by
/// `makeCoordinator`, which writes back through bindings. The widget fills the space it is
/// offered unless ``sizeThatFits(_:gtkWidget:context:)`` gives it a size, as in SwiftUI.
///
/// ```swift
/// struct Calendar: GtkWidgetRepresentable {
///     @Binding var day: Int
///     func makeGtkWidget(context: Context) -> Widget { try! Widget(typeName: "GtkCalendar") }
///     func updateGtkWidget(_ widget: Widget, context: Context) { try? widget.setProperty("day", day) }
/// }
/// ```
@MainActor
public protocol GtkWidgetRepresentable: _BackendPrimitiveView where _Backend == GtkBackend {
    /// The typed wrapper of the widget (`Label`, `DrawingArea`, `Widget` for unwrapped types, …).
    associatedtype GtkWidgetType: Gtk.Widget
    /// The object that receives the widget's callbacks; `Void` when there is none.
    associatedtype Coordinator = Void
    /// What each call is given: the coordinator, the environment and the transaction.
    typealias Context = GtkWidgetRepresentableContext<Self>

    /// Makes the widget; called once per identity.
    func makeGtkWidget(context: Context) -> GtkWidgetType
    /// Brings the widget up to date with this value of the view.
    func updateGtkWidget(_ gtkWidget: GtkWidgetType, context: Context)
    /// Makes the coordinator; called once per identity, before `makeGtkWidget`.
    func makeCoordinator() -> Coordinator
    /// The size the widget wants for `proposal`; `nil` (the default) makes it fill the space offered.
    ///
    /// As in SwiftUI, a hosted widget takes the whole proposal unless this returns a size. A
    /// widget whose maker sets `hexpand` or `vexpand` to `false` keeps its natural size on that axis.
    func sizeThatFits(_ proposal: ProposedViewSize, gtkWidget: GtkWidgetType, context: Context) -> Size?
    /// Called once when the view leaves the tree (or its window closes).
    static func dismantleGtkWidget(_ gtkWidget: GtkWidgetType, coordinator: Coordinator)
}

/// What a representable's methods are given.
@MainActor
public struct GtkWidgetRepresentableContext<Representable: GtkWidgetRepresentable> {
    /// The coordinator made by `makeCoordinator()`, the same object on every call.
    public let coordinator: Representable.Coordinator
    /// The environment at the view: colour scheme, font, custom keys.
    public let environment: EnvironmentValues
    /// This update's transaction: `transaction.animation` is non-nil when the change is animated.
    public let transaction: Transaction
}

extension GtkWidgetRepresentable where Coordinator == Void {
    /// No coordinator: a representable that needs none need not make one.
    public func makeCoordinator() {}
}

extension GtkWidgetRepresentable {
    /// `nil` by default: the widget's own natural size is used.
    public func sizeThatFits(_ proposal: ProposedViewSize, gtkWidget: GtkWidgetType, context: Context) -> Size? { nil }
    /// Does nothing by default: the widget is released with the tree.
    public static func dismantleGtkWidget(_ gtkWidget: GtkWidgetType, coordinator: Coordinator) {}

    /// Makes the GTK widget for this `GtkWidgetRepresentable` (called once per identity).
    public func _makeBackendWidget(_ context: WidgetContext<GtkBackend>) -> any BackendWidget<NativeWidget> {
        let coordinator = makeCoordinator()
        refreshParent(of: coordinator)
        let widget = makeGtkWidget(context: makeContext(coordinator, context))
        let view = NativeWidget.hosting(widget)
        let state = RepresentableState<Self>(coordinator: coordinator, widget: widget, view: view)
        context.storage.value = state
        view.onDismantle = { [weak state] in
            guard let state, !state.isDismantled else { return }
            state.isDismantled = true
            Self.dismantleGtkWidget(state.widget, coordinator: state.coordinator)
        }
        return view
    }

    /// Brings `GtkWidgetRepresentable`'s GTK widget up to date with this value and the environment.
    public func _updateBackendWidget(_ context: WidgetContext<GtkBackend>) {
        let state = context.stored(RepresentableState<Self>.self)
        let gtkWidget = state.widget
        guard !state.isDismantled else { return }
        refreshParent(of: state.coordinator)
        let representableContext = makeContext(state.coordinator, context)
        updateGtkWidget(gtkWidget, context: representableContext)
        let size = sizeThatFits(.unspecified, gtkWidget: gtkWidget, context: representableContext)
        if let size {
            gtkWidget.setSizeRequest(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
        state.view.fillOfferedSpace(hasOwnSize: size != nil)
    }

    /// Releases `GtkWidgetRepresentable`'s GTK widget, and what it holds, when the view leaves the tree.
    public func _dismantleBackendWidget(_ context: WidgetContext<GtkBackend>) {
        context.backend.dismantle(context.widget)
        context.storage.value = nil
    }

    private func makeContext(_ coordinator: Coordinator, _ context: WidgetContext<GtkBackend>) -> Context {
        Context(coordinator: coordinator, environment: context.environment, transaction: context.transaction)
    }

    private func refreshParent(of coordinator: Coordinator) {
        (coordinator as? any RepresentableCoordinator)?._refreshParent(with: self)
    }
}

@MainActor
final class RepresentableState<Representable: GtkWidgetRepresentable> {
    let coordinator: Representable.Coordinator
    let widget: Representable.GtkWidgetType
    /// The backend's handle on the widget (unowned: the engine keeps it).
    unowned let view: NativeWidget
    var isDismantled = false
    init(coordinator: Representable.Coordinator, widget: Representable.GtkWidgetType, view: NativeWidget) {
        self.coordinator = coordinator
        self.widget = widget
        self.view = view
    }
}
