import GraftCore

extension RecordingBackend {
    public func makePageStack() -> RecordedWidget { RecordedWidget(kind: "pageStack") }

    public func setPages(_ stack: RecordedWidget, _ pages: [[RecordedWidget]]) {
        let widget = stack
        widget.children = pages.map { page in
            let box = RecordedWidget(kind: "page")
            box.children = page
            return box
        }
        widget.properties["visiblePage"] = pages.count - 1
    }

    public func makeSplitView() -> RecordedWidget { RecordedWidget(kind: "splitView") }

    public func setSplitViewChildren(_ split: RecordedWidget, sidebar: [RecordedWidget], detail: [RecordedWidget]) {
        split.children = (sidebar + detail)
    }
}
