// Calling a primitive view's widget methods: the engine holds the graph's backend as
// `any Backend` and the node's view as `any View`; here both are opened once per call, so the
// primitive and the backend meet in the backend's own types.
extension ViewNode {
    /// The node's view as a primitive (its role is `.primitive`).
    var primitiveView: any _PrimitiveView { _open(view, as: (any _PrimitiveView).self, role: "primitive view") }

    /// The node's view as a modifier (its role is `.modifier`).
    var modifierView: any _ModifierView { _open(view, as: (any _ModifierView).self, role: "modifier view") }

    /// Makes the primitive's widget and keeps it (the kind handle and the widget containers hold).
    func makePrimitiveWidget() { makeWidget(graph.backend, primitiveView) }

    /// Brings the primitive's widget up to date.
    func updatePrimitiveWidget() { updateWidget(graph.backend, primitiveView) }

    /// Puts the widgets of the primitive's children, one list per slot, into its widget.
    func setPrimitiveChildren() { setChildren(graph.backend, primitiveView) }

    /// Dismantles the primitive's widget.
    func dismantlePrimitiveWidget() { dismantleWidget(graph.backend, primitiveView) }

    /// Applies the accessibility attributes of this primitive's environment to its widget.
    func updateWidgetAccessibility(_ attributes: AccessibilityAttributes?) {
        updateAccessibility(graph.backend, attributes)
    }

    /// The widgets under this node as backend `B`'s widgets.
    func flattenedWidgets<B: Backend>(of backend: B.Type) -> [B.Widget] {
        flattenedWidgets().map { _open($0, as: B.Widget.self, role: "widget") }
    }

    func typedContext<B: Backend>(_ backend: B) -> WidgetContext<B> {
        WidgetContext(
            backend: backend, environment: environment, transaction: pendingTransaction ?? Transaction(),
            storage: storage)
    }

    private func makeWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P) {
        let made = primitive._makeWidget(typedContext(backend))
        storage.handle = made
        let placed = made.asWidget
        storage.widget = placed
        widget = placed
    }

    private func updateWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P) {
        primitive._updateWidget(typedContext(backend))
    }

    private func setChildren<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P) {
        primitive._setChildren(children.map { $0.flattenedWidgets(of: B.self) }, typedContext(backend))
    }

    private func dismantleWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P) {
        primitive._dismantleWidget(typedContext(backend))
    }

    private func updateAccessibility<B: Backend>(_ backend: B, _ attributes: AccessibilityAttributes?) {
        backend.updateAccessibility(typedContext(backend).widget, attributes)
    }
}

extension ViewGraph {
    /// The one widget that holds the root view's widgets, as backend `B`'s widget; the host puts
    /// it in a window.
    ///
    /// - Parameter backend: The backend the graph was made with.
    public func rootWidget<B: Backend>(as backend: B.Type) -> B.Widget {
        _open(root.widget, as: B.Widget.self, role: "root widget")
    }
}

extension ViewGraph {
    /// Sets the title of the window holding this graph's root widget.
    func setWindowTitle(_ title: String) { setWindowTitle(backend, title) }

    /// Asks the window holding this graph's root widget to use `scheme`.
    func setPreferredColorScheme(_ scheme: ColorScheme?) { setPreferredColorScheme(backend, scheme) }

    private func setWindowTitle<B: Backend>(_ backend: B, _ title: String) {
        backend.setWindowTitle(title, anchor: rootWidget(as: B.self))
    }

    private func setPreferredColorScheme<B: Backend>(_ backend: B, _ scheme: ColorScheme?) {
        backend.setPreferredColorScheme(scheme, anchor: rootWidget(as: B.self))
    }
}
