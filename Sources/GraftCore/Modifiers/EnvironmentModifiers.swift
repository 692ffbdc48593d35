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

/// Writes one value into the environment its content sees.
///
/// Generic over the value, so that comparing two writers, and the written value with the one the
/// cached child environment holds, is typed work with no dynamic casts: writers sit above most
/// text in an app (`.font`, `.foregroundColor`, `.lineLimit`), and each update compares them.
/// A key-path writer keeps its key path and value, not a closure made from them, so making one in
/// a `body` allocates nothing.
struct _EnvironmentWriter<Content: View, Value>: View, _ModifierView, _EnvironmentWriting {
    typealias Body = Never
    /// Where the value goes: a key path, or a named change derived from the value.
    enum Target {
        case keyPath(WritableKeyPath<EnvironmentValues, Value>)
        /// An `EnvironmentKey` type, written straight into the storage (Graft's own modifiers:
        /// no key-path machinery per write).
        case key(ObjectIdentifier)
        case derived(name: AnyHashable, write: (inout EnvironmentValues, Value) -> Void)

        /// Whether both write to the same place (a derived change is known by its name).
        func isSame(as other: Target) -> Bool {
            switch (self, other) {
            case (.keyPath(let path), .keyPath(let otherPath)): path == otherPath
            case (.key(let key), .key(let otherKey)): key == otherKey
            case (.derived(let name, _), .derived(let otherName, _)): name == otherName
            default: false
            }
        }
    }

    let content: Content
    let value: Value
    let target: Target

    /// A writer of `value` at `keyPath`.
    init(content: Content, keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.content = content
        self.value = value
        self.target = .keyPath(keyPath)
    }

    /// A writer of `value` under the environment key `key`.
    init<Key: EnvironmentKey>(content: Content, key: Key.Type, value: Value) where Key.Value == Value {
        self.content = content
        self.value = value
        self.target = .key(ObjectIdentifier(key))
    }

    /// A writer that derives what it writes from `value` (`write` should capture nothing else, so
    /// that the writer is the same input whenever `key` and `value` are).
    init(content: Content, key: AnyHashable, value: Value, write: @escaping (inout EnvironmentValues, Value) -> Void) {
        self.content = content
        self.value = value
        self.target = .derived(name: key, write: write)
    }

    /// The environment last made for the content.
    typealias _State = _WrittenEnvironment<Value>

    func childEnvironment(_ node: ViewNode, _ state: inout _WrittenEnvironment<Value>?) -> EnvironmentValues {
        if let cached = state,
            cached.parentVersion === node.environment.version,
            cached.isWritten(value)
        {
            return cached.values
        }
        var environment = node.environment
        switch target {
        case .keyPath(let keyPath): environment[keyPath: keyPath] = value
        case .key(let key): environment.set(value, for: key)
        case .derived(_, let write): write(&environment, value)
        }
        state = _WrittenEnvironment(
            values: environment, parentVersion: node.environment.version, written: value)
        return environment
    }

    func _mount(_ node: ViewNode, _ state: inout _WrittenEnvironment<Value>?) {
        node.reconcileChild(at: 0, with: content, environment: childEnvironment(node, &state))
    }
    func _update(_ node: ViewNode, _ state: inout _WrittenEnvironment<Value>?) { _mount(node, &state) }

    package var _writtenKey: AnyHashable {
        switch target {
        case .keyPath(let keyPath): keyPath
        case .key(let key): key
        case .derived(let name, _): name
        }
    }
    package var _writtenValue: Any { value }
    package var _writtenContent: any View { content }
}

/// The environment a writer made for its content, and the value it wrote into it.
final class _WrittenEnvironment<Value> {
    /// The environment the content sees.
    let values: EnvironmentValues
    /// The version of the writer's own environment `values` was made from.
    let parentVersion: EnvironmentVersion
    let written: Value
    private let isSame: _Comparer<Value>
    @MainActor init(values: EnvironmentValues, parentVersion: EnvironmentVersion, written: Value) {
        self.values = values
        self.parentVersion = parentVersion
        self.written = written
        isSame = _typedComparer(for: Value.self)
    }

    /// Whether `value` is the value this environment was made with.
    @MainActor func isWritten(_ value: Value) -> Bool { isSame(written, value) }
}

/// A writer is the same input while it writes the same value under the same key around the same
/// content; a derived writer's `write` closure is not compared (a closure would make every writer,
/// and everything below it, count as changed on every update). Its own value and key first: they
/// usually decide before the content below it is looked at.
extension _EnvironmentWriter: _InputComparerMaking {
    static func _makeInputComparer() -> _Comparer<Self> {
        let parts = writerParts()
        return { old, new in parts.own(old, new) && parts.content(old, new) }
    }

    static func _makeInputComparerParts() -> _ComparerParts<Self>? { writerParts() }

    private static func writerParts() -> _ComparerParts<Self> {
        let sameValue = _typedComparer(for: Value.self)
        let sameContent = _typedComparer(for: Content.self)
        return _ComparerParts(
            own: { old, new in sameValue(old.value, new.value) && old.target.isSame(as: new.target) },
            content: { old, new in sameContent(old.content, new.content) },
            ownChangeReachesContent: true)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    ///
    /// - Parameters:
    ///   - keyPath: The value to set.
    ///   - value: Its new value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }

    /// Places an `@Observable` model in the environment, read with `@Environment(Model.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> some View {
        _EnvironmentWriter(content: self, key: ObjectIdentifier(Object.self), value: object) {
            $0.setObject($1, as: Object.self)
        }
    }

    /// Places an ``ObservableObject`` in the environment, read with `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        environment(object)
    }

    /// Sets the text colour of this view and its descendants.
    public func foregroundColor(_ color: Color?) -> some View {
        _EnvironmentWriter(content: self, key: ForegroundColorKey.self, value: color)
    }

    /// Sets the text colour of this view and its descendants.
    public func foregroundStyle(_ color: Color) -> some View {
        _EnvironmentWriter(content: self, key: ForegroundColorKey.self, value: Optional(color))
    }

    /// Sets the font of text in this view and its descendants.
    public func font(_ font: Font?) -> some View { _EnvironmentWriter(content: self, key: FontKey.self, value: font) }

    /// Limits text below to `number` lines, truncating the rest with "…" (`nil` removes the limit).
    ///
    /// Text wraps by default; `.lineLimit(1)` keeps it on one line, which is also much cheaper
    /// for GTK to lay out in long lists.
    public func lineLimit(_ number: Int?) -> some View {
        _EnvironmentWriter(content: self, key: LineLimitKey.self, value: number)
    }

    /// Stops controls in this view from responding when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        _EnvironmentWriter(content: self, key: "disabled", value: disabled) { $0.isEnabled = $0.isEnabled && !$1 }
    }

    /// Shows this view and its descendants in `scheme`.
    public func colorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }
}
