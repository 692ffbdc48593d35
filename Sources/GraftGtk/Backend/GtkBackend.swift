import GraftCore
import GtkBridge

/// Graft's backend on GTK 4: maps each primitive onto a native widget and uses GTK's own layout.
///
/// VStack/HStack are `GtkBox`es, ZStack is a `GtkOverlay`, padding and frames are size requests
/// and margins, colours and fonts are classes of one shared stylesheet.
@MainActor
public final class GtkBackend: Backend {
    /// The backend every window of the process shares.
    public static let shared = GtkBackend()

    var colorSchemeHandlers: [ObjectIdentifier: @MainActor (ColorScheme?) -> Void] = [:]
    /// Window titles set before their root container was in a window, by root container.
    var pendingWindowTitles: [ObjectIdentifier: String] = [:]
    /// The text colour and font declarations last resolved, and the environment they came from.
    var lastTextStyle: (environment: EnvironmentValues, color: String, font: String?)?

    /// Creates a backend. Apps use ``shared``.
    public init() { Self.installBaseStyles() }

    /// Runs `update` on the GLib main loop before the next frame is drawn.
    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        MainLoop.onIdle(beforeRedraw: true, update)
    }

    /// Commits the style rules added during the pass to the shared stylesheet, at once.
    public func didFinishUpdatePass() { StyleSheet.shared.commit() }

    /// Stops the widget's animations and disconnects its signals and handlers.
    public func dismantle(_ widget: AnyObject) {
        let view = widget as! NativeView
        view.cancelAnimations()
        let onDismantle = view.onDismantle
        view.onDismantle = nil
        onDismantle?()
        for token in view.tokens { token.cancel() }
        view.tokens.removeAll()
        view.action = nil
        view.boolChange = nil
        view.textChange = nil
        view.doubleChange = nil
        view.submit = nil
    }

    /// A vertical box that fills its window and centres a single child, as SwiftUI does.
    public func makeRootContainer() -> AnyObject {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        let view = NativeView(box, kind: .box)
        view.axis = .vertical
        view.centersSingleChild = true
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Puts `children` into the container, moving, adding and removing only what changed.
    public func setChildren(_ container: AnyObject, _ children: [AnyObject], _ environment: EnvironmentValues) {
        let view = container as! NativeView
        let newChildren = children.map { $0 as! NativeView }
        switch view.kind {
        case .box, .toggle:
            let box = view.childBox ?? (view.widget as! Gtk.Box)
            Self.sync(box, from: view.children, to: newChildren)
            view.children = newChildren
            // A homogeneous box gives its only child all of its space, where the child's
            // alignment places it (a plain box would pack it at the top).
            if view.centersSingleChild, !view.hasFixedLayout, box.homogeneous != (newChildren.count == 1) {
                box.homogeneous = newChildren.count == 1
            }
            applyChildAlignment(view)
        case .overlay:
            syncOverlay(view, newChildren)
        case .button:
            setButtonChildren(view, newChildren)
        case .background, .leaf, .image:
            break
        }
        view.refreshFills()
        if view.extra is GeometryReaderState { alignGeometryReaderChildren(view) }
        if view.kind == .overlay { expandOverlay(view) }
        if view.kind == .toggle { refreshAutomaticLabel(view) }
        applyChildBehavior(view)
    }

    /// Makes `box`'s children match `new` with as few insertions, removals and moves as possible.
    static func sync(_ box: Gtk.Box, from old: [NativeView], to new: [NativeView]) {
        if old.count == new.count && zip(old, new).allSatisfy({ $0 === $1 }) { return }
        let newIDs = Set(new.map(ObjectIdentifier.init))
        var remaining: [NativeView] = []
        remaining.reserveCapacity(old.count)
        for child in old {
            if newIDs.contains(ObjectIdentifier(child)) {
                remaining.append(child)
            } else {
                box.remove(child.widget)
            }
        }
        let oldIDs = Set(remaining.map(ObjectIdentifier.init))
        var index = 0
        var previous: Gtk.Widget?
        for child in new {
            if index < remaining.count && remaining[index] === child {
                index += 1
            } else if oldIDs.contains(ObjectIdentifier(child)) {
                box.reorder(child.widget, after: previous)
                if let position = remaining[index...].firstIndex(where: { $0 === child }) {
                    remaining.remove(at: position)
                }
            } else {
                box.insert(child.widget, after: previous)
            }
            previous = child.widget
        }
    }

    func applyChildAlignment(_ view: NativeView) {
        guard view.kind == .box, view.childBox == nil else { return }
        let axis = view.centersSingleChild && view.children.count == 1 ? nil : view.axis
        for child in view.children {
            switch axis {
            case .vertical?:
                child.widget.halign = child.fillsWidth ? .fill : Self.align(view.alignment.horizontal)
            case .horizontal?:
                child.widget.valign = child.fillsHeight ? .fill : Self.align(view.alignment.vertical)
            case nil:
                child.widget.halign = child.fillsWidth ? .fill : Self.align(view.alignment.horizontal)
                child.widget.valign = child.fillsHeight ? .fill : Self.align(view.alignment.vertical)
            }
        }
    }

    static func align(_ alignment: HorizontalAlignment) -> Align {
        switch alignment {
        case .leading: return .start
        case .center: return .center
        case .trailing: return .end
        }
    }

    static func align(_ alignment: VerticalAlignment) -> Align {
        switch alignment {
        case .top: return .start
        case .center: return .center
        case .bottom: return .end
        }
    }
}
