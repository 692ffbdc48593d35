extension View {
    /// Adds items to the toolbar of the window showing this view.
    ///
    /// Each `ToolbarItem` / `ToolbarItemGroup` goes to its placement (see ``ToolbarItemPlacement``);
    /// other views go to `.automatic`, the end of the title bar. On GTK the window's title bar
    /// becomes a `GtkHeaderBar` holding the items; bottom-bar items go in a bar under this view.
    ///
    /// ```swift
    /// Text("Inbox")
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarLeading) { Button("Edit") { … } }
    ///         ToolbarItem(placement: .principal) { Text("Mail").bold() }
    ///         Button("Compose") { … }
    ///     }
    /// ```
    ///
    /// When every item is toolbar content (`ToolbarItem`, `ToolbarItemGroup`, your own
    /// ``ToolbarContent``), `toolbar(content:)` with a `ToolbarContentBuilder` is the one chosen.
    ///
    /// - Parameter content: The items.
    @_disfavoredOverload
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        _ToolbarBars(content: self, items: _ToolbarView<Self>.entries(of: content()))
    }
}

/// A toolbar as the modifiers outside it asked: its bottom bar left out after
/// `.toolbar(.hidden, for: .bottomBar)`.
struct _ToolbarBars<Content: View>: View {
    @Environment(\._barAppearances) private var bars
    let content: Content
    let items: [ToolbarSlot: _ToolbarItemList]

    var body: some View {
        var items = self.items
        if bars[.bottom]?.isHidden == true { items[.bottom] = nil }
        return _ToolbarView(content: content, items: items)
    }
}

/// A view with a toolbar: its content, plus the toolbar items sorted by slot.
struct _ToolbarView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: [ToolbarSlot: _ToolbarItemList]

    var _slots: [any View] {
        [content] + ToolbarSlot.allCases.map { items[$0] ?? _ToolbarItemList(items: []) }
    }

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeToolbarHost()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        var placed: [ToolbarSlot: [B.Widget]] = [:]
        for slot in ToolbarSlot.allCases { placed[slot] = slots[slot.rawValue + 1] }
        context.backend.setToolbarChildren(context.handle(), content: slots[0], items: placed)
    }

    /// Flattens the toolbar content (tuples, conditionals, `ForEach`, groups) into items per slot,
    /// each keeping an identity made of its path through the content.
    static func entries(of content: any View) -> [ToolbarSlot: _ToolbarItemList] {
        var result: [ToolbarSlot: [(AnyHashable, any View)]] = [:]
        var pending: [([AnyHashable], any View)] = [([], content)]
        while !pending.isEmpty {
            let (path, view) = pending.removeFirst()
            if let entry = view as? any _ToolbarEntry {
                result[entry._placement.slot, default: []].append((AnyHashable(path), inRow(entry._entryContent)))
            } else if let multi = view as? any _MultiView {
                var children: [(AnyHashable, any View)] = []
                multi._children(into: &children)
                pending.insert(contentsOf: children.map { (path + [$0.0], $0.1) }, at: 0)
            } else {
                result[.trailing, default: []].append((AnyHashable(path), inRow(view)))
            }
        }
        return result.mapValues { _ToolbarItemList(items: $0) }
    }

    /// Every toolbar slot is a row: a `Spacer` or `Divider` among the items follows the row's axis
    /// (a flexible space sideways), not the axis of the stack the toolbar is attached to.
    static func inRow(_ view: any View) -> any View {
        func horizontal<V: View>(_ view: V) -> any View { view.environment(\.stackAxis, .horizontal) }
        return horizontal(view)
    }
}

/// The views of one toolbar slot, each with its identity.
struct _ToolbarItemList: View, _MultiView {
    typealias Body = Never
    let items: [(AnyHashable, any View)]
    func _children(into list: inout [(AnyHashable, any View)]) { list.append(contentsOf: items) }
}
