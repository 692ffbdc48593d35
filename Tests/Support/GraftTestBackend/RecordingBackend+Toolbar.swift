import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"toolbarHost"`.
    public func makeToolbarHost() -> RecordedWidget { make("toolbarHost") }

    /// Content goes to `children`; each slot's items to a child widget of kind `toolbar.<slot>`
    /// in `backgroundChildren`.
    public func setToolbarChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], items: [ToolbarSlot: [RecordedWidget]]
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = ToolbarSlot.allCases.compactMap { slot in
            guard let views = items[slot], !views.isEmpty else { return nil }
            let group = RecordedWidget(kind: "toolbar.\(slot)")
            group.children = views
            return group
        }
    }
}
