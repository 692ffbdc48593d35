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
    typealias _State = _ToolbarContentSlots
    let content: Content
    let toolbar: Toolbar

    func _mount(_ node: ViewNode, _ state: inout _ToolbarContentSlots?) {
        let slots = state ?? _ToolbarContentSlots()
        state = slots
        var walk = _ToolbarContentWalk(node: node, slots: slots)
        let items = walk.view(of: toolbar, at: "")
        slots.release(notIn: walk.visited, of: node)
        let bars = _ToolbarBars(content: content, items: _ToolbarView<Content>.entries(of: items))
        node.reconcileChild(
            at: 0,
            with: _BarAppearanceView(
                bars: [.navigationBar], appearance: _BarAppearance(hasTitleMenu: walk.titleMenu != nil),
                titleMenu: walk.titleMenu, content: bars),
            environment: node.environment)
    }
    func _update(_ node: ViewNode, _ state: inout _ToolbarContentSlots?) { _mount(node, &state) }
}

/// Which of a toolbar host node's property slots each custom content holds, by the content's
/// place in the toolbar (its path through tuples and branches, and its type): a content keeps its
/// `@State` while it stays, and starts afresh after an `if` took it away, as a view does.
final class _ToolbarContentSlots {
    private var held: [String: Range<Int>] = [:]
    private var next = 0

    /// The slots of the content at `place`, which has `count` properties.
    func slots(at place: String, count: Int) -> Range<Int> {
        if let range = held[place], range.count == count { return range }
        let range = next..<(next + count)
        next += count
        held[place] = range
        return range
    }

    /// Empties the slots of the contents that are no longer in the toolbar.
    @MainActor
    func release(notIn visited: Set<String>, of node: ViewNode) {
        for (place, range) in held where !visited.contains(place) {
            held[place] = nil
            for slot in range where slot < node.slots.count {
                node.slots[slot] = nil
                node.subscriptions[slot]?.token.cancel()
                node.subscriptions[slot] = nil
            }
        }
    }
}

/// Turns toolbar content into the views the toolbar places: items and groups stay as they are,
/// tuples and branches become lists with their identities, and each content type of its own has
/// its properties connected to the host's node before its `body` is evaluated.
@MainActor
struct _ToolbarContentWalk {
    let node: ViewNode
    let slots: _ToolbarContentSlots
    /// The places of the custom contents met.
    private(set) var visited: Set<String> = []
    /// The items of the last `ToolbarTitleMenu` met.
    private(set) var titleMenu: AnyView?

    init(node: ViewNode, slots: _ToolbarContentSlots) {
        self.node = node
        self.slots = slots
    }

    mutating func view(of content: any ToolbarContent, at place: String) -> any View {
        if let parts = content as? any _ToolbarContentParts {
            return _ToolbarItemList(items: parts._parts.map { ($0.0, view(of: $0.1, at: "\(place)/\($0.0)")) })
        }
        if let menu = content as? any _ToolbarTitleMenuContent {
            if let items = menu._menu { titleMenu = items }
            return _ToolbarItemList(items: [])
        }
        if let item = content as? any View { return item }
        let name = String(reflecting: type(of: content))
        let here = "\(place)/\(name)"
        let properties = Mirror(reflecting: content).children.compactMap { $0.value as? any _NodeInstallable }
        visited.insert(here)
        for (property, slot) in zip(properties, slots.slots(at: here, count: properties.count)) {
            property._install(in: node, slot: slot)
        }
        func body<C: ToolbarContent>(_ content: C) -> any ToolbarContent { content.body }
        return _ToolbarItemList(items: [(name, view(of: body(content), at: here))])
    }
}
