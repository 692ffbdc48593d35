/// Remembers the value an `onChange` modifier last saw and calls its action when it differs.
struct _OnChangeView<Content: View, Value: Equatable>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

    /// The value last seen.
    typealias _State = Value

    func _mount(_ node: ViewNode, _ state: inout Value?) {
        state = value
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        if initial {
            let (value, action) = (self.value, self.action)
            node.graph.afterPass.append { [reference = node.reference] in
                guard let node = reference.node, node.isMounted else { return }
                action(value, value)
            }
        }
    }

    func _update(_ node: ViewNode, _ state: inout Value?) {
        let previous = state
        state = value
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        guard let previous, previous != value else { return }
        let (value, action) = (self.value, self.action)
        // After the pass, as in SwiftUI: the action may change state, which schedules the next one.
        node.graph.afterPass.append { [reference = node.reference] in
            guard let node = reference.node, node.isMounted else { return }
            action(previous, value)
        }
    }
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes.
    ///
    /// The action runs after the update pass that saw the new value, so it may change state. The
    /// comparison is made each time the view is updated with a value; a change that happens and
    /// is undone between two updates is not seen.
    ///
    /// ```swift
    /// WebView(url: url)
    ///     .onChange(of: url) { oldURL, newURL in history.append(oldURL) }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run `action` once when the view appears, with the value as both
    ///     old and new.
    ///   - action: Runs on the main actor with the previous and the current value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes.
    ///
    /// ```swift
    /// Text(query).onChange(of: query) { results = search(query) }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether to run `action` once when the view appears.
    ///   - action: Runs on the main actor after the update that saw the new value.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        _OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the form before SwiftUI 5).
    ///
    /// ```swift
    /// WebView(url: url).onChange(of: url) { newURL in print("now showing", newURL) }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: Runs on the main actor with the new value.
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        _OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }
}
