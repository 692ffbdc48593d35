/// Views made from a collection, one per element, identified by each element's id.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    /// The elements.
    public let data: Data
    let idOf: (Data.Element) -> ID
    /// Makes the view for one element.
    public let content: (Data.Element) -> Content

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
