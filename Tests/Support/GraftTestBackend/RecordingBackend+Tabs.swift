import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"tabView"`.
    public func makeTabView() -> RecordedWidget { RecordedWidget(kind: "tabView") }

    /// Records the tabs' `titles` (comma-separated), their `badges` (comma-separated, empty for
    /// none), the `selected` index (-1 for none) and the `style` (`"tabBar"`, `"page"`, or
    /// `"page-noindex"`), and `barHidden`.
    public func updateTabView(
        _ widget: RecordedWidget, items: [_TabBarItem], selected: Int?, style: _TabViewStyleKind, barHidden: Bool,
        onSelect: @escaping @MainActor (Int) -> Void, _ environment: EnvironmentValues
    ) {
        widget.properties["barHidden"] = barHidden
        widget.properties["titles"] = items.map(\.title).joined(separator: ",")
        widget.properties["badges"] = items.map { $0.badge ?? "" }.joined(separator: ",")
        widget.properties["selected"] = selected ?? -1
        switch style {
        case .tabBar: widget.properties["style"] = "tabBar"
        case .page(let showsIndex, _): widget.properties["style"] = showsIndex ? "page" : "page-noindex"
        }
        widget.indexChoice = onSelect
    }

    /// Records one `"page"` child per tab, each holding its widgets.
    public func setTabPages(_ widget: RecordedWidget, _ pages: [[RecordedWidget]]) {
        widget.children = pages.map { page in
            let box = RecordedWidget(kind: "page")
            box.children = page
            return box
        }
    }
}

extension RecordedWidget {
    /// Acts as the user choosing the item at `index` (a tab of a tab view).
    ///
    /// - Parameter index: The item's position.
    public func choose(_ index: Int) { indexChoice?(index) }
}
