/// A tab of a `TabView`: its page and the label its tab bar shows, and optionally the value the
/// tab view's selection takes when it shows.
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
///         .badge(2)
/// }
/// ```
///
/// A tab without a value (`Value == Never`) is selected by its position. Outside a tab view a
/// `Tab` shows its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, _TabDescribing {
    let value: Value?
    let content: Content
    let label: Label

    /// The tab's page.
    public var body: some View { content }
    var _tabContent: any View { content }
    func _describe(_ entry: inout _TabEntry) {
        entry.title = _choiceTitle(label)
        if let value { entry.tag = AnyHashable(value) }
    }
}

/// The semantic purpose of a tab: `.search` gives a tab a "Search" label.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches the app's content.
    public static let search = TabRole(name: "search")
}

/// The label `Tab` makes from a title and an image: the title with the image beside it.
public struct DefaultTabLabel: View {
    let title: String
    /// An SF Symbol name, or `nil`.
    let systemImage: String?

    /// The system image and the title, as a `Label` shows them. (A tab bar shows the title only,
    /// as on the Mac; a named asset image is not shown.)
    public var body: some View {
        HStack(spacing: 6) {
            if let systemImage { Image(systemName: systemImage) }
            Text(title)
        }
    }
}

extension DefaultTabLabel: _TitledLabel {
    var _titleView: any View { Text(title) }
}

extension DefaultTabLabel {
    init(role: TabRole?) {
        self.init(title: role == .search ? "Search" : "", systemImage: role == .search ? "magnifyingglass" : nil)
    }
}

extension Tab {
    /// A tab selected when the tab view's selection is `value`, with any label.
    ///
    /// - Parameters:
    ///   - value: The selection value that shows this tab.
    ///   - content: The tab's page.
    ///   - label: The tab's label; the tab bar shows its text.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with a system symbol, selected when the selection is `value`.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - systemImage: An SF Symbol name (as `Image(systemName:)` takes).
    ///   - value: The selection value that shows this tab.
    ///   - content: The tab's page.
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: title, systemImage: systemImage))
    }

    /// A tab titled `title` with a named image, selected when the selection is `value`.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The name of an image in the app's assets.
    ///   - value: The selection value that shows this tab.
    ///   - content: The tab's page.
    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: title, systemImage: nil))
    }

    /// A tab whose label comes from its role, selected when the selection is `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value that shows this tab.
    ///   - role: The tab's purpose; `.search` labels it "Search".
    ///   - content: The tab's page.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value == Never {
    /// A tab with any label, selected by its position.
    ///
    /// - Parameters:
    ///   - content: The tab's page.
    ///   - label: The tab's label; the tab bar shows its text.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `title` with a system symbol, selected by its position.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - systemImage: An SF Symbol name (as `Image(systemName:)` takes).
    ///   - content: The tab's page.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: title, systemImage: systemImage))
    }

    /// A tab titled `title` with a named image, selected by its position.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - image: The name of an image in the app's assets.
    ///   - content: The tab's page.
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: title, systemImage: nil))
    }

    /// A tab whose label comes from its role, selected by its position.
    ///
    /// - Parameters:
    ///   - role: The tab's purpose; `.search` labels it "Search".
    ///   - content: The tab's page.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label, selected by its position.
    ///
    /// - Parameter content: The tab's page.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty label, selected when the selection is `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value that shows this tab.
    ///   - content: The tab's page.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

/// A titled group of tabs in a `TabView`; the tab bar shows its tabs in order with the others.
///
/// ```swift
/// TabSection("Collections") {
///     Tab("Favourites", systemImage: "star") { Favourites() }
///     Tab("Recent", systemImage: "clock") { Recent() }
/// }
/// ```
public struct TabSection<Header: View, Content: View, SelectionValue: Hashable>: View, _TabGroup {
    let header: Header
    let content: Content

    /// Outside a tab view: the header above the tabs' content.
    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
        }
    }
    var _tabs: any View { content }
}

extension TabSection where Header == Text, SelectionValue == AnyHashable {
    /// A section titled `title`.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - content: The section's tabs.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
    }
}

extension TabSection where SelectionValue == AnyHashable {
    /// A section with any header.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The section's header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }
}
