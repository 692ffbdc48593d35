import GraftCore
import GtkBridge

// The per-kind handles of GtkBackend that hold children: boxes, layered and ZStack overlays,
// menus, pages, split views, forms and toolbar hosts.

/// A container laying its children out in a `GtkBox`: stacks, windows' roots, padding, frames,
/// opacity, clips, effects, zIndex, and (with a box inside another widget) scroll views, group
/// boxes, disclosure groups, toggles and steppers.
@MainActor
public class NativeBox: NativeWidget {
    /// The box the children go in: the widget itself, or a box inside it.
    let box: Gtk.Box
    /// Whether the children go in the widget itself (and so are aligned by this container).
    let isOwnBox: Bool
    /// The axis the children are stacked along; `nil` for a one-child wrapper.
    var axis: Axis?
    /// Whether a lone child gets the whole box and sits at `alignment` in it (windows' roots,
    /// frames, padding): GTK packs box children at the start, SwiftUI centres them.
    var centersSingleChild = false
    /// Whether a frame's box uses the fixed-size layout (`Gtk.Widget.setFixedLayout`) instead of
    /// its box layout: then the box's own layout properties must not be touched.
    var hasFixedLayout = false

    /// A container whose widget is `box`.
    init(_ box: Gtk.Box, axis: Axis?) {
        self.box = box
        self.isOwnBox = true
        self.axis = axis
        super.init(box)
    }

    /// A container whose children go in `box`, inside `widget`.
    init(_ widget: Gtk.Widget, childBox box: Gtk.Box) {
        self.box = box
        self.isOwnBox = false
        super.init(widget)
    }

    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        GtkBackend.sync(box, from: self.children, to: children)
        self.children = children
        // A homogeneous box gives its only child all of its space, where the child's alignment
        // places it (a plain box would pack it at the top).
        if centersSingleChild, !hasFixedLayout, box.homogeneous != (children.count == 1) {
            box.homogeneous = children.count == 1
        }
        alignChildren()
    }

    override func alignChildren() {
        guard isOwnBox else { return }
        let axis = centersSingleChild && children.count == 1 ? nil : self.axis
        for child in children {
            switch axis {
            case .vertical?:
                child.widget.halign = child.fillsWidth ? .fill : GtkBackend.align(alignment.horizontal)
            case .horizontal?:
                child.widget.valign = child.fillsHeight ? .fill : GtkBackend.align(alignment.vertical)
            case nil:
                child.widget.halign = child.fillsWidth ? .fill : GtkBackend.align(alignment.horizontal)
                child.widget.valign = child.fillsHeight ? .fill : GtkBackend.align(alignment.vertical)
            }
        }
    }
}

/// A `ScrollView`: a `GtkScrolledWindow` around a box stacking the children.
@MainActor
public final class NativeScrollView: NativeBox {
    let scroller: Gtk.ScrolledWindow
    init(_ scroller: Gtk.ScrolledWindow, column: Gtk.Box) {
        self.scroller = scroller
        super.init(scroller, childBox: column)
    }
}

/// A `GroupBox`: a `GtkFrame` around a column.
@MainActor
public final class NativeGroupBox: NativeBox {
    let frame: Gtk.Frame
    init(_ frame: Gtk.Frame, column: Gtk.Box) {
        self.frame = frame
        super.init(frame, childBox: column)
    }
}

/// A `DisclosureGroup`: a `GtkExpander` around a column.
@MainActor
public final class NativeDisclosureGroup: NativeBox {
    let expander: Gtk.Expander
    /// What runs when the user opens or closes it.
    var onToggle: (@MainActor (Bool) -> Void)?
    init(_ expander: Gtk.Expander, column: Gtk.Box) {
        self.expander = expander
        super.init(expander, childBox: column)
    }
    override func dropCallbacks() { onToggle = nil }
}

/// A `Toggle`: its label views in a box, beside a `GtkSwitch`.
@MainActor
public final class NativeToggle: NativeBox {
    let toggle: Gtk.Switch
    /// What runs when the user flips the switch.
    var onChange: (@MainActor (Bool) -> Void)?
    init(row: Gtk.Box, labels: Gtk.Box, toggle: Gtk.Switch) {
        self.toggle = toggle
        super.init(row, childBox: labels)
    }
    override var accessibleTarget: Gtk.Widget { toggle }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { [box] }
    override func dropCallbacks() { onChange = nil }
}

