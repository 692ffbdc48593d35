/// A view that shows nothing and takes no space.
public struct EmptyView: View, Equatable {
    /// `Never`: an empty view has no content and no `body`; Graft shows nothing for it.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {}
}
