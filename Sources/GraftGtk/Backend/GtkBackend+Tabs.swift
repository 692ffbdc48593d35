import GraftCore
import GtkBridge

/// A `TabView`: a `GtkStack` of one vertical box per tab, with a `GtkStackSwitcher` above it
/// (the tab bar), or, in the page style, a row of page dots over its bottom edge.
@MainActor
public final class NativeTabView: NativeWidget {
    let stack = Gtk.Stack()
    let switcher: Gtk.StackSwitcher
    /// The page style's dots, one button per page.
    let dots = Gtk.Box(orientation: .horizontal, spacing: 2)
    var dotButtons: [(button: Gtk.Button, token: SignalToken)] = []
    /// One column per tab, in order.
    var pages: [NativeBox] = []
    var items: [_TabBarItem] = []
    var selected: Int?
    var style = _TabViewStyleKind.tabBar
    /// Whether the tab bar is hidden (`.toolbar(.hidden, for: .tabBar)`).
    var barHidden = false
    /// What runs when the user shows another tab (its index).
    var onSelect: (@MainActor (Int) -> Void)?

    init(_ box: Gtk.Box) {
        switcher = Gtk.StackSwitcher(stack: stack)
        super.init(box)
    }

    /// The index of the page GTK shows now.
    var shownIndex: Int? {
        guard let shown = stack.visibleChild else { return nil }
        return pages.firstIndex { $0.widget.isSameWidget(as: shown) }
    }

    override func dropCallbacks() { onSelect = nil }
}

extension GtkBackend {
    /// A vertical box holding the tab bar and, in an overlay with the page dots, the stack.
    public func makeTabView() -> NativeTabView {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        let view = NativeTabView(box)
        view.switcher.halign = .center
        view.switcher.marginTop = 6
        view.switcher.marginBottom = 6
        view.stack.hexpand = true
        view.stack.vexpand = true
        view.dots.halign = .center
        view.dots.valign = .end
        view.dots.marginBottom = 8
        let overlay = Gtk.Overlay()
        overlay.hexpand = true
        overlay.vexpand = true
        overlay.child = view.stack
        overlay.addOverlay(view.dots)
        box.append(view.switcher)
        box.append(overlay)
        view.setOwnFills(width: true, height: true)
        view.tokens.append(
            view.stack.observe("visible-child") { [weak view] in
                guard let view, !view.isApplyingUpdate, let index = view.shownIndex, index != view.selected else {
                    return
                }
                view.onSelect?(index)
            })
        return view
    }

    /// Keeps the titles, badges, selection, style and bar visibility, and shows them.
    public func updateTabView(
        _ view: NativeTabView, items: [_TabBarItem], selected: Int?, style: _TabViewStyleKind, barHidden: Bool,
        onSelect: @escaping @MainActor (Int) -> Void, _ environment: EnvironmentValues
    ) {
        view.onSelect = onSelect
        view.barHidden = barHidden
        view.items = items
        view.selected = selected
        view.style = style
        showTabs(view)
    }

    /// Makes one page box per tab, in order, and shows the selected one.
    public func setTabPages(_ view: NativeTabView, _ pages: [[NativeWidget]]) {
        let boxes = pageBoxes(reusing: view.pages, for: pages)
        view.pages = boxes
        view.children = boxes
        view.isApplyingUpdate = true
        view.stack.children = boxes.map(\.widget)
        view.isApplyingUpdate = false
        showTabs(view)
    }

    /// Writes the tab bar's titles and badges, the style's parts, and shows the selected page.
    private func showTabs(_ view: NativeTabView) {
        view.isApplyingUpdate = true
        defer { view.isApplyingUpdate = false }
        for (index, page) in view.pages.enumerated() {
            let item = index < view.items.count ? view.items[index] : _TabBarItem(title: "")
            // The count shows beside the title; GTK's attention dot marks the tab too.
            view.stack.setTitle(item.badge.map { "\(item.title) (\($0))" } ?? item.title, of: page.widget)
            view.stack.setNeedsAttention(item.badge != nil, of: page.widget)
        }
        let shown = view.pages.isEmpty ? nil : min(view.selected ?? 0, view.pages.count - 1)
        switch view.style {
        case .tabBar:
            view.switcher.isVisible = !view.barHidden
            view.stack.transition = .none
            view.dots.isVisible = false
        case .page(let showsIndex, let indexBackground):
            view.switcher.isVisible = false
            view.stack.transition = .slideLeftRight
            updateDots(view, shown: shown)
            view.dots.isVisible = showsIndex && view.pages.count > 1
            if indexBackground { view.dots.addCSSClass("osd") } else { view.dots.removeCSSClass("osd") }
        }
        if let shown { view.stack.showPage(view.pages[shown].widget) }
    }

    /// One dot per page; the shown page's dot is opaque, and a click on another shows its page.
    private func updateDots(_ view: NativeTabView, shown: Int?) {
        if view.dotButtons.count != view.pages.count {
            for dot in view.dotButtons { view.dots.remove(dot.button) }
            view.dotButtons = view.pages.indices.map { index in
                let button = Gtk.Button(label: "●")
                button.hasFrame = false
                button.addCSSClass("circular")
                button.setAccessibleLabel("Page \(index + 1)")
                let token = button.onClicked { [weak view] in
                    guard let view, index != view.selected else { return }
                    view.onSelect?(index)
                }
                view.dots.append(button)
                return (button, token)
            }
        }
        for (index, dot) in view.dotButtons.enumerated() {
            dot.button.opacity = index == shown ? 1 : 0.4
        }
    }
}
