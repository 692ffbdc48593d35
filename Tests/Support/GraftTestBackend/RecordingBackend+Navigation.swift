import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"pageStack"`.
    public func makePageStack() -> RecordedWidget { RecordedWidget(kind: "pageStack") }

    /// Records one `"page"` child per screen, each holding its widgets, and the `visiblePage` (the last).
    public func setPages(_ stack: RecordedWidget, _ pages: [[RecordedWidget]]) {
        let widget = stack
        widget.children = pages.map { page in
            let box = RecordedWidget(kind: "page")
            box.children = page
            return box
        }
        widget.properties["visiblePage"] = pages.count - 1
    }

    /// Records a widget of kind `"splitView"`.
    public func makeSplitView() -> RecordedWidget { RecordedWidget(kind: "splitView") }

    /// Records the sidebar's widgets, then the detail's, as the split view's children.
    public func setSplitViewChildren(_ split: RecordedWidget, sidebar: [RecordedWidget], detail: [RecordedWidget]) {
        split.children = (sidebar + detail)
    }
}
