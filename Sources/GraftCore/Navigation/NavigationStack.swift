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
    /// The pages last made for the screens above the root. Kept here, not in the model: the pages
    /// hold the model, and the model holding them would keep both alive forever.
    @State private var screens = _NavigationScreens()
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
            read: { $0.read(path.wrappedValue.elements) }, count: { path.wrappedValue.count },
            append: { path.wrappedValue.elements.append($0) },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }

    /// A stack whose path is an array of values of one type.
    ///
    /// - Parameters:
    ///   - path: The pushed values, root side first.
    ///   - root: The root screen.
    public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _NavigationPathAccess(
            read: { $0.read(path.wrappedValue) }, count: { path.wrappedValue.count },
            append: { if let value = $0.base as? Data { path.wrappedValue.append(value) } },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }

    /// A stack on `model`, the detail column of a `NavigationView`.
    init(model: _NavigationModel, @ViewBuilder root: () -> Root) {
        self._model = State(wrappedValue: model)
        self.root = root()
        self.path = nil
    }

    /// The root view, with a screen pushed over it for each element of the path.
    ///
    /// A push or a pop costs the same at any depth: only the path values that changed are
    /// converted, and the screens below the top are blocks of small `_NavigationPage` values kept
    /// from the last update (their views are not built again), of which only the last one changes
    /// (see `_NavigationScreens` and `_NavigationPageBlock`).
    public var body: some View {
        let model = self.model
        model.path = path
        model.readPath()
        let reader = model.reader
        let pushed = model.pushedIDs
        let blocks = screens.blocks(
            model: model, values: reader.values, firstChange: reader.takeFirstChange(), pushed: pushed)
        let depth = reader.values.count + pushed.count
        return _EditModeScope(
            content: VStack(spacing: 0) {
                _NavigationBar(model: model, depth: depth)
                _PageStack(
                    root: _NavigationPageBox(content: AnyView(root.environment(\._navigationLevel, 0).id(0))),
                    blocks: blocks)
            }
            .environment(\._navigation, model))
    }
}

/// The header of a navigation stack: a back button (below the root) and the top screen's title,
/// as the top screen asked for it (`.toolbar(.hidden, for: .navigationBar)` leaves it out,
/// `.toolbarBackground` paints it, `.toolbarColorScheme` gives it its own scheme, and
/// `.toolbarTitleMenu` makes the title a menu button).
struct _NavigationBar: View {
    let model: _NavigationModel
    let depth: Int

    var body: some View {
        let appearance = model.barAppearance(of: depth)
        if !appearance.isHidden {
            _NavigationBarBackground(appearance: appearance) {
                HStack(spacing: 8) {
                    if depth > 0, !model.backButtonHidden.contains(depth) {
                        Button("‹ \(model.title(of: depth - 1).flatMap { $0.isEmpty ? nil : $0 } ?? "Back")") {
                            model.pop()
                        }
                    }
                    if appearance.hasTitleMenu, let menu = model.titleMenus[depth] {
                        Menu {
                            menu
                        } label: {
                            Text(model.title(of: depth) ?? "").font(.headline)
                        }
                        .fixedSize()
                    } else {
                        Text(model.title(of: depth) ?? "").font(.headline)
                    }
                    Spacer()
                }
                .padding(8)
            }
        }
    }
}

/// The navigation bar's row on the background and in the scheme its screen asked for.
struct _NavigationBarBackground<Content: View>: View {
    @Environment(\.colorScheme) private var scheme
    let appearance: _BarAppearance
    @ViewBuilder let content: () -> Content

    var body: some View {
        let scheme = appearance.colorScheme ?? self.scheme
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let paint = appearance.backgroundPaint(in: environment)
        return content()
            .background { if let paint { Rectangle().fill(_ResolvedPaintStyle(paint: paint)) } }
            .environment(\.colorScheme, scheme)
    }
}
