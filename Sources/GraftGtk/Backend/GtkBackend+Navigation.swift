import GraftCore
import GtkBridge

// NavigationStack's pages on a `GtkStack` (one vertical box per page, the last one visible) and
// NavigationSplitView on a `GtkPaned`.
extension GtkBackend {
    /// A `GtkStack` of a navigation stack's pages, one box per screen.
    public func makePageStack() -> AnyObject {
        let stack = Gtk.Stack()
        stack.hexpand = true
        stack.vexpand = true
        let view = NativeView(stack)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Makes one page box per screen of the path, in order, and shows the last.
    public func setPages(_ stack: AnyObject, _ pages: [[AnyObject]]) {
        let view = stack as! NativeView
        var boxes = view.children
        while boxes.count > pages.count { boxes.removeLast() }
        while boxes.count < pages.count {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.hexpand = true
            box.vexpand = true
            let page = NativeView(box, kind: .box)
            page.axis = .vertical
            boxes.append(page)
        }
        for (box, widgets) in zip(boxes, pages) {
            let children = widgets.map { $0 as! NativeView }
            Self.sync(box.widget as! Gtk.Box, from: box.children, to: children)
            box.children = children
            applyChildAlignment(box)
            box.refreshFills()
        }
        view.children = boxes
        (view.widget as! Gtk.Stack).children = boxes.map(\.widget)
    }

    /// A `GtkPaned`: the sidebar column on the left, the detail column on the right.
    public func makeSplitView() -> AnyObject {
        let paned = Gtk.Paned()
        paned.hexpand = true
        paned.vexpand = true
        paned.position = 220
        let view = NativeView(paned)
        view.setOwnFills(width: true, height: true)
        for _ in 0..<2 {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.hexpand = true
            box.vexpand = true
            let column = NativeView(box, kind: .box)
            column.axis = .vertical
            view.children.append(column)
        }
        paned.startChild = view.children[0].widget
        paned.endChild = view.children[1].widget
        return view
    }

    /// Puts the sidebar's widgets in the left column and the detail's in the right.
    public func setSplitViewChildren(_ split: AnyObject, sidebar: [AnyObject], detail: [AnyObject]) {
        let view = split as! NativeView
        for (column, widgets) in zip(view.children, [sidebar, detail]) {
            let children = widgets.map { $0 as! NativeView }
            Self.sync(column.widget as! Gtk.Box, from: column.children, to: children)
            column.children = children
            applyChildAlignment(column)
            column.refreshFills()
        }
    }
}
