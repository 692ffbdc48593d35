import GraftCore
import GtkBridge

/// A `NavigationStack`'s pages: one vertical box per page, the top one shown in a `GtkStack`.
@MainActor
public final class NativePageStack: NativeWidget {
    let stack: Gtk.Stack
    /// One column per page, the last one showing (and the only one in the `GtkStack`).
    var pages: [NativeWidget] = []
    init(_ stack: Gtk.Stack) {
        self.stack = stack
        super.init(stack)
    }
}

/// A `NavigationSplitView`: a `GtkPaned` with a sidebar column and a detail column.
@MainActor
public final class NativeSplitView: NativeWidget {
    let paned: Gtk.Paned
    let sidebar: NativeBox
    let detail: NativeBox
    init(_ paned: Gtk.Paned, sidebar: NativeBox, detail: NativeBox) {
        self.paned = paned
        self.sidebar = sidebar
        self.detail = detail
        super.init(paned)
        children = [sidebar, detail]
    }
}

extension GtkBackend {
    /// One page of a `NavigationStack`: a vertical box.
    public typealias PageWidget = NativeBox

    /// A `GtkStack` of a navigation stack's pages, one box per screen.
    public func makePageStack() -> NativePageStack {
        let stack = Gtk.Stack()
        stack.hexpand = true
        stack.vexpand = true
        let view = NativePageStack(stack)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Shows the last screen's page in the `GtkStack`. Only that page is in the stack: the pages
    /// below stay alive (their widgets, and the state in them, are kept) but out of the window, so
    /// that GTK's cost of a push or a pop — adding, showing and removing a page, measuring the
    /// stack — does not grow with the number of screens below.
    public func setPages(_ view: NativePageStack, _ pages: [NativeWidget]) {
        view.pages = pages
        view.children = pages.last.map { [$0] } ?? []
        view.stack.children = pages.last.map { [$0.widget] } ?? []
    }

    /// One screen's page: a vertical box that fills the stack.
    public func makePage() -> NativeBox {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        return NativeBox(box, axis: .vertical)
    }

    /// Puts the screen's widgets in its page.
    public func setPageChildren(_ page: NativeBox, _ children: [NativeWidget]) {
        page.placeChildren(children, self)
        page.refreshFills()
    }

    /// One vertical, expanding box per page, reusing `boxes` in order, each holding its page's widgets.
    func pageBoxes(reusing boxes: [NativeBox], for pages: [[NativeWidget]]) -> [NativeBox] {
        var boxes = boxes
        while boxes.count > pages.count { boxes.removeLast() }
        while boxes.count < pages.count {
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.hexpand = true
            box.vexpand = true
            boxes.append(NativeBox(box, axis: .vertical))
        }
        for (box, children) in zip(boxes, pages) {
            box.placeChildren(children, self)
            box.refreshFills()
        }
        return boxes
    }

    /// A `GtkPaned`: the sidebar column on the left, the detail column on the right.
    public func makeSplitView() -> NativeSplitView {
        let paned = Gtk.Paned()
        paned.hexpand = true
        paned.vexpand = true
        paned.position = 220
        let columns = (0..<2).map { _ in
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.hexpand = true
            box.vexpand = true
            return NativeBox(box, axis: .vertical)
        }
        let view = NativeSplitView(paned, sidebar: columns[0], detail: columns[1])
        view.setOwnFills(width: true, height: true)
        paned.startChild = view.sidebar.widget
        paned.endChild = view.detail.widget
        return view
    }

    /// Puts the sidebar's widgets in the left column and the detail's in the right.
    public func setSplitViewChildren(_ view: NativeSplitView, sidebar: [NativeWidget], detail: [NativeWidget]) {
        for (column, children) in [(view.sidebar, sidebar), (view.detail, detail)] {
            column.placeChildren(children, self)
            column.refreshFills()
        }
    }
}
