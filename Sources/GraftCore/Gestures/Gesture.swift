import Foundation

/// What a backend recognizes for one gesture, and how (its kind and thresholds).
public enum GestureKind: Sendable, Hashable {
    /// `count` clicks in a row, ending on release.
    case tap(count: Int)
    /// A press held `minimumDuration` seconds.
    case longPress(minimumDuration: Double)
    /// A press that moves at least `minimumDistance` points.
    case drag(minimumDistance: Double)
    /// Two fingers pinching or spreading (a trackpad pinch), reported once the scale changes.
    case magnify
    /// Two fingers turning, reported once the angle changes.
    case rotate
    /// The pointer over the view: where it enters, each move, and when it leaves.
    case hover
}

/// One thing a backend's gesture recognizer saw, in the view's coordinates (points).
public enum GestureEvent: Sendable, Equatable {
    /// A tap ended at `location`.
    case tapped(location: CGPoint)
    /// A press the gesture could recognize started (`true`), or the gesture can no longer
    /// recognize it (`false`: the press ended, failed or was cancelled).
    case pressingChanged(Bool)
    /// A press was held long enough.
    case longPressed
    /// A drag that moved past its minimum distance moved again.
    case dragChanged(start: CGPoint, translation: CGSize)
    /// A drag that moved past its minimum distance ended.
    case dragEnded(start: CGPoint, translation: CGSize)
    /// A pinch changed: `scale` is the distance between the fingers over the distance at the start.
    case magnifyChanged(scale: Double)
    /// A pinch ended at `scale`.
    case magnifyEnded(scale: Double)
    /// A turn changed: `radians` turned since the start, clockwise positive.
    case rotateChanged(radians: Double)
    /// A turn ended at `radians` from the start.
    case rotateEnded(radians: Double)
    /// The pointer entered the view at `location`.
    case hoverEntered(location: CGPoint)
    /// The pointer moved over the view, to `location`.
    case hoverMoved(location: CGPoint)
    /// The pointer left the view (or the window).
    case hoverEnded
}

/// An input gesture a view recognizes with `.gesture(_:)`: `TapGesture`, `LongPressGesture`,
/// `DragGesture`, with `.onChanged`, `.onEnded` and `.updating` added.
///
/// On GTK each gesture is one of GTK's recognizers (`GtkGestureClick`, `GtkGestureLongPress`,
/// `GtkGestureDrag`) on the view's widget.
@MainActor @preconcurrency
public protocol Gesture {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The recognizer behind the gesture.
    var _recognizer: _GestureRecognizer<Value> { get }
}

/// A gesture with extra actions added by `.onChanged`, `.onEnded` or `.updating`.
public struct _ModifiedGesture<Value>: Gesture {
    /// The recognizer with the actions added.
    public let _recognizer: _GestureRecognizer<Value>
}

extension Gesture {
    /// Runs `action` with the gesture's value each time it changes (a drag moving, a press
    /// starting).
    ///
    /// - Parameter action: Gets the new value.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ModifiedGesture<Value> {
        var recognizer = _recognizer
        recognizer.changed.append(action)
        return _ModifiedGesture(_recognizer: recognizer)
    }

    /// Runs `action` with the final value when the gesture ends successfully.
    ///
    /// - Parameter action: Gets the final value.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _ModifiedGesture<Value> {
        var recognizer = _recognizer
        recognizer.ended.append(action)
        return _ModifiedGesture(_recognizer: recognizer)
    }

    /// Updates `state` while the gesture changes; `state` goes back to its initial value when
    /// the gesture ends or is cancelled.
    ///
    /// - Parameters:
    ///   - state: The `@GestureState` to update (`$offset`).
    ///   - body: Gets the value, the state to change and the transaction of the change.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Value> {
        var recognizer = _recognizer
        recognizer.changed.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current, transaction: transaction)
        }
        recognizer.reset.append { state.reset() }
        return _ModifiedGesture(_recognizer: recognizer)
    }
}

/// A tap, or `count` taps in a row: `TapGesture(count: 2).onEnded { … }`.
public struct TapGesture: Gesture {
    /// How many taps in a row make the gesture.
    public var count: Int

    /// A gesture of `count` taps.
    ///
    /// - Parameter count: How many taps in a row (1 by default).
    public nonisolated init(count: Int = 1) { self.count = max(count, 1) }

    /// The recognizer: ends with `()` on the last tap's release.
    public var _recognizer: _GestureRecognizer<Void> {
        _GestureRecognizer(kind: .tap(count: count)) { event in
            if case .tapped = event { return () }
            return nil
        }
    }
}

/// A press held for a while: `LongPressGesture(minimumDuration: 1).onEnded { _ in … }`.
///
/// Its value is `true` while pressing (`onChanged`) and when the press succeeds (`onEnded`).
public struct LongPressGesture: Gesture {
    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move; on GTK the drag threshold applies instead.
    public var maximumDistance: Double

    /// A long press.
    ///
    /// - Parameters:
    ///   - minimumDuration: Seconds to hold (0.5 by default; GTK accepts 0.25 … 1 s by default
    ///     settings and clamps others).
    ///   - maximumDistance: How far the pointer may move (GTK uses its drag threshold).
    public nonisolated init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The recognizer: changes to `true` on press, ends with `true` once held long enough.
    public var _recognizer: _GestureRecognizer<Bool> {
        _GestureRecognizer(kind: .longPress(minimumDuration: minimumDuration)) { event in
            switch event {
            case .pressingChanged(true), .longPressed: return true
            default: return nil
            }
        }
    }
}

/// A drag: `DragGesture().onChanged { value in offset = value.translation }`.
public struct DragGesture: Gesture {
    /// Where a drag is and where it started.
    public struct Value: Sendable, Equatable {
        /// Where the drag started, in the view's coordinates.
        public var startLocation: CGPoint
        /// Where the pointer is now.
        public var location: CGPoint
        /// How far it moved from the start.
        public var translation: CGSize
        /// When this value was recorded.
        public var time: Date
        /// Where the drag would end if it stopped now (on GTK: `location`; no velocity is kept).
        public var predictedEndLocation: CGPoint { location }
        /// How far it would move if it stopped now (on GTK: `translation`).
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the pointer must move before the drag starts, in points.
    public var minimumDistance: Double

    /// A drag gesture.
    ///
    /// - Parameters:
    ///   - minimumDistance: Points to move before the drag starts (10 by default).
    ///   - coordinateSpace: Accepted for SwiftUI compatibility; locations are in the view's space.
    public nonisolated init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = max(minimumDistance, 0)
    }

    /// The recognizer: changes as the pointer moves, ends on release.
    public var _recognizer: _GestureRecognizer<Value> {
        _GestureRecognizer(kind: .drag(minimumDistance: minimumDistance)) { event in
            switch event {
            case .dragChanged(let start, let translation), .dragEnded(let start, let translation):
                return Value(
                    startLocation: start,
                    location: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
                    translation: translation, time: Date())
            default: return nil
            }
        }
    }
}
