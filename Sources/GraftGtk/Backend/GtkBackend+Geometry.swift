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
    var last: GeometryProxy?
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
        view.onDismantle = { [weak state] in
            state?.token?.cancel()
            state?.onChange = nil
        }
        return view
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
        let origin = overlay.root.flatMap { state.area.frame(in: $0) }
        let proxy = GeometryProxy(
            size: CGSize(width: width, height: height),
            globalFrame: CGRect(x: origin?.x ?? 0, y: origin?.y ?? 0, width: width, height: height))
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
