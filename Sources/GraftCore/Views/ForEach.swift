import Foundation

/// Views made from a collection, one per element, identified by each element's id.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// `Never`: Graft shows one view per element in its place; it has no `body`.
    public typealias Body = Never
    /// The elements.
    public let data: Data
    let idOf: (Data.Element) -> ID
    /// Makes the view for one element.
    public let content: (Data.Element) -> Content
    /// Deletes elements at the given offsets; set with ``onDelete(perform:)``.
    var onDeleteAction: ((IndexSet) -> Void)?
    /// Moves elements at the given offsets before a destination offset; set with ``onMove(perform:)``.
    var onMoveAction: ((IndexSet, Int) -> Void)?

    /// Views for each element, identified by the key path `id`.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: A key path to a hashable identity of each element.
    ///   - content: Makes the view of one element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.idOf = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.idOf = { $0 }
        self.content = content
    }
}

extension ForEach {
    /// Lets the user delete rows of this `ForEach` inside a `List` (the Delete key on the
    /// selected rows).
    ///
    /// ```swift
    /// List {
    ///     ForEach(items) { Text($0.name) }
    ///         .onDelete { offsets in items.remove(atOffsets: offsets) }
    /// }
    /// ```
    ///
    /// - Parameter action: Receives the offsets (into `data`) of the rows to delete.
    /// - Returns: The same `ForEach`, deletable.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.onDeleteAction = action
        return copy
    }

    /// Lets the user move rows of this `ForEach` inside a `List` (Alt+Up and Alt+Down on the
    /// selected row).
    ///
    /// The destination follows SwiftUI: the offset *before* which the rows go, counted in the
    /// data before they are removed (moving row 3 down one place gives offset 5).
    ///
    /// - Parameter action: Receives the offsets of the rows to move and the destination offset.
    /// - Returns: The same `ForEach`, movable.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.onMoveAction = action
        return copy
    }
}

extension ForEach: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        list.reserveCapacity(list.count + data.count)
        for element in data { list.append((idOf(element), content(element))) }
    }
}
