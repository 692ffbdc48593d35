/// Sets the title of the navigation screen the view is on; outside a navigation stack, the title of
/// the window (as SwiftUI does on the Mac).
struct _NavigationTitleView<Content: View>: View {
    @Environment(\._navigation) private var model
    @Environment(\._navigationLevel) private var level
    let title: String
    let content: Content

    var body: some View {
        if let model {
            let _ = model.setTitle(title, level: level)
            content
        } else {
            _WindowTitleView(content: content, title: title)
        }
    }
}

/// Sets the title of the window the view is in, after the update pass.
struct _WindowTitleView<Content: View>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let title: String

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        let title = self.title
        node.graph.afterPass.append { [reference = node.reference] in
            guard let node = reference.node, node.isMounted else { return }
            node.graph.setWindowTitle(title)
        }
    }
    func _update(_ node: ViewNode, _ state: inout Void?) { _mount(node, &state) }
}

/// Registers the screen a navigation stack shows for values of one type.
struct _NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: View {
    @Environment(\._navigation) private var model
    let content: Content
    let destination: (Value) -> Destination

    var body: some View {
        let destination = self.destination
        model?.register(Value.self) { AnyView(destination($0)) }
        return content
    }
}

extension View {
    /// Sets the title shown in the header of the enclosing `NavigationStack` while this view's
    /// screen is on top (and on the back button of the screen above it). Outside a navigation
    /// stack it is the title of the window, as on the Mac.
    ///
    /// - Parameter title: The screen's title.
    public func navigationTitle(_ title: String) -> some View {
        _NavigationTitleView(title: title, content: self)
    }

    /// Tells the enclosing `NavigationStack` which screen to show for pushed values of `type`.
    ///
    /// ```swift
    /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The value type.
    ///   - destination: Builds the screen for one value.
    public func navigationDestination<D: Hashable, C: View>(
        for type: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _NavigationDestinationView(content: self, destination: destination)
    }
}
