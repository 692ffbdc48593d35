// Calling a primitive view's widget methods: the engine holds the graph's backend as
// `any Backend`; here it is opened once per call (the view by the node's kind, `_NodeKind`), so
// the primitive and the backend meet in the backend's own types.
extension ViewNode {
    /// Applies the accessibility attributes of this primitive's environment to its widget.
    func updateWidgetAccessibility(_ attributes: AccessibilityAttributes?, _ storage: PrimitiveStorage) {
        updateAccessibility(graph.backend, attributes, storage)
    }

    /// The widgets under this node as backend `B`'s widgets.
    func flattenedWidgets<B: Backend>(of backend: B.Type) -> [B.Widget] {
        flattenedWidgets().map { _open($0, as: B.Widget.self, role: "widget") }
    }

    func typedContext<B: Backend>(_ backend: B, _ storage: PrimitiveStorage) -> WidgetContext<B> {
        WidgetContext(
            backend: backend, environment: environment, transaction: pendingTransaction ?? Transaction(),
            storage: storage)
    }

    func makeWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P, _ storage: PrimitiveStorage) {
        let made = primitive._makeWidget(typedContext(backend, storage))
        storage.handle = made
        let placed = made.asWidget
        storage.widget = placed
        widget = placed
    }

    func updateWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P, _ storage: PrimitiveStorage) {
        primitive._updateWidget(typedContext(backend, storage))
    }

    func setChildren<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P, _ storage: PrimitiveStorage) {
        primitive._setChildren(children.map { $0.flattenedWidgets(of: B.self) }, typedContext(backend, storage))
    }

    func dismantleWidget<B: Backend, P: _PrimitiveView>(_ backend: B, _ primitive: P, _ storage: PrimitiveStorage) {
        primitive._dismantleWidget(typedContext(backend, storage))
    }

    func animateRemoval<B: Backend, P: _PrimitiveView>(
        _ backend: B, _ primitive: P, _ storage: PrimitiveStorage, _ transaction: Transaction,
        _ completion: @escaping @MainActor () -> Void
    ) -> Bool {
        let context = WidgetContext(
            backend: backend, environment: environment, transaction: transaction, storage: storage)
        return primitive._animateRemoval(context, completion: completion)
    }

    private func updateAccessibility<B: Backend>(
        _ backend: B, _ attributes: AccessibilityAttributes?, _ storage: PrimitiveStorage
    ) {
        backend.updateAccessibility(typedContext(backend, storage).widget, attributes)
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
