/// A view whose identity is set explicitly: when `id` changes, its widgets and state are replaced.
public struct _IdentifiedView<Content: View, ID: Hashable>: View {
    /// `Never`: `_IdentifiedView` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let content: Content
    let id: ID
}

extension View {
    /// Gives the view an explicit identity; a new value makes a new view with fresh state.
    ///
    /// - Parameter id: Any hashable value.
    public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}

extension _IdentifiedView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((id, content)) }
}
