import Foundation
import GraftCore
import GtkBridge

/// What a gesture host keeps beside its box: the recognizers, for which kinds, the latest handler
/// and the drags in progress.
@MainActor
final class GestureHostState {
    var kinds: [GestureKind] = []
    var recognizers: [Gtk.GestureRecognizer] = []
    var handler: (@MainActor (Int, GestureEvent) -> Void)?
    /// The start point of each drag in progress, by gesture index.
    var dragStarts: [Int: CGPoint] = [:]
    /// The drags that moved past their minimum distance, by gesture index.
    var activeDrags: Set<Int> = []
    /// The last scale or angle of each pinch or turn in progress, by gesture index.
    var twoFingerValues: [Int: Double] = [:]

    func removeAll() {
        for recognizer in recognizers { recognizer.remove() }
        recognizers.removeAll()
        kinds.removeAll()
        handler = nil
    }

    func send(_ index: Int, _ event: GestureEvent) { handler?(index, event) }
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

extension GtkBackend {
    /// A box around the content, recognizing gestures with GTK's gesture controllers.
    public func makeGestureHost() -> NativeGestureHost {
        let state = GestureHostState()
        let view = NativeGestureHost(Gtk.Box(orientation: .vertical, spacing: 0), state: state)
        view.centersSingleChild = true
        view.onDismantle = { state.removeAll() }
        return view
    }

    /// Keeps the latest handler; re-makes the recognizers only when the kinds of gesture change.
    public func updateGestures(
        _ view: NativeGestureHost, _ kinds: [GestureKind], handler: @escaping @MainActor (Int, GestureEvent) -> Void
    ) {
        let state = view.state
        state.handler = handler
        guard state.kinds != kinds else { return }
        for recognizer in state.recognizers { recognizer.remove() }
        state.kinds = kinds
        state.dragStarts.removeAll()
        state.activeDrags.removeAll()
        state.twoFingerValues.removeAll()
        state.recognizers = kinds.enumerated().map { index, kind in
            Self.addRecognizer(kind, index: index, to: view.widget, state: state)
        }
    }

    private static func addRecognizer(
        _ kind: GestureKind, index: Int, to widget: Gtk.Widget, state: GestureHostState
    ) -> Gtk.GestureRecognizer {
        switch kind {
        case .tap(let count):
            return widget.addTapGesture(count: count) { [weak state] in
                state?.send(index, .pressingChanged(true))
            } onStop: { [weak state] in
                state?.send(index, .pressingChanged(false))
            } onTap: { [weak state] x, y in
                state?.send(index, .tapped(location: CGPoint(x: x, y: y)))
            }
        case .longPress(let duration):
            return widget.addLongPressGesture(minimumDuration: duration) { [weak state] pressing in
                state?.send(index, .pressingChanged(pressing))
            } onPressed: { [weak state] in
                state?.send(index, .longPressed)
            }
        case .magnify:
            return widget.addZoomGesture { [weak state] scale in
                state?.twoFingerValues[index] = scale
                state?.send(index, .magnifyChanged(scale: scale))
            } ended: { [weak state] in
                guard let scale = state?.twoFingerValues.removeValue(forKey: index) else { return }
                state?.send(index, .magnifyEnded(scale: scale))
            }
        case .rotate:
            return widget.addRotateGesture { [weak state] radians in
                state?.twoFingerValues[index] = radians
                state?.send(index, .rotateChanged(radians: radians))
            } ended: { [weak state] in
                guard let radians = state?.twoFingerValues.removeValue(forKey: index) else { return }
                state?.send(index, .rotateEnded(radians: radians))
            }
        case .hover:
            return widget.addHoverController { [weak state] x, y in
                state?.send(index, .hoverEntered(location: CGPoint(x: x, y: y)))
            } moved: { [weak state] x, y in
                state?.send(index, .hoverMoved(location: CGPoint(x: x, y: y)))
            } left: { [weak state] in
                state?.send(index, .hoverEnded)
            }
        case .drag(let minimumDistance):
            return widget.addDragGesture { [weak state] x, y in
                state?.dragStarts[index] = CGPoint(x: x, y: y)
                state?.activeDrags.remove(index)
                state?.send(index, .pressingChanged(true))
            } changed: { [weak state] dx, dy in
                guard let state, let start = state.dragStarts[index] else { return }
                if !state.activeDrags.contains(index) {
                    guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
                    state.activeDrags.insert(index)
                }
                state.send(index, .dragChanged(start: start, translation: CGSize(width: dx, height: dy)))
            } ended: { [weak state] dx, dy in
                guard let state, let start = state.dragStarts.removeValue(forKey: index) else { return }
                // A press that never moved far enough is no drag: the gesture is over without ending.
                guard state.activeDrags.remove(index) != nil else { return state.send(index, .pressingChanged(false)) }
                state.send(index, .dragEnded(start: start, translation: CGSize(width: dx, height: dy)))
            }
        }
    }
}
