/// Announces that an object is about to change. Graft's stand-in for Combine's publisher of the
/// same name, since Combine does not exist on Linux.
@MainActor
public final class ObservableObjectPublisher {
    private var subscribers: [Int: @MainActor () -> Void] = [:]
    private var nextID = 0

    /// Creates a publisher.
    public nonisolated init() {}

    /// Tells every subscriber that the object will change.
    public func send() {
        for subscriber in Array(subscribers.values) { subscriber() }
    }

    /// Calls `handler` before each change until the returned token is cancelled or dropped.
    public func subscribe(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        nextID += 1
        let id = nextID
        subscribers[id] = handler
        return ObservationToken { [weak self] in self?.subscribers[id] = nil }
    }

    /// The number of live subscriptions.
    public var subscriberCount: Int { subscribers.count }
}

/// Ends an observation when cancelled or dropped.
@MainActor
public final class ObservationToken {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a token that runs `onCancel` once when it ends.
    public init(_ onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    /// Ends the observation; later calls do nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    isolated deinit { cancel() }
}

/// A class whose changes views follow: mark its properties `@Published`.
///
/// ```swift
/// final class Player: ObservableObject {
///     @Published var score = 0
/// }
/// struct Scoreboard: View {
///     @StateObject private var player = Player()
///     var body: some View { Text("\(player.score)") }
/// }
/// ```
@MainActor
public protocol ObservableObject: AnyObject {
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The one publisher of this object for its whole lifetime, shared by its `@Published`
    /// properties; `objectWillChange.send()` by hand reaches the same subscribers.
    public var objectWillChange: ObservableObjectPublisher { _PublisherTable.publisher(for: self) }
}

/// The publisher of each live `ObservableObject` that uses the default `objectWillChange`.
///
/// Linux has no associated objects, so the publishers live in a table keyed by object identity,
/// each entry holding its object weakly. An object's `@Published` properties are wired to its
/// publisher by one reflection, on first access; later accesses are a dictionary lookup.
/// Entries whose object has died are swept when the table has doubled since the last sweep.
@MainActor
enum _PublisherTable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var sweepAt = 64

    static func publisher(for object: some ObservableObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        wirePublishedProperties(of: object, to: publisher)
        entries[key] = Entry(object: object, publisher: publisher)
        if entries.count >= sweepAt { sweep() }
        return publisher
    }

    private static func wirePublishedProperties(of object: AnyObject, to publisher: ObservableObjectPublisher) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? any _PublishedProperty { published.box.publisher = publisher }
            }
            mirror = current.superclassMirror
        }
    }

    private static func sweep() {
        entries = entries.filter { $0.value.object != nil }
        sweepAt = max(64, entries.count * 2)
    }
}

/// A property of an ``ObservableObject`` that announces its changes.
@propertyWrapper @MainActor
public struct Published<Value> {
    let storage: PublishedBox<Value>

    /// Creates the property with its first value.
    public init(wrappedValue: Value) { storage = PublishedBox(wrappedValue) }

    /// Unavailable: `@Published` works only on properties of classes, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes through the enclosing object, announcing each change first.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let box = object[keyPath: storageKeyPath].storage
            if box.publisher == nil { _ = object.objectWillChange }
            box.publisher?.send()
            box.value = newValue
        }
    }
}

@MainActor
class PublishedBoxBase {
    var publisher: ObservableObjectPublisher?
}

@MainActor
final class PublishedBox<Value>: PublishedBoxBase {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
protocol _PublishedProperty {
    var box: PublishedBoxBase { get }
}

extension Published: _PublishedProperty {
    var box: PublishedBoxBase { storage }
}
