import Foundation

/// Where the pointer is over a view, as `.onContinuousHover` reports it.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location in the view's coordinate space.
    case active(CGPoint)
    /// The pointer has left the view.
    case ended
}

extension View {
    /// Runs `action` with `true` when the pointer enters the view's area and `false` when it
    /// leaves it.
    ///
    /// ```swift
    /// Text("Hover me").background(isHovered ? Color.yellow : Color.clear)
    ///     .onHover { isHovered = $0 }
    /// ```
    ///
    /// On GTK: a `GtkEventControllerMotion` on the view's widget, whose `enter` and `leave`
    /// cover the views inside it too (moving onto a button inside keeps the view hovered).
    ///
    /// - Parameter action: Gets whether the pointer is over the view.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        var recognizer = _GestureRecognizer<Bool>(kind: .hover) { event in
            switch event {
            case .hoverEntered: true
            case .hoverEnded: false
            default: nil
            }
        }
        recognizer.changed.append(action)
        return _GestureView(content: self, recognizers: [_AnyGestureRecognizer(recognizer)])
    }

    /// Runs `action` each time the pointer enters the view, moves over it, or leaves it.
    ///
    /// ```swift
    /// Canvas { … }.onContinuousHover { phase in
    ///     if case .active(let point) = phase { crosshair = point } else { crosshair = nil }
    /// }
    /// ```
    ///
    /// On GTK: a `GtkEventControllerMotion`'s `enter`, `motion` and `leave`.
    ///
    /// - Parameters:
    ///   - coordinateSpace: Only `.local` locations are reported on GTK (the view's top-leading
    ///     corner is (0, 0)).
    ///   - action: Gets `.active(location)` while the pointer is over the view and `.ended` when it
    ///     leaves.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> some View {
        var recognizer = _GestureRecognizer<HoverPhase>(kind: .hover) { event in
            switch event {
            case .hoverEntered(let location), .hoverMoved(let location): .active(location)
            case .hoverEnded: .ended
            default: nil
            }
        }
        recognizer.changed.append(action)
        return _GestureView(content: self, recognizers: [_AnyGestureRecognizer(recognizer)])
    }
}
