/// An environment-writing modifier seen from outside the graph: what it writes, and to what.
@MainActor
package protocol _EnvironmentWriting {
    /// The key path or name of what is written.
    var _writtenKey: AnyHashable { get }
    /// The value written.
    var _writtenValue: Any { get }
    /// The view that sees the written value.
    var _writtenContent: any View { get }
}

struct _EnvironmentWriter<Content: View>: View, _ModifierView, _EnvironmentWriting {
    typealias Body = Never
    let content: Content
    let key: AnyHashable
    let value: Any
    let write: (inout EnvironmentValues) -> Void

    func childEnvironment(_ node: ViewNode) -> EnvironmentValues {
        if let cached = node.modifierState as? EnvironmentBox, cached.parentVersion === node.environment.version,
            let previous = cached.storedValue, _anyEquals(previous, value) || _sameObject(previous, value)
        {
            return cached.values
        }
        var environment = node.environment
        write(&environment)
        let box = EnvironmentBox(values: environment, parentVersion: node.environment.version)
        box.storedValue = value
        node.modifierState = box
        return environment
    }

    func _mount(_ node: ViewNode) {
        node.reconcileChild(at: 0, id: 0, with: content, environment: childEnvironment(node))
    }
    func _update(_ node: ViewNode) { _mount(node) }

    package var _writtenKey: AnyHashable { key }
    package var _writtenValue: Any { value }
    package var _writtenContent: any View { content }
}

/// A writer is the same input while it writes the same value under the same key around the same
/// content: its `write` closure is made from the key and the value, so it is not compared (a closure
/// would make every writer, and everything below it, count as changed on every update).
extension _EnvironmentWriter: _InputComparable {
    func _isSameInput(as other: Any) -> Bool {
        guard let other = other as? Self, key == other.key,
            _anyEquals(value, other.value) || _sameObject(value, other.value)
        else { return false }
        return _inputsEqual(content, other.content)
    }
}

private func _sameObject(_ lhs: Any, _ rhs: Any) -> Bool {
    type(of: lhs) is AnyClass && (lhs as AnyObject) === (rhs as AnyObject)
}

extension View {
    /// Sets an environment value for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The value to set.
    ///   - value: Its new value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self, key: keyPath, value: value) { $0[keyPath: keyPath] = value }
    }

    /// Places an `@Observable` model in the environment, read with `@Environment(Model.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> some View {
        _EnvironmentWriter(content: self, key: ObjectIdentifier(Object.self), value: object) {
            $0.setObject(object, as: Object.self)
        }
    }

    /// Places an ``ObservableObject`` in the environment, read with `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        environment(object)
    }

    /// Sets the text colour of this view and its descendants.
    public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }

    /// Sets the text colour of this view and its descendants.
    public func foregroundStyle(_ color: Color) -> some View { environment(\.foregroundColor, color) }

    /// Sets the font of text in this view and its descendants.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Limits text below to `number` lines, truncating the rest with "…" (`nil` removes the limit).
    ///
    /// Text wraps by default; `.lineLimit(1)` keeps it on one line, which is also much cheaper
    /// for GTK to lay out in long lists.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Stops controls in this view from responding when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        _EnvironmentWriter(content: self, key: "disabled", value: disabled) { $0.isEnabled = $0.isEnabled && !disabled }
    }

    /// Shows this view and its descendants in `scheme`.
    public func colorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }
}
