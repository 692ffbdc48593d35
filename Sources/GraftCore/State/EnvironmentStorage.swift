/// An environment's values as a chain of writes, newest first.
///
/// Writing a value adds one link in front of the environment it was written into, which stays
/// shared: an environment writer around every row (`.foregroundColor`, `.lineLimit`) costs one small
/// object per write, not a copy of every value above it. Reading walks the chain; a chain that has
/// grown long is folded into one entry per key.
struct _EnvironmentStorage: @unchecked Sendable {
    private final class Link {
        let key: ObjectIdentifier
        let value: Any
        let next: Link?
        let length: Int

        init(key: ObjectIdentifier, value: Any, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
            length = (next?.length ?? 0) + 1
        }
    }

    /// Beyond this many links a write folds the chain to one link per key, so reads stay short.
    private static let foldLength = 32

    private var head: Link?

    /// The newest value written under `key`, if any.
    func value(for key: ObjectIdentifier) -> Any? {
        var link = head
        while let current = link {
            if current.key == key { return current.value }
            link = current.next
        }
        return nil
    }

    /// Writes `value` under `key`, over any older value.
    mutating func set(_ value: Any, for key: ObjectIdentifier) {
        head = Link(key: key, value: value, next: head)
        if head!.length > Self.foldLength { fold() }
    }

    /// The newest value of every key.
    var entries: [ObjectIdentifier: Any] {
        var result: [ObjectIdentifier: Any] = [:]
        var link = head
        while let current = link {
            if result[current.key] == nil { result[current.key] = current.value }
            link = current.next
        }
        return result
    }

    private mutating func fold() {
        var folded: Link?
        for (key, value) in entries { folded = Link(key: key, value: value, next: folded) }
        head = folded
    }
}
