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
    /// `Never`: `Group` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let content: Content
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: _MultiView {
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, content)) }
}
