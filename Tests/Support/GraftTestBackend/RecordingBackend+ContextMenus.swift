import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"contextMenuHost"`.
    public func makeContextMenuHost() -> RecordedWidget { RecordedWidget(kind: "contextMenuHost") }

    /// Records the content's widgets as children and the items as a `"contextMenu"` child after them.
    public func setContextMenuChildren(_ host: RecordedWidget, content: [RecordedWidget], items: [RecordedWidget]) {
        let menu = RecordedWidget(kind: "contextMenu")
        menu.children = items
        host.children = content + [menu]
    }
}
