/// One tab found in a `TabView`'s content: its page, title, tag and badge.
@MainActor
struct _TabEntry {
    var view: any View
    var title = ""
    var tag: AnyHashable?
    var badge: String?
}

/// A wrapper that describes the tab it wraps (`.tabItem`, `.tag`, `.badge`, `Tab`).
@MainActor
protocol _TabDescribing {
    /// The view inside the wrapper: the tab's page, or another wrapper.
    var _tabContent: any View { get }
    /// Writes what this wrapper says about the tab; an inner wrapper has not been read yet.
    func _describe(_ entry: inout _TabEntry)
}

/// A group of tabs whose children are tabs of the enclosing `TabView` (`TabSection`).
@MainActor
protocol _TabGroup {
    var _tabs: any View { get }
}

/// Flattens `view` into tabs: groups, `ForEach` and conditionals give their children; any other
/// view is one tab, its wrappers read from the outside in.
@MainActor
func _collectTabs(_ view: any View, into tabs: inout [_TabEntry]) {
    if let group = view as? any _TabGroup {
        _collectTabs(group._tabs, into: &tabs)
    } else if view is any _TabDescribing || !(view is any _MultiView) {
        var entry = _TabEntry(view: view)
        var current = view
        // The outermost `.tag` wins over an inner one, and so on: collect inner ones first.
        var wrappers: [any _TabDescribing] = []
        while let wrapper = current as? any _TabDescribing {
            wrappers.append(wrapper)
            current = wrapper._tabContent
        }
        for wrapper in wrappers.reversed() { wrapper._describe(&entry) }
        entry.view = current
        tabs.append(entry)
    } else if let multi = view as? any _MultiView {
        var children: [(AnyHashable, any View)] = []
        multi._children(into: &children)
        for (_, child) in children { _collectTabs(child, into: &tabs) }
    }
}

/// A label whose title a tab bar or a picker can read.
@MainActor
protocol _TitledLabel {
    var _titleView: any View { get }
}

extension Label: _TitledLabel {
    var _titleView: any View { title }
}

extension _TaggedView: _TabDescribing {
    var _tabContent: any View { content }
    func _describe(_ entry: inout _TabEntry) { entry.tag = AnyHashable(tag) }
}

/// A view with a tab item: the label a `TabView` shows for it.
struct _TabItemView<Content: View, ItemLabel: View>: View, _TabDescribing {
    let content: Content
    let label: ItemLabel
    var body: some View { content }
    var _tabContent: any View { content }
    func _describe(_ entry: inout _TabEntry) { entry.title = _choiceTitle(label) }
}

/// A view with a badge: on a tab, the tab bar marks the tab; in a list row, the badge shows at
/// the row's trailing edge, as on the Mac.
struct _BadgeView<Content: View>: View, _TabDescribing {
    let content: Content
    let badge: String?
    var body: some View {
        if let badge {
            HStack {
                content
                Spacer()
                Text(badge).foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
    var _tabContent: any View { content }
    func _describe(_ entry: inout _TabEntry) { entry.badge = badge }
}

extension View {
    /// Sets the label the enclosing `TabView` shows for this view's tab.
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }
    /// ```
    ///
    /// The tab bar shows the label's text (as the Mac does, without the icon). Outside a tab
    /// view it has no effect.
    ///
    /// - Parameter label: A `Label`, a `Text`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, label: label())
    }

    /// Shows a count on this view's tab (or at the trailing edge of this list row); `0` shows none.
    ///
    /// - Parameter count: The number to show.
    public func badge(_ count: Int) -> some View {
        _BadgeView(content: self, badge: count == 0 ? nil : String(count))
    }

    /// Shows a text on this view's tab (or at the trailing edge of this list row); `nil` shows none.
    ///
    /// - Parameter label: The text to show.
    public func badge(_ label: Text?) -> some View {
        _BadgeView(content: self, badge: label?.content)
    }

    /// Shows a string on this view's tab (or at the trailing edge of this list row).
    ///
    /// - Parameter label: The string to show.
    public func badge<S: StringProtocol>(_ label: S) -> some View {
        _BadgeView(content: self, badge: String(label))
    }
}
