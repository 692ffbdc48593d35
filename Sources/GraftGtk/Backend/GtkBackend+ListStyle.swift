import GraftCore
import GtkBridge

extension GtkBackend {
    /// GTK's list looks for SwiftUI's list styles: `.sidebar` is GTK's `navigation-sidebar` list;
    /// `.inset` and `.insetGrouped` a framed list with rounded corners, inset 12 points from the
    /// edges; `.grouped` a framed list of taller rows (`rich-list`); `.plain` rows without
    /// separators; `.automatic` the default list.
    public func setListStyle(_ view: NativeList, _ style: _ListStyleKind) {
        guard view.listStyle != style else { return }
        view.listStyle = style
        Self.installListStyles()
        let outer = view.list
        let inner = view.list.listView
        for name in ["graft-list-inset", "frame"] { outer.removeCSSClass(name) }
        for name in ["navigation-sidebar", "rich-list"] { inner.removeCSSClass(name) }
        switch style {
        case .automatic:
            break
        case .plain:
            view.list.showsSeparators = false
        case .grouped:
            outer.addCSSClass("frame")
            inner.addCSSClass("rich-list")
            view.list.showsSeparators = true
        case .inset, .insetGrouped:
            outer.addCSSClass("frame")
            outer.addCSSClass("graft-list-inset")
            inner.addCSSClass("rich-list")
            view.list.showsSeparators = style == .insetGrouped
        case .sidebar:
            inner.addCSSClass("navigation-sidebar")
            view.list.showsSeparators = false
        }
    }

    private static var listStylesInstalled = false

    private static func installListStyles() {
        guard !listStylesInstalled else { return }
        listStylesInstalled = true
        _ = StyleSheet.shared.addRule(
            selector: ".graft-list-inset", declarations: "margin: 12px; border-radius: 8px;")
        _ = StyleSheet.shared.addRule(
            selector: ".graft-list-inset > listview", declarations: "border-radius: 8px;")
        StyleSheet.shared.commit()
    }
}
