import Foundation

/// A pinch: `MagnifyGesture().onChanged { value in zoom = value.magnification }`.
///
/// On GTK it is a `GtkGestureZoom`: two touches on a touch screen, or a touchpad pinch.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has scaled.
    public struct Value: Sendable, Equatable {
        /// The distance between the fingers over the distance when the pinch started.
        public var magnification: CGFloat
        /// How fast the magnification changes per second (on GTK: 0, no velocity is kept).
        public var velocity: CGFloat
        /// The point of the view the pinch is centred on (on GTK: the centre).
        public var startAnchor: UnitPoint
        /// When this value was recorded.
        public var time: Date
    }

    /// How much the scale must change before the gesture reports it.
    public var minimumScaleDelta: CGFloat

    /// A pinch gesture.
    ///
    /// - Parameter minimumScaleDelta: The change of scale that starts the gesture (0.01 by default).
    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = max(minimumScaleDelta, 0) }

    /// The recognizer: changes as the fingers move, ends when they lift.
    public var _recognizer: _GestureRecognizer<Value> {
        let minimum = Double(minimumScaleDelta)
        return _GestureRecognizer(kind: .magnify) { event in
            switch event {
            case .magnifyChanged(let scale) where abs(scale - 1) >= minimum, .magnifyEnded(let scale):
                return Value(magnification: scale, velocity: 0, startAnchor: .center, time: Date())
            default: return nil
            }
        }
    }
}

/// A pinch whose value is the magnification alone — the older name of ``MagnifyGesture``.
public struct MagnificationGesture: Gesture {
    /// How much the scale must change before the gesture reports it.
    public var minimumScaleDelta: CGFloat

    /// A pinch gesture.
    ///
    /// - Parameter minimumScaleDelta: The change of scale that starts the gesture (0.01 by default).
    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = max(minimumScaleDelta, 0) }

    /// The recognizer: the magnification as the fingers move, and when they lift.
    public var _recognizer: _GestureRecognizer<CGFloat> {
        let minimum = Double(minimumScaleDelta)
        return _GestureRecognizer(kind: .magnify) { event in
            switch event {
            case .magnifyChanged(let scale) where abs(scale - 1) >= minimum, .magnifyEnded(let scale): return scale
            default: return nil
            }
        }
    }
}

/// A two-finger turn: `RotateGesture().onChanged { value in angle = value.rotation }`.
///
/// On GTK it is a `GtkGestureRotate`: two touches on a touch screen, or a touchpad turn.
public struct RotateGesture: Gesture {
    /// How far a turn has gone.
    public struct Value: Sendable, Equatable {
        /// The angle turned since the start, clockwise positive.
        public var rotation: Angle
        /// How fast the angle changes per second (on GTK: zero, no velocity is kept).
        public var velocity: Angle
        /// The point of the view the turn is centred on (on GTK: the centre).
        public var startAnchor: UnitPoint
        /// When this value was recorded.
        public var time: Date
    }

    /// How much the angle must change before the gesture reports it.
    public var minimumAngleDelta: Angle

    /// A rotation gesture.
    ///
    /// - Parameter minimumAngleDelta: The turn that starts the gesture (1° by default).
    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The recognizer: changes as the fingers turn, ends when they lift.
    public var _recognizer: _GestureRecognizer<Value> {
        let minimum = abs(minimumAngleDelta.radians)
        return _GestureRecognizer(kind: .rotate) { event in
            switch event {
            case .rotateChanged(let radians) where abs(radians) >= minimum, .rotateEnded(let radians):
                return Value(rotation: .radians(radians), velocity: .zero, startAnchor: .center, time: Date())
            default: return nil
            }
        }
    }
}

/// A two-finger turn whose value is the angle alone — the older name of ``RotateGesture``.
public struct RotationGesture: Gesture {
    /// How much the angle must change before the gesture reports it.
    public var minimumAngleDelta: Angle

    /// A rotation gesture.
    ///
    /// - Parameter minimumAngleDelta: The turn that starts the gesture (1° by default).
    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The recognizer: the angle as the fingers turn, and when they lift.
    public var _recognizer: _GestureRecognizer<Angle> {
        let minimum = abs(minimumAngleDelta.radians)
        return _GestureRecognizer(kind: .rotate) { event in
            switch event {
            case .rotateChanged(let radians) where abs(radians) >= minimum, .rotateEnded(let radians):
                return .radians(radians)
            default: return nil
            }
        }
    }
}
