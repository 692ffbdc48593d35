/// A view whose content can scroll the scroll views inside it to a view with a given id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { Text($0.text) }
///     }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// The reader adds nothing to the screen: its content is shown as it is.
public struct ScrollViewReader<Content: View>: View {
    /// Makes the content from the proxy that scrolls it.
    public var content: (ScrollViewProxy) -> Content

    /// A reader giving `content` a proxy.
    ///
    /// - Parameter content: Makes the views, and gets the proxy to scroll them.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, made with a proxy for this reader.
    public var body: some View { content(ScrollViewProxy(reader: ViewGraph.evaluating?.reference)) }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` to a view, found by its id.
///
/// Ids are those given with `.id(_:)` and the ids of a `ForEach`'s elements.
public struct ScrollViewProxy {
    let reader: NodeReference?

    /// Scrolls the nearest scroll view around the view with `id` so that the view shows.
    ///
    /// With an anchor, the point `anchor` of the view is lined up with the same point of the
    /// visible area (`.top`: the view's top at the top, `.center`: centred, `.bottom`: its bottom at
    /// the bottom), as far as the content allows; without one, the view scrolls just into sight. A
    /// change made in the same action (a row just added) is shown first. An id that no view inside
    /// the reader has scrolls nothing and logs a warning.
    ///
    /// - Parameters:
    ///   - id: The id of the view to show.
    ///   - anchor: Where the view goes in the visible area; `nil` for the least scrolling.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader?.node else { return }
        let graph = node.graph
        let target = AnyHashable(id)
        let scroll: @MainActor () -> Void = { [reader] in
            guard let node = reader?.node else { return }
            guard let found = node.descendant(identifiedBy: target) else {
                graph.report("ScrollViewProxy.scrollTo: no view inside the ScrollViewReader has the id \(target)")
                return
            }
            graph.scroll(to: found, anchor: anchor)
        }
        // A change made just before (a row appended) is shown before the view is looked for.
        if graph.hasPendingUpdates || graph.isFlushing {
            graph.afterPass.append(scroll)
        } else {
            scroll()
        }
    }
}

/// A view whose children carry ids of their own, not their positions (`ForEach`, `.id(_:)`).
package protocol _ExplicitlyIdentified {}

extension ForEach: _ExplicitlyIdentified {}
extension _IdentifiedView: _ExplicitlyIdentified {}

extension ViewNode {
    /// The first node below this one, depth first, whose explicit id is `id`.
    func descendant(identifiedBy id: AnyHashable) -> ViewNode? {
        var pending: [ViewNode] = [self]
        while let node = pending.popLast() {
            if node.view is any _ExplicitlyIdentified, let index = node.childIDs.firstIndex(of: id),
                index < node.children.count
            {
                return node.children[index]
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

extension ViewGraph {
    /// Asks the backend to scroll `node`'s first widget into view.
    func scroll(to node: ViewNode, anchor: UnitPoint?) { scroll(backend, node, anchor) }

    private func scroll<B: Backend>(_ backend: B, _ node: ViewNode, _ anchor: UnitPoint?) {
        guard let widget = node.flattenedWidgets(of: B.self).first else { return }
        backend.scroll(to: widget, anchor: anchor)
    }
}
