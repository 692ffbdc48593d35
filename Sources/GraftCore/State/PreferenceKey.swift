/// A value that views below send up to a view above: `.preference(key:value:)` below,
/// `.onPreferenceChange(_:perform:)` above.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// Child().preference(key: TitleKey.self, value: "Inbox")
/// Parent().onPreferenceChange(TitleKey.self) { title = $0 }
/// ```
///
/// The values below a view combine in the views' order with `reduce`, starting from `defaultValue`.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    ///
    /// - Parameters:
    ///   - value: The value so far.
    ///   - nextValue: The next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil` where no view sets a value.
    public static var defaultValue: Value { nil }
}

/// One `.onPreferenceChange`: the values of the views below it, by node, and the action.
@MainActor
final class _PreferenceCollector<Key: PreferenceKey>: _AnyPreferenceCollector where Key.Value: Equatable {
    var action: @MainActor (Key.Value) -> Void
    private var values: [ObjectIdentifier: (node: NodeReference, value: Key.Value)] = [:]
    private var reported: Key.Value?
    private var isScheduled = false
    private weak var graph: ViewGraph?

    init(graph: ViewGraph, action: @escaping @MainActor (Key.Value) -> Void) {
        self.graph = graph
        self.action = action
    }

    func set(_ value: Any?, from node: ViewNode) {
        if let value = value as? Key.Value {
            values[ObjectIdentifier(node)] = (node.reference, value)
        } else {
            values[ObjectIdentifier(node)] = nil
        }
        schedule()
    }

    /// Reports the combined value after the pass, once per pass, when it changed.
    func schedule() {
        guard !isScheduled, let graph else { return }
        isScheduled = true
        graph.afterPass.append { [weak self] in
            guard let self else { return }
            self.isScheduled = false
            let value = self.combined()
            guard self.reported != value else { return }
            self.reported = value
            self.action(value)
        }
    }

    /// The values of the live views below, in the views' order, combined with `reduce`.
    private func combined() -> Key.Value {
        let live = values.values.compactMap { entry in
            entry.node.node.map { (path: Self.path(of: $0), value: entry.value) }
        }
        var value = Key.defaultValue
        for entry in live.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            Key.reduce(value: &value) { entry.value }
        }
        return value
    }

    /// The node's position in the tree: its index in each ancestor, from the root.
    private static func path(of node: ViewNode) -> [Int] {
        var path: [Int] = []
        var current = node
        while let parent = current.parent {
            path.append(parent.children.firstIndex { $0 === current } ?? Int.max)
            current = parent
        }
        return path.reversed()
    }
}

/// A collector seen without its key's type.
@MainActor
protocol _AnyPreferenceCollector: AnyObject {
    func set(_ value: Any?, from node: ViewNode)
}

/// The collectors above a view, per preference key, compared by identity.
struct _PreferenceCollectors: Equatable, @unchecked Sendable {
    var byKey: [ObjectIdentifier: [ObjectIdentifier: any _AnyPreferenceCollector]] = [:]
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.byKey.mapValues { Set($0.keys) } == rhs.byKey.mapValues { Set($0.keys) }
    }
}

struct PreferenceCollectorsKey: EnvironmentKey { static let defaultValue = _PreferenceCollectors() }

/// `.onPreferenceChange`: hands its content an environment naming its collector.
struct _PreferenceReader<Content: View, Key: PreferenceKey>: View, _ModifierView where Key.Value: Equatable {
    typealias Body = Never
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    func _mount(_ node: ViewNode, _ state: inout _PreferenceCollector<Key>?) {
        let collector = _PreferenceCollector<Key>(graph: node.graph, action: action)
        state = collector
        collector.schedule()
        reconcile(node, collector)
    }

    func _update(_ node: ViewNode, _ state: inout _PreferenceCollector<Key>?) {
        guard let collector = state else { return _mount(node, &state) }
        collector.action = action
        reconcile(node, collector)
    }

    private func reconcile(_ node: ViewNode, _ collector: _PreferenceCollector<Key>) {
        var environment = node.environment
        var collectors = environment[PreferenceCollectorsKey.self]
        collectors.byKey[ObjectIdentifier(Key.self), default: [:]][ObjectIdentifier(collector)] = collector
        environment[PreferenceCollectorsKey.self] = collectors
        node.reconcileChild(at: 0, with: content, environment: environment)
    }
}

/// `.preference(key:value:)`: gives its value to every collector of the key above it.
struct _PreferenceWriter<Content: View, Key: PreferenceKey>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let value: Key.Value

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        send(value, node)
    }
    func _update(_ node: ViewNode, _ state: inout Void?) { _mount(node, &state) }
    func _unmount(_ node: ViewNode, _ state: inout Void?) { send(nil, node) }

    private func send(_ value: Key.Value?, _ node: ViewNode) {
        for collector in (node.environment[PreferenceCollectorsKey.self].byKey[ObjectIdentifier(Key.self)] ?? [:])
            .values
        {
            collector.set(value, from: node)
        }
    }
}

extension View {
    /// Sends `value` for `key` up to the `.onPreferenceChange` views above.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: This view's value.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _PreferenceWriter<Self, K>(content: self, value: value)
    }

    /// Runs `action` with the combined value of `key` below, at first and whenever it changes.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - action: Receives the combined value, after the update pass.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        _PreferenceReader<Self, K>(content: self, action: action)
    }
}
