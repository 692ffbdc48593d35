import Foundation
import GraftCore
import GtkBridge

/// What a geometry reader keeps beside its overlay: the area that measures it and the latest
/// handler.
@MainActor
final class GeometryReaderState {
    let area = Gtk.DrawingArea()
    var onChange: (@MainActor (GeometryProxy) -> Void)?
    var token: SignalToken?
    var afterLayout: SignalToken?
    var last: GeometryProxy?
}

/// A `.coordinateSpace(_:)`: a one-child box that the geometry readers inside it find by walking
/// up from themselves (`GtkBackend.liveCoordinateSpaces`).
@MainActor
public final class NativeCoordinateSpace: NativeBox {
    var name: NamedCoordinateSpace?
}

/// A weak reference to a named space, so the list of them holds none alive.
@MainActor
struct WeakCoordinateSpace {
    weak var space: NativeCoordinateSpace?
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

extension GtkBackend {
    /// A `GtkOverlay` whose main child is an empty, expanding `GtkDrawingArea`: its `resize`
    /// signal reports the reader's allocation. The content is in a column placed as an unmeasured
    /// overlay, so it cannot change the reader's size (no layout feedback).
    public func makeGeometryReader() -> NativeGeometryReader {
        let overlay = Gtk.Overlay()
        let state = GeometryReaderState()
        state.area.hexpand = true
        state.area.vexpand = true
        overlay.child = state.area
        let column = Gtk.Box(orientation: .vertical, spacing: 0)
        overlay.addOverlay(column)
        overlay.setMeasureOverlay(column, false)
        column.halign = .fill
        column.valign = .fill
        let view = NativeGeometryReader(overlay, column: column, state: state)
        view.setOwnFills(width: true, height: true)
        overlay.hexpand = true
        overlay.vexpand = true
        state.token = state.area.connect(
            "resize",
            withArguments: { [weak state, weak overlay] _ in
                guard let state, let overlay else { return }
                Self.reportGeometry(state, overlay)
            })
        // A reader that moves without changing size (its content scrolled, a sibling grew) is
        // re-measured after each frame's layout; an unchanged geometry reports nothing.
        view.tokens.append(
            state.area.connect("realize", after: true) { [weak state, weak overlay] in
                guard let state, let overlay else { return }
                state.afterLayout = state.area.connectAfterLayout { [weak state, weak overlay] in
                    guard let state, let overlay else { return }
                    Self.reportGeometry(state, overlay)
                }
            })
        view.tokens.append(
            state.area.connect("unrealize") { [weak state] in
                state?.afterLayout?.cancel()
                state?.afterLayout = nil
            })
        view.onDismantle = { [weak state] in
            state?.token?.cancel()
            state?.afterLayout?.cancel()
            state?.onChange = nil
        }
        return view
    }

    /// The named spaces alive in any window, for the readers to find their enclosing ones.
    static var liveCoordinateSpaces: [WeakCoordinateSpace] = []

    /// A vertical box holding the content, laid out as it.
    public func makeCoordinateSpace() -> NativeCoordinateSpace {
        let view = NativeCoordinateSpace(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.centersSingleChild = true
        Self.liveCoordinateSpaces.removeAll { $0.space == nil }
        Self.liveCoordinateSpaces.append(WeakCoordinateSpace(space: view))
        view.onDismantle = { [weak view] in
            Self.liveCoordinateSpaces.removeAll { $0.space == nil || $0.space === view }
        }
        return view
    }

    /// Sets the name the readers inside find the space by.
    public func updateCoordinateSpace(_ view: NativeCoordinateSpace, name: NamedCoordinateSpace) {
        view.name = name
        view.widget.queueAllocate()
    }

    /// The window rectangles of the named spaces around `widget`: its enclosing
    /// `.coordinateSpace` boxes (the nearest wins a repeated name) and its nearest scrolled
    /// windows — any, and the nearest that scrolls on each axis — as `.scrollView` spaces.
    static func enclosingSpaces(of widget: Gtk.Widget, in root: Gtk.Widget) -> [NamedCoordinateSpace: CGRect] {
        var spaces: [NamedCoordinateSpace: CGRect] = [:]
        func record(_ name: NamedCoordinateSpace, _ ancestor: Gtk.Widget) {
            guard spaces[name] == nil, let frame = ancestor.frame(in: root) else { return }
            spaces[name] = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        let named = liveCoordinateSpaces.compactMap { entry in
            entry.space.flatMap { space in space.name.map { (space.widget, $0) } }
        }
        var ancestor = widget.parent
        while let current = ancestor {
            if let policies = current.scrollbarPolicies {
                record(.scrollView, current)
                if policies.horizontal != .never { record(.scrollView(axis: .horizontal), current) }
                if policies.vertical != .never { record(.scrollView(axis: .vertical), current) }
            }
            for (spaceWidget, name) in named where spaceWidget.isSameWidget(as: current) { record(name, current) }
            ancestor = current.parent
        }
        return spaces
    }

    /// Hands a geometry reader the closure that receives its size and position after each
    /// allocation that changed them.
    public func updateGeometryReader(
        _ view: NativeGeometryReader, onChange: @escaping @MainActor (GeometryProxy) -> Void
    ) {
        view.state.onChange = onChange
    }

    /// Reports the reader's size and window position after GTK allocated it; the engine update
    /// it causes runs after this layout pass, not inside it.
    static func reportGeometry(_ state: GeometryReaderState, _ overlay: Gtk.Widget) {
        let width = Double(state.area.allocatedWidth)
        let height = Double(state.area.allocatedHeight)
        let root = overlay.root
        let origin = root.flatMap { state.area.frame(in: $0) }
        let proxy = GeometryProxy(
            size: CGSize(width: width, height: height),
            globalFrame: CGRect(x: origin?.x ?? 0, y: origin?.y ?? 0, width: width, height: height),
            spaces: root.map { enclosingSpaces(of: state.area, in: $0) } ?? [:])
        guard proxy != state.last else { return }
        state.last = proxy
        // The engine only marks the reader dirty here; its update runs on the next idle turn.
        state.onChange?(proxy)
    }

    /// Children of a geometry reader sit at its top-leading corner unless they fill it.
    static func alignGeometryReaderChildren(_ view: NativeWidget) {
        for child in view.children {
            child.widget.halign = child.fillsWidth ? .fill : .start
            child.widget.valign = child.fillsHeight ? .fill : .start
            child.widget.vexpand = child.fillsHeight
        }
    }
}
