/// Sets the title of the navigation screen the view is on.
struct _NavigationTitleView<Content: View>: View {
    @Environment(\._navigation) private var model
    @Environment(\._navigationLevel) private var level
    let title: String
    let content: Content

    var body: some View {
        model?.setTitle(title, level: level)
        return content
    }
}

/// Registers the screen a navigation stack shows for values of one type.
struct _NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: View {
    @Environment(\._navigation) private var model
    let content: Content
    let destination: (Value) -> Destination

    var body: some View {
        let destination = self.destination
        model?.register(Value.self) { AnyView(destination($0 as! Value)) }
        return content
    }
}

extension View {
    /// Sets the title shown in the header of the enclosing `NavigationStack` while this view's
    /// screen is on top (and on the back button of the screen above it).
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
