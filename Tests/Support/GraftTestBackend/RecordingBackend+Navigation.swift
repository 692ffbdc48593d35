import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"pageStack"`.
    public func makePageStack() -> RecordedWidget { RecordedWidget(kind: "pageStack") }

    /// Records the pages (`"page"` widgets) as the stack's children, and the `visiblePage` (the last).
    public func setPages(_ stack: RecordedWidget, _ pages: [RecordedWidget]) {
        stack.children = pages
        stack.properties["visiblePage"] = pages.count - 1
    }

    /// Records a widget of kind `"page"`.
    public func makePage() -> RecordedWidget { RecordedWidget(kind: "page") }

    /// Records the screen's widgets as the page's children.
    public func setPageChildren(_ page: RecordedWidget, _ children: [RecordedWidget]) { page.children = children }

    /// Records a widget of kind `"splitView"`.
    public func makeSplitView() -> RecordedWidget { RecordedWidget(kind: "splitView") }

    /// Records the sidebar's widgets, then the detail's, as the split view's children.
    public func setSplitViewChildren(_ split: RecordedWidget, sidebar: [RecordedWidget], detail: [RecordedWidget]) {
        split.children = (sidebar + detail)
    }
}
