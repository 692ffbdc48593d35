/// A reusable change to a view: its `body(content:)` wraps the content in other views.
///
/// Like SwiftUI's, the protocol is main-actor isolated, so a modifier may hold `@State`,
/// `@Environment` and the other property wrappers a view may.
///
/// ```swift
/// struct Highlightable: ViewModifier {
///     @State private var isHighlighted = false
///     func body(content: Content) -> some View {
///         HStack {
///             content.padding().background(isHighlighted ? Color.yellow : Color.clear)
///             Button("Highlight") { isHighlighted.toggle() }
///         }
///     }
/// }
/// Text("Hello").modifier(Highlightable())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier sees it.
    typealias Content = _ViewModifier_Content<Self>

    /// Wraps `content` in the views this modifier adds.
    ///
    /// - Parameter content: The view being modified.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, passed to its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _MultiView {
    /// `Never`: Graft shows the modified view in its place; it has no `body`.
    public typealias Body = Never
    let content: any View
    package func _children(into list: inout [(AnyHashable, any View)]) { list.append((0, content)) }
}

/// A view with a modifier applied; the modifier's properties (`@State`, …) live in this view's node.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, CustomReflectable {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content.
    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }

    /// The modifier's stored properties, then the content: the graph finds the modifier's
    /// `@State` and other dynamic properties here, as it does a view's.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: Array(Mirror(reflecting: modifier).children) + [(label: "content", value: content)])
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// A modifier that changes nothing.
    public init() {}
    /// The content itself.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies `modifier` to the view.
    ///
    /// - Parameter modifier: The modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