/// A `Stepper`: its label views in a box, beside a `GtkSpinButton`.
@MainActor
public final class NativeStepper: NativeBox {
    let spin: Gtk.SpinButton
    /// What runs when the user steps the value.
    var onChange: (@MainActor (Double) -> Void)?
    init(row: Gtk.Box, labels: Gtk.Box, spin: Gtk.SpinButton) {
        self.spin = spin
        super.init(row, childBox: labels)
    }
    override var accessibleTarget: Gtk.Widget { spin }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { [box] }
    override func dropCallbacks() { onChange = nil }
}

/// A `ZStack`: a `GtkOverlay` whose children are all measured overlays, in zIndex order.
@MainActor
public final class NativeZStack: NativeWidget {
    let overlay: Gtk.Overlay
    /// The children in declaration order (before sorting by `.zIndex`).
    var declaredChildren: [NativeWidget] = []
    init(_ overlay: Gtk.Overlay) {
        self.overlay = overlay
        super.init(overlay)
    }
    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        backend.syncOverlay(self, children)
    }
    override func childrenDidChange() {
        refreshFills()
        GtkBackend.expandOverlay(self)
    }
}

/// A `.background` or `.overlay` container: a `GtkOverlay` whose main child is the content
/// (in a box when there are several views) and whose overlays are not measured.
@MainActor
public final class NativeLayered: NativeWidget {
    let overlay: Gtk.Overlay
    /// The box holding several content views; `nil` while there is one.
    var contentBox: Gtk.Box?
    init(_ overlay: Gtk.Overlay) {
        self.overlay = overlay
        super.init(overlay)
    }
}

/// A `Menu`: a `GtkMenuButton` with its label views in the button and its items in the popover.
@MainActor
public final class NativeMenu: NativeWidget {
    let button: Gtk.MenuButton
    /// The box in the button holding the label views.
    let label: NativeBox
    /// The popover's box holding the items.
    let items: NativeBox
    /// The handlers closing the popover when an item button is clicked.
    var itemTokens: [SignalToken] = []
    init(_ button: Gtk.MenuButton, label: NativeBox, items: NativeBox) {
        self.button = button
        self.label = label
        self.items = items
        super.init(button)
        children = [label, items]
    }
    /// Ends the handlers closing the popover (before the items change, and on dismantle).
    func cancelItemTokens() {
        for token in itemTokens { token.cancel() }
        itemTokens.removeAll()
    }
    override func dropCallbacks() { cancelItemTokens() }
}

/// A `Form`: a boxed `GtkListBox` in a scrolled window, one row per child.
@MainActor
public final class NativeForm: NativeWidget {
    let list: Gtk.ListBox
    /// The row boxes, in the order of the children.
    var rowBoxes: [Gtk.Box] = []
    init(_ scroller: Gtk.ScrolledWindow, list: Gtk.ListBox) {
        self.list = list
        super.init(scroller)
    }
    override var accessibleTarget: Gtk.Widget { list }
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

/// A `NavigationStack`'s pages: a `GtkStack` of one vertical box per page.
@MainActor
public final class NativePageStack: NativeWidget {
    let stack: Gtk.Stack
    /// One column per page, the last one showing.
    var pages: [NativeBox] = []
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

/// A `GeometryReader`: an overlay whose main child measures the space offered, with the content
/// in an unmeasured column at the top-leading corner.
@MainActor
public final class NativeGeometryReader: NativeBox {
    let state: GeometryReaderState
    init(_ overlay: Gtk.Overlay, column: Gtk.Box, state: GeometryReaderState) {
        self.state = state
        super.init(overlay, childBox: column)
    }
    override func childrenDidChange() {
        refreshFills()
        GtkBackend.alignGeometryReaderChildren(self)
    }
}

/// A view with gestures: a one-child box carrying GTK's gesture controllers.
@MainActor
public final class NativeGestureHost: NativeBox {
    let state: GestureHostState
    init(_ box: Gtk.Box, state: GestureHostState) {
        self.state = state
        super.init(box, axis: nil)
    }
}
