import Foundation

/// A view with gesture recognizers on its widget.
struct _GestureView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let recognizers: [_AnyGestureRecognizer]
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGestureHost()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let recognizers = self.recognizers
        let enabled = context.environment.isEnabled
        let kinds = recognizers.map(\.kinds)
        let memories: [_GestureMemory]
        if let kept = context.storage.value as? _GestureMemories, kept.kinds == kinds {
            memories = kept.memories
        } else {
            memories = kinds.map { _ in _GestureMemory() }
            context.storage.value = _GestureMemories(kinds: kinds, memories: memories)
        }
        // Which recognizer, and which of its kinds, each of the backend's gestures is.
        let owners = kinds.enumerated().flatMap { owner, kinds in kinds.indices.map { (owner, $0) } }
        context.backend.updateGestures(context.handle(), kinds.flatMap { $0 }) { index, event in
            guard enabled, owners.indices.contains(index) else { return }
            let (owner, part) = owners[index]
            recognizers[owner].handle(memories[owner], part, event)
        }
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

/// What the gestures of one view remember, kept while their kinds stay the same.
@MainActor
final class _GestureMemories {
    let kinds: [[GestureKind]]
    let memories: [_GestureMemory]
    init(kinds: [[GestureKind]], memories: [_GestureMemory]) {
        self.kinds = kinds
        self.memories = memories
    }
}

/// A gesture recognizer with its value type erased.
@MainActor
struct _AnyGestureRecognizer {
    let kinds: [GestureKind]
    let handle: (_GestureMemory, Int, GestureEvent) -> Void

    init<Value>(_ recognizer: _GestureRecognizer<Value>) {
        kinds = recognizer.kinds
        handle = { _ = recognizer.process($0, $1, $2) }
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times in a row.
    ///
    /// On GTK: a `GtkGestureClick` on the view's widget; the action runs on the release of the
    /// last click. Controls inside the view (buttons, fields) keep their own clicks.
    ///
    /// - Parameters:
    ///   - count: How many taps in a row (1 by default).
    ///   - action: Runs on the main actor.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location when the view is tapped `count` times in a row.
    ///
    /// - Parameters:
    ///   - count: How many taps in a row (1 by default).
    ///   - coordinateSpace: Only `.local` locations are reported on GTK.
    ///   - action: Gets the location of the last tap in the view.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        var recognizer = _GestureRecognizer<CGPoint>(kind: .tap(count: max(count, 1))) { event in
            if case .tapped(let location) = event { return location }
            return nil
        }
        recognizer.ended.append(action)
        return _GestureView(content: self, recognizers: [_AnyGestureRecognizer(recognizer)])
    }

    /// Runs `action` when the view is pressed and held for `minimumDuration` seconds.
    ///
    /// On GTK: a `GtkGestureLongPress` (its delay is GTK's long-press time scaled, within 0.5×…2×).
    ///
    /// - Parameters:
    ///   - minimumDuration: Seconds to hold (0.5 by default).
    ///   - maximumDistance: How far the pointer may move (GTK uses its drag threshold).
    ///   - action: Runs when the press has been held long enough.
    ///   - onPressingChanged: Gets `true` when a press starts and `false` when it ends.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        var recognizer = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            ._recognizer
        recognizer.ended.append { _ in action() }
        if let onPressingChanged {
            recognizer.changed.append { _ in onPressingChanged(true) }
            recognizer.reset.append { onPressingChanged(false) }
        }
        return _GestureView(content: self, recognizers: [_AnyGestureRecognizer(recognizer)])
    }

    /// Adds a gesture to the view: `TapGesture`, `LongPressGesture`, `DragGesture`, with their
    /// `.onChanged`, `.onEnded` and `.updating` actions.
    ///
    /// - Parameter gesture: The gesture.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        _GestureView(content: self, recognizers: [_AnyGestureRecognizer(gesture._recognizer)])
    }

    /// Adds a gesture that takes precedence over the gestures of the views inside (on GTK: the
    /// same as `.gesture(_:)`; GTK's widgets inside keep their own clicks).
    ///
    /// - Parameter gesture: The gesture.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self.gesture(gesture) }

    /// Adds a gesture recognized alongside the gestures of the views inside.
    ///
    /// - Parameter gesture: The gesture.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self.gesture(gesture) }
}
