/// Several views built by a ``ViewBuilder`` block, laid out by their container.
public struct TupleView<each T: View>: View {
    /// `Never`: `TupleView` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each T)

    /// Wraps a tuple of views.
    public init(_ value: (repeat each T)) { self.value = value }
}

extension TupleView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        var index = 0
        for element in repeat each value {
            list.append((index, element))
            index += 1
        }
    }
}
