/// A type-erased view. Changing the wrapped view's type replaces its widgets.
public struct AnyView: View {
    /// `Never`: `AnyView` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let view: any View
    let typeID: ObjectIdentifier
    /// Wraps any view.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            self.view = view
            self.typeID = ObjectIdentifier(V.self)
        }
    }
    /// Wraps any view given as an existential.
    public init(erasing view: any View) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            self.view = view
            self.typeID = ObjectIdentifier(type(of: view))
        }
    }
}

extension AnyView: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((typeID, view)) }
}
