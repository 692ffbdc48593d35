/// One of two views, chosen by an `if`/`else` or a `switch`; switching branches changes identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// `Never`: `_ConditionalContent` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
}

extension Optional: View where Wrapped: View {
    /// `Never`: `Optional` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
}

extension _ConditionalContent: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        switch storage {
        case .first(let view): list.append((0, view))
        case .second(let view): list.append((1, view))
        }
    }
}

extension Optional: _MultiView where Wrapped: View {
    package func _children(into list: inout [(AnyHashable, any View)]) {
        if let view = self { list.append((0, view)) }
    }
}
