import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"pageStack"`.
    public func makePageStack() -> AnyObject { RecordedWidget(kind: "pageStack") }

    /// Records one `"page"` child per screen, each holding its widgets, and the `visiblePage` (the last).
    public func setPages(_ stack: AnyObject, _ pages: [[AnyObject]]) {
        let widget = stack as! RecordedWidget
        widget.children = pages.map { page in
            let box = RecordedWidget(kind: "page")
            box.children = page.map { $0 as! RecordedWidget }
            return box
        }
        widget.properties["visiblePage"] = pages.count - 1
    }

    /// Records a widget of kind `"splitView"`.
    public func makeSplitView() -> AnyObject { RecordedWidget(kind: "splitView") }

    /// Records the sidebar's widgets, then the detail's, as the split view's children.
    public func setSplitViewChildren(_ split: AnyObject, sidebar: [AnyObject], detail: [AnyObject]) {
        (split as! RecordedWidget).children = (sidebar + detail).map { $0 as! RecordedWidget }
    }
}
