struct _PresentationView<Content: View, Presented: View>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let style: PresentationStyle
    let onDismiss: (@MainActor () -> Void)?
    let presented: () -> Presented

    final class State {
        /// The backend's presentation, while one is open.
        var handle: AnyObject?
    }

    func _mount(_ node: ViewNode, _ state: inout State?) {
        node.detachedChildIndex = 1
        state = State()
        _update(node, &state)
    }

    func _update(_ node: ViewNode, _ state: inout State?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        guard let state else { return }
        if isPresented.wrappedValue {
            var environment = node.environment
            let binding = isPresented
            environment.dismiss = DismissAction { binding.wrappedValue = false }
            node.reconcileChild(at: 1, id: 1, with: presented(), environment: environment)
        } else if state.handle != nil || node.children.count > 1 {
            close(node, state)
        }
    }

    func _syncDetachedChildren(_ node: ViewNode, _ state: inout State?) {
        guard let state, node.children.count > 1 else { return }
        show(node.graph.backend, node, state)
    }

    private func show<B: Backend>(_ backend: B, _ node: ViewNode, _ state: State) {
        let widgets = node.children[1].flattenedWidgets(of: B.self)
        if let handle = state.handle {
            backend.updatePresentation(_open(handle, as: B.Presentation.self, role: "presentation"), widgets)
        } else {
            let binding = isPresented
            let anchor = node.children[0].flattenedWidgets(of: B.self).first ?? node.graph.rootWidget(as: B.self)
            state.handle = backend.present(widgets, style: style, anchor: anchor) {
                binding.wrappedValue = false
            }
        }
    }

    private func dismiss<B: Backend>(_ backend: B, _ handle: AnyObject) {
        backend.dismissPresentation(_open(handle, as: B.Presentation.self, role: "presentation"))
    }

    /// The presenter leaves (its window closed, a parent sheet dismissed): a sheet it shows goes
    /// with it, and the app hears of it as of any dismissal — the binding turns false and
    /// `onDismiss` runs once the teardown is over.
    func _unmount(_ node: ViewNode, _ state: inout State?) {
        guard let state else { return }
        let wasPresented = state.handle != nil || node.children.count > 1
        if let handle = state.handle {
            state.handle = nil
            dismiss(node.graph.backend, handle)
        }
        guard wasPresented else { return }
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
        if let onDismiss { node.graph.afterPass.append(onDismiss) }
    }

    private func close(_ node: ViewNode, _ state: State) {
        node.removeChildren(from: 1)
        if let handle = state.handle {
            state.handle = nil
            dismiss(node.graph.backend, handle)
            if let onDismiss { node.graph.afterPass.append(onDismiss) }
        }
    }
}

extension View {
    /// Presents `content` in a modal sheet while `isPresented` is true.
    ///
    /// Closing the sheet's window sets `isPresented` to false; setting it to false closes the sheet.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet shows.
    ///   - onDismiss: Runs after the sheet closes.
    ///   - content: The sheet's views.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationView(
            content: self, isPresented: isPresented, style: .sheet, onDismiss: onDismiss, presented: content)
    }

    /// Presents `content` covering the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationView(
            content: self, isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss,
            presented: content)
    }
}
