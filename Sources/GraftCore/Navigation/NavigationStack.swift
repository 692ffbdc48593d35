/// A stack of screens: a root view, and screens pushed over it by `NavigationLink`s, with a
/// header showing the top screen's title and a back button.
///
/// ```swift
/// struct Recipes: View {
///     @State private var path: [Recipe] = []
///     var body: some View {
///         NavigationStack(path: $path) {
///             List(recipes) { recipe in
///                 NavigationLink(recipe.name, value: recipe)
///             }
///             .navigationTitle("Recipes")
///             .navigationDestination(for: Recipe.self) { recipe in
///                 RecipeDetail(recipe: recipe).navigationTitle(recipe.name)
///             }
///         }
///     }
/// }
/// ```
///
/// The path follows the binding both ways: a link appends to it, the back button removes the last
/// value, and setting it (to push, pop or go back to the root) changes the screens. Screens below
/// the top stay mounted, so their `@State` is there when the user comes back. GTK shows the
/// screens in a `GtkStack`; see docs/Navigation.md.
public struct NavigationStack<Root: View>: View {
    @State private var model = _NavigationModel()
    let root: Root
    let path: _NavigationPathAccess?

    /// A stack that keeps its own path.
    ///
    /// - Parameter root: The root screen.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose path is `path`, values of any types.
    ///
    /// - Parameters:
    ///   - path: The pushed values, root side first.
    ///   - root: The root screen.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _NavigationPathAccess(
            get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(erased: $0) })
    }

    /// A stack whose path is an array of values of one type.
    ///
    /// - Parameters:
    ///   - path: The pushed values, root side first.
    ///   - root: The root screen.
    public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = $0.compactMap { $0 as? Data } })
    }

    /// A stack on `model`, the detail column of a `NavigationView`.
    init(model: _NavigationModel, @ViewBuilder root: () -> Root) {
        self._model = State(wrappedValue: model)
        self.root = root()
        self.path = nil
    }

    /// The root view, with a screen pushed over it for each element of the path.
    ///
    /// A push or a pop costs the same at any depth: the screens below the top are described by
    /// small `_NavigationPage` values that compare equal to their last ones (their views are not
    /// built again), grouped in blocks of which only the last one changes (see `_NavigationPageBlock`).
    public var body: some View {
        let model = self.model
        model.path = path
        let values = model.values
        let pushed = model.pushedIDs
        var pages: [_NavigationPage] = []
        pages.reserveCapacity(values.count + pushed.count)
        for (index, value) in values.enumerated() {
            pages.append(_NavigationPage(model: model, level: index + 1, screen: .value(value)))
        }
        for (offset, id) in pushed.enumerated() {
            pages.append(_NavigationPage(model: model, level: values.count + offset + 1, screen: .pushed(id)))
        }
        let depth = pages.count
        return _EditModeScope(
            content: VStack(spacing: 0) {
                _NavigationBar(model: model, depth: depth)
                _PageStack(
                    root: _NavigationPageBox(content: AnyView(root.environment(\._navigationLevel, 0).id(0))),
                    pages: pages)
            }
            .environment(\._navigation, model))
    }
}

/// The header of a navigation stack: a back button (below the root) and the top screen's title.
struct _NavigationBar: View {
    let model: _NavigationModel
    let depth: Int

    var body: some View {
        let titles = model.titles
        HStack(spacing: 8) {
            if depth > 0, !model.backButtonHidden.contains(depth) {
                Button("‹ \(titles[depth - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back")") { model.pop() }
            }
            Text(titles[depth] ?? "").font(.headline)
            Spacer()
        }
        .padding(8)
    }
}
