/// A view that shows nothing and takes no space.
public struct EmptyView: View, Equatable {
    /// `Never`: an empty view has no content and no `body`; Graft shows nothing for it.
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}

/// Several views built by a ``ViewBuilder`` block, laid out by their container.
public struct TupleView<each T: View>: View {
    /// `Never`: Graft shows the tuple's views in its place, in order; it has no `body`.
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each T)

    /// Wraps a tuple of views.
    public init(_ value: (repeat each T)) { self.value = value }
}

/// One of two views, chosen by an `if`/`else` or a `switch`; switching branches changes identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// `Never`: Graft shows the chosen branch in its place; it has no `body`.
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
}

extension Optional: View where Wrapped: View {
    /// `Never`: Graft shows the wrapped view, or nothing for `nil`; it has no `body`.
    public typealias Body = Never
}

/// Groups views without adding a container; modifiers apply to each member.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .font(.headline)
/// ```
public struct Group<Content: View>: View {
    /// `Never`: Graft shows the group's views in its place; it has no `body`.
    public typealias Body = Never
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A type-erased view. Changing the wrapped view's type replaces its widgets.
public struct AnyView: View {
    /// `Never`: Graft shows the wrapped view in its place; it has no `body`.
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

/// A view whose identity is set explicitly: when `id` changes, its widgets and state are replaced.
public struct _IdentifiedView<Content: View, ID: Hashable>: View {
    /// `Never`: Graft shows the content in its place, under the explicit identity; it has no `body`.
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
