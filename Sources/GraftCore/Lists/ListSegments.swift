import Foundation

/// A run of a list's rows: one static row (or a section header), or every element of a `ForEach`.
@MainActor
enum _ListSegment {
    case row(key: AnyHashable, view: any View, isHeader: Bool)
    case each(key: AnyHashable, rows: any _ListEachRows)

    var key: AnyHashable {
        switch self {
        case .row(let key, _, _), .each(let key, _): return key
        }
    }

    var count: Int {
        switch self {
        case .row: return 1
        case .each(_, let rows): return rows.count
        }
    }

    /// Whether `other` is the same run in a new value of the list (same place, same kind).
    func isSameRun(as other: _ListSegment) -> Bool {
        switch (self, other) {
        case (.row(let a, _, let headerA), .row(let b, _, let headerB)): return a == b && headerA == headerB
        case (.each(let a, let rowsA), .each(let b, let rowsB)):
            return a == b && type(of: rowsA) == type(of: rowsB)
        default: return false
        }
    }
}

/// The rows of one `ForEach` inside a list, read lazily: a row's view is made only when its row
/// is bound.
@MainActor
protocol _ListEachRows: AnyObject {
    var count: Int { get }
    func id(at index: Int) -> AnyHashable
    func view(at index: Int) -> any View
    func index(of id: AnyHashable) -> Int?
    /// The splices (position, removed, added) that turn `old`'s rows into these, in the order to
    /// apply them; nil when `old` is of another type.
    func splices(from old: any _ListEachRows) -> [(position: Int, removed: Int, added: Int)]?
    var onDelete: ((IndexSet) -> Void)? { get }
    var onMove: ((IndexSet, Int) -> Void)? { get }
}

/// A `ForEach`'s elements. Ids are read from the elements as rows are bound; the whole id array
/// is worked out only when a later update diffs against it or a selection looks an id up, so a
/// list of 100,000 rows shows its first frame without reading 100,000 ids.
@MainActor
final class _ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: _ListEachRows {
    let data: Data
    let idOf: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?
    let count: Int
    private var cachedIDs: [ID]?

    init(_ each: ForEach<Data, ID, Content>) {
        data = each.data
        idOf = each.idOf
        count = each.data.count
        content = each.content
        onDelete = each.onDeleteAction
        onMove = each.onMoveAction
    }

    /// Every element's id, in order (worked out once).
    var ids: [ID] {
        if let cachedIDs { return cachedIDs }
        let ids = data.map(idOf)
        cachedIDs = ids
        return ids
    }

    private func element(at index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
    func id(at index: Int) -> AnyHashable { AnyHashable(cachedIDs?[index] ?? idOf(element(at: index))) }
    func view(at index: Int) -> any View { content(element(at: index)) }
    func index(of id: AnyHashable) -> Int? {
        guard let typed = id as? ID else { return nil }
        return ids.firstIndex(of: typed)
    }

    func splices(from old: any _ListEachRows) -> [(position: Int, removed: Int, added: Int)]? {
        guard let old = old as? Self else { return nil }
        return _listSplices(from: old.ids, to: ids)
    }
}

/// Views that lay out as list rows of their own (a `ForEach`), or as a header and rows (a `Section`).
@MainActor
protocol _ListRowsConvertible {
    func _appendListSegments(key: AnyHashable, to segments: inout [_ListSegment])
}

extension ForEach: _ListRowsConvertible {
    func _appendListSegments(key: AnyHashable, to segments: inout [_ListSegment]) {
        segments.append(.each(key: key, rows: _ForEachRows(self)))
    }
}

/// A place in a list's content: the parent's place and the child's id there.
struct _ListPath: Hashable {
    let parent: AnyHashable
    let id: AnyHashable
}

/// Flattens a list's content into runs of rows: `ForEach`es and sections are looked through,
/// tuples, groups and conditionals are expanded, and any other view is one row.
@MainActor
func _appendListSegments(of view: any View, key: AnyHashable, to segments: inout [_ListSegment]) {
    if let rows = view as? any _ListRowsConvertible {
        rows._appendListSegments(key: key, to: &segments)
    } else if let multi = view as? any _MultiView {
        var children: [(AnyHashable, any View)] = []
        multi._children(into: &children)
        for (id, child) in children {
            _appendListSegments(of: child, key: _ListPath(parent: key, id: id), to: &segments)
        }
    } else {
        segments.append(.row(key: key, view: view, isHeader: false))
    }
}

/// The splices that turn `old` into `new`: the common ends are kept, and the middle is diffed by
/// id (removals from the back, then insertions from the front) or, when the middle is large,
/// replaced in one splice.
func _listSplices<ID: Hashable>(from old: [ID], to new: [ID]) -> [(position: Int, removed: Int, added: Int)] {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
    if oldMiddle.isEmpty || newMiddle.isEmpty || oldMiddle.count + newMiddle.count > 2_000 {
        return [(prefix, oldMiddle.count, newMiddle.count)]
    }
    let difference = Array(newMiddle).difference(from: Array(oldMiddle))
    var result: [(position: Int, removed: Int, added: Int)] = []
    // Removals come in descending offsets, insertions in ascending ones; merge neighbours.
    for change in difference.removals.reversed() {
        guard case .remove(let offset, _, _) = change else { continue }
        let position = prefix + offset
        if let last = result.last, last.added == 0, last.position == position + 1 {
            result[result.count - 1] = (position, last.removed + 1, 0)
        } else {
            result.append((position, 1, 0))
        }
    }
    let removalCount = result.count
    for change in difference.insertions {
        guard case .insert(let offset, _, _) = change else { continue }
        let position = prefix + offset
        if result.count > removalCount, let last = result.last, last.position + last.added == position {
            result[result.count - 1] = (last.position, 0, last.added + 1)
        } else {
            result.append((position, 0, 1))
        }
    }
    return result
}
