import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as a list's `onDelete` hands them over.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    ///
    /// - Parameter offsets: Offsets from the start of the collection; those past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` so they come before the element that was at `destination`,
    /// as a list's `onMove` hands them over (SwiftUI's semantics).
    ///
    /// - Parameters:
    ///   - source: Offsets of the elements to move.
    ///   - destination: The offset, in the collection before the move, the elements go in front of
    ///     (`count` puts them at the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 < count }
        guard !valid.isEmpty, destination >= 0, destination <= count else { return }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: target)
    }
}
