import GraftCore
import GtkBridge

/// The widgets of one toolbar host: a box per title-bar slot, the bottom bar, and the header bar
/// they were put in.
@MainActor
final class ToolbarParts {
    let content = Gtk.Box(orientation: .vertical, spacing: 0)
    let bottom = Gtk.Box(orientation: .horizontal, spacing: 6)
    var boxes: [ToolbarSlot: Gtk.Box] = [:]
    var items: [ToolbarSlot: [NativeWidget]] = [:]
    var headerBar: Gtk.HeaderBar?

    init() {
        for slot in [ToolbarSlot.leading, .trailing, .principal] {
            boxes[slot] = Gtk.Box(orientation: .horizontal, spacing: 6)
        }
        boxes[.bottom] = bottom
        content.vexpand = true
        content.hexpand = true
        bottom.addCSSClass("toolbar")
        bottom.isVisible = false
    }
}

/// A view with a `.toolbar`: its content and bottom bar in a column, its title-bar items in the
/// window's header bar.
@MainActor
public final class NativeToolbarHost: NativeWidget {
    let parts: ToolbarParts
    init(_ column: Gtk.Box, parts: ToolbarParts) {
        self.parts = parts
        super.init(column)
    }
}

extension GtkBackend {
    /// A column of the content and the bottom bar; the title-bar items are packed into the
    /// window's `GtkHeaderBar` (made when the window has none) once the host is in a window.
    public func makeToolbarHost() -> NativeToolbarHost {
        let parts = ToolbarParts()
        let column = Gtk.Box(orientation: .vertical, spacing: 0)
        column.append(parts.content)
        column.append(parts.bottom)
        let view = NativeToolbarHost(column, parts: parts)
        view.tokens.append(
            column.observe("root") { [weak self, weak view] in
                guard let self, let view else { return }
                self.attachToolbar(view)
            })
        view.onDismantle = { [weak parts] in
            guard let parts else { return }
            Self.detachToolbar(parts)
        }
        return view
    }

    /// Puts the content below the header bar and each toolbar item in its slot of the bar.
    public func setToolbarChildren(
        _ view: NativeToolbarHost, content contentViews: [NativeWidget], items: [ToolbarSlot: [NativeWidget]]
    ) {
        let parts = view.parts
        Self.sync(parts.content, from: view.children, to: contentViews)
        view.children = contentViews
        for child in contentViews {
            child.widget.halign = child.fillsWidth ? .fill : .center
            child.widget.valign = child.fillsHeight ? .fill : .center
        }
        for slot in ToolbarSlot.allCases {
            let new = items[slot] ?? []
            Self.sync(parts.boxes[slot]!, from: parts.items[slot] ?? [], to: new)
            parts.items[slot] = new
            parts.boxes[slot]!.isVisible = !new.isEmpty
        }
        view.refreshFills()
        attachToolbar(view)
    }

    /// Puts the host's title-bar boxes in the header bar of the window it is in (once per window).
    func attachToolbar(_ view: NativeToolbarHost) {
        let parts = view.parts
        guard let window = view.widget.containingWindow else {
            Self.detachToolbar(parts)
            return
        }
        let bar: Gtk.HeaderBar
        if let existing = window.headerBar {
            bar = existing
        } else {
            bar = Gtk.HeaderBar()
            window.titlebar = bar
        }
        if parts.headerBar.map({ !$0.isSameWidget(as: bar) }) ?? true {
            Self.detachToolbar(parts)
            bar.packStart(parts.boxes[.leading]!)
            bar.packEnd(parts.boxes[.trailing]!)
            parts.headerBar = bar
        }
        // The principal items replace the window title only while there are some.
        let principal = parts.boxes[.principal]!
        let showsPrincipal = principal.parent != nil
        let hasPrincipal = !(parts.items[.principal] ?? []).isEmpty
        if hasPrincipal && !showsPrincipal {
            bar.titleWidget = principal
        } else if !hasPrincipal && showsPrincipal {
            bar.remove(principal)
        }
    }

    /// Takes the host's boxes out of the header bar they were put in.
    static func detachToolbar(_ parts: ToolbarParts) {
        guard let bar = parts.headerBar else { return }
        for slot in [ToolbarSlot.leading, .trailing, .principal] { bar.remove(parts.boxes[slot]!) }
        parts.headerBar = nil
    }
}
