extension View {
    /// Adds toolbar content to the toolbar of the window showing this view.
    ///
    /// The content is built from `ToolbarItem`, `ToolbarItemGroup`, `ToolbarTitleMenu` and toolbar
    /// content types of your own (see ``ToolbarContent``), which may hold state and bindings: a
    /// change to what their `body` read updates the items.
    ///
    /// ```swift
    /// Text("Page")
    ///     .toolbar {
    ///         EditorToolbar(bold: $bold)
    ///         if canShare { ToolbarItem { ShareButton() } }
    ///     }
    /// ```
    ///
    /// - Parameter content: The toolbar content.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _ToolbarContentHost(content: self, toolbar: content())
    }

    /// Adds toolbar content whose items the user may rearrange, as `toolbar(content:)` does.
    ///
    /// GTK's header bar has no editor for its items, so `id` only names the toolbar.
    ///
    /// - Parameters:
    ///   - id: The toolbar's identifier, unique in the app.
    ///   - content: The toolbar content, items made with `ToolbarItem(id:…)`.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        _ToolbarContentHost(content: self, toolbar: content())
    }
}

/// A view with toolbar content: the content's own properties (`@State`, `@Binding`,
/// `@Environment`, at any depth of custom content) live in this modifier's node, so a change to
/// what a `body` read runs the modifier again, which rebuilds the items.
struct _ToolbarContentHost<Content: View, Toolbar: ToolbarContent>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let toolbar: Toolbar

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        var walk = _ToolbarContentWalk(node: node)
        let items = walk.view(of: toolbar)
        let bars = _ToolbarBars(content: content, items: _ToolbarView<Content>.entries(of: items))
        node.reconcileChild(
            at: 0,
            with: _BarAppearanceView(
                bars: [.navigationBar], appearance: _BarAppearance(hasTitleMenu: walk.titleMenu != nil),
                titleMenu: walk.titleMenu, content: bars),
            environment: node.environment)
    }
    func _update(_ node: ViewNode, _ state: inout Void?) { _mount(node, &state) }
}

/// Turns toolbar content into the views the toolbar places: items and groups stay as they are,
/// tuples and branches become lists with their identities, and each content type of its own has
/// its properties connected to the host's node before its `body` is evaluated.
@MainActor
struct _ToolbarContentWalk {
    let node: ViewNode
    /// The next free property slot of the node.
    private var slot = 0
    /// The items of the last `ToolbarTitleMenu` met.
    private(set) var titleMenu: AnyView?

    init(node: ViewNode) { self.node = node }

    mutating func view(of content: any ToolbarContent) -> any View {
        if let parts = content as? any _ToolbarContentParts {
            return _ToolbarItemList(items: parts._parts.map { ($0.0, view(of: $0.1)) })
        }
        if let menu = content as? any _ToolbarTitleMenuContent {
            if let items = menu._menu { titleMenu = items }
            return _ToolbarItemList(items: [])
        }
        if let item = content as? any View { return item }
        for child in Mirror(reflecting: content).children {
            guard let property = child.value as? any _NodeInstallable else { continue }
            property._install(in: node, slot: slot)
            slot += 1
        }
        func body<C: ToolbarContent>(_ content: C) -> any ToolbarContent { content.body }
        let name = String(reflecting: type(of: content))
        return _ToolbarItemList(items: [(name, view(of: body(content)))])
    }
}
