import GraftCore

extension RecordingBackend {
    public func makePageStack() -> AnyObject { RecordedWidget(kind: "pageStack") }

    public func setPages(_ stack: AnyObject, _ pages: [[AnyObject]]) {
        let widget = stack as! RecordedWidget
        widget.children = pages.map { page in
            let box = RecordedWidget(kind: "page")
            box.children = page.map { $0 as! RecordedWidget }
            return box
        }
        widget.properties["visiblePage"] = pages.count - 1
    }

    public func makeSplitView() -> AnyObject { RecordedWidget(kind: "splitView") }

    public func setSplitViewChildren(_ split: AnyObject, sidebar: [AnyObject], detail: [AnyObject]) {
        (split as! RecordedWidget).children = (sidebar + detail).map { $0 as! RecordedWidget }
    }
}
