/// What a `UIViewRepresentable`'s methods are given: the coordinator, the environment and the
/// transaction (`UIViewRepresentableContext`) — the same value as a GTK representable's context.
public typealias UIViewRepresentableContext<Representable: UIViewRepresentable> =
    GtkWidgetRepresentableContext<Representable>

/// Hosts a `UIView` in Graft views with UIKit's method names — a refinement of
/// `GtkWidgetRepresentable`, so the one hosting implementation serves both.
///
/// ```swift
/// struct Bordered: UIViewRepresentable {
///     func makeUIView(context: Context) -> BorderedView { BorderedView() }
///     func updateUIView(_ view: BorderedView, context: Context) {}
/// }
/// ```
@MainActor
public protocol UIViewRepresentable: GtkWidgetRepresentable where GtkWidgetType == UIViewType {
    /// The hosted view's type.
    associatedtype UIViewType: UIView
    /// The GTK widget hosted: the view itself.
    associatedtype GtkWidgetType = UIViewType
    /// The object that receives the view's callbacks; `Void` when there is none.
    associatedtype Coordinator = Void

    /// Makes the view; called once per identity.
    ///
    /// - Parameter context: The coordinator and environment.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value of the representable.
    ///
    /// - Parameters:
    ///   - uiView: The view `makeUIView` made.
    ///   - context: The coordinator and environment.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Called once when the view leaves the tree.
    ///
    /// - Parameters:
    ///   - uiView: The view.
    ///   - coordinator: The coordinator.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// The size the view wants for `proposal`; `nil` (the default) makes it fill the space offered.
    ///
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - uiView: The view.
    ///   - context: The coordinator and environment.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Makes the GTK widget: the `UIView` from `makeUIView(context:)`.
    ///
    /// - Parameter context: The coordinator and environment.
    public func makeGtkWidget(context: Context) -> UIViewType {
        let view = makeUIView(context: context)
        view.hexpand = true
        view.vexpand = true
        return view
    }

    /// Updates the GTK widget through `updateUIView(_:context:)`.
    ///
    /// - Parameters:
    ///   - gtkWidget: The view.
    ///   - context: The coordinator and environment.
    public func updateGtkWidget(_ gtkWidget: UIViewType, context: Context) { updateUIView(gtkWidget, context: context) }

    /// Dismantles through `dismantleUIView(_:coordinator:)`.
    ///
    /// - Parameters:
    ///   - gtkWidget: The view.
    ///   - coordinator: The coordinator.
    public static func dismantleGtkWidget(_ gtkWidget: UIViewType, coordinator: Coordinator) {
        dismantleUIView(gtkWidget, coordinator: coordinator)
    }

    /// Does nothing by default.
    ///
    /// - Parameters:
    ///   - uiView: The view.
    ///   - coordinator: The coordinator.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Fills the space offered by default.
    ///
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - uiView: The view.
    ///   - context: The coordinator and environment.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Asks `sizeThatFits(_:uiView:context:)`.
    ///
    /// - Parameters:
    ///   - proposal: The size offered.
    ///   - gtkWidget: The view.
    ///   - context: The coordinator and environment.
    public func sizeThatFits(_ proposal: ProposedViewSize, gtkWidget: UIViewType, context: Context) -> Size? {
        sizeThatFits(proposal, uiView: gtkWidget, context: context).map {
            Size(width: Double($0.width), height: Double($0.height))
        }
    }
}

/// What a `UIViewControllerRepresentable`'s methods are given
/// (`UIViewControllerRepresentableContext`).
public typealias UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> =
    GtkWidgetControllerRepresentableContext<Representable>

/// Hosts a `UIViewController` in Graft views with UIKit's method names — a refinement of
/// `GtkWidgetControllerRepresentable` on the controller's `WidgetController`.
@MainActor
public protocol UIViewControllerRepresentable: GtkWidgetControllerRepresentable
where ControllerType == _UIKitControllerHost {
    /// The hosted controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The `WidgetController` hosted: the controller's host.
    associatedtype ControllerType = _UIKitControllerHost
    /// The object that receives the controller's callbacks; `Void` when there is none.
    associatedtype Coordinator = Void

    /// Makes the controller; called once per identity.
    ///
    /// - Parameter context: The coordinator and environment.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value of the representable.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - context: The coordinator and environment.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Called once when the view leaves the tree.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    /// Makes the controller with `makeUIViewController(context:)` and hosts its `WidgetController`.
    ///
    /// - Parameter context: The coordinator and environment.
    public func makeController(context: Context) -> _UIKitControllerHost {
        let controller = makeUIViewController(context: context)
        controller.hostingEnvironment = context.environment
        let host = controller.widgetController
        host.retainedOwner = controller
        return host
    }

    /// Updates through `updateUIViewController(_:context:)`.
    ///
    /// - Parameters:
    ///   - controller: The host.
    ///   - context: The coordinator and environment.
    public func updateController(_ controller: _UIKitControllerHost, context: Context) {
        guard let owner = controller.owner as? UIViewControllerType else { return }
        updateUIViewController(owner, context: context)
    }

    /// Dismantles through `dismantleUIViewController(_:coordinator:)`, then lets the controller go.
    ///
    /// - Parameters:
    ///   - controller: The host.
    ///   - coordinator: The coordinator.
    public static func dismantleController(_ controller: _UIKitControllerHost, coordinator: Coordinator) {
        if let owner = controller.owner as? UIViewControllerType {
            dismantleUIViewController(owner, coordinator: coordinator)
        }
        controller.retainedOwner = nil
    }

    /// Does nothing by default.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}
