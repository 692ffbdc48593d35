import CGtk

extension Gtk {
    /// One gesture recognizer attached to a widget (`GtkGestureClick`, `GtkGestureLongPress` or
    /// `GtkGestureDrag`) with its signal connections.
    ///
    /// The widget owns the controller; `remove()` (or the end of this object) disconnects the
    /// handlers and takes the controller off the widget, so no callback reaches Swift afterwards.
    @MainActor
    public final class GestureRecognizer {
        /// The GTK event controller, for tests that drive it through its signals.
        public let controller: GObjectRef
        private weak var widget: Gtk.Widget?
        private var tokens: [SignalToken] = []

        init(_ pointer: OpaquePointer, on widget: Gtk.Widget) {
            controller = GObjectRef(retaining: pointer)
            self.widget = widget
            gtk_widget_add_controller(widget.widgetPointer, pointer)  // the widget takes the reference
        }

        func connect(_ signal: String, _ handler: @escaping @MainActor (SignalArguments) -> Void) {
            tokens.append(controller.connect(signal, withArguments: handler))
        }

        /// Disconnects the handlers and removes the controller from its widget.
        public func remove() {
            for token in tokens { token.cancel() }
            tokens.removeAll()
            if let widget {
                gtk_widget_remove_controller(widget.widgetPointer, controller.gobjectPointer)
                self.widget = nil
            }
        }

        isolated deinit { remove() }
    }
}

extension Gtk.Widget {
    /// Recognizes taps: `onTap` runs when the button is released after the `count`-th click in a
    /// row (each release for `count` 1), at widget coordinates. A press that moves past the drag
    /// threshold is not a tap.
    ///
    /// - Parameters:
    ///   - count: How many clicks in a row make the tap (at least 1).
    ///   - onPress: Runs on each press (GTK's `pressed`).
    ///   - onStop: Runs when the clicks in a row are over: the double-click time passed or the
    ///     pointer moved too far (GTK's `stopped`).
    ///   - onTap: Gets the release point.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addTapGesture(
        count: Int, onPress: (@MainActor () -> Void)? = nil, onStop: (@MainActor () -> Void)? = nil,
        onTap: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> Gtk.GestureRecognizer {
        let recognizer = Gtk.GestureRecognizer(gtk_gesture_click_new()!, on: self)
        let count = max(count, 1)
        recognizer.connect("released") { arguments in
            let presses = arguments.int(at: 0) ?? 1
            guard count == 1 || presses == count else { return }
            onTap(arguments.double(at: 1) ?? 0, arguments.double(at: 2) ?? 0)
        }
        if let onPress { recognizer.connect("pressed") { _ in onPress() } }
        if let onStop { recognizer.connect("stopped") { _ in onStop() } }
        return recognizer
    }

    /// Recognizes long presses: `onPressing(true)` when a press starts, `onPressed` once it has
    /// been held for `minimumDuration` seconds without moving past GTK's drag threshold, and
    /// `onPressing(false)` when the press ends or is cancelled.
    ///
    /// - Parameters:
    ///   - minimumDuration: How long the press must be held, in seconds (GTK's default is 0.5).
    ///   - onPressing: Gets whether a press is in progress.
    ///   - onPressed: Runs when the press has been held long enough.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addLongPressGesture(
        minimumDuration: Double, onPressing: @escaping @MainActor (Bool) -> Void,
        onPressed: @escaping @MainActor () -> Void
    ) -> Gtk.GestureRecognizer {
        let pointer = gtk_gesture_long_press_new()!
        let recognizer = Gtk.GestureRecognizer(pointer, on: self)
        // GTK waits `gtk-long-press-time` (500 ms by default) times the delay factor (0.5 … 2).
        let milliseconds =
            gtk_settings_get_default().flatMap {
                GObjectRef(retaining: $0).property("gtk-long-press-time", as: Int.self)
            } ?? 500
        let factor = minimumDuration * 1000 / Double(max(milliseconds, 1))
        gtk_gesture_long_press_set_delay_factor(pointer, min(max(factor, 0.5), 2))
        recognizer.connect("begin") { _ in onPressing(true) }
        recognizer.connect("end") { _ in onPressing(false) }
        recognizer.connect("pressed") { _ in onPressed() }
        return recognizer
    }

    /// Recognizes drags: `began` at the start point, `changed` and `ended` with the offset from it
    /// (all in widget coordinates, pixels).
    ///
    /// - Parameters:
    ///   - began: Gets the start point.
    ///   - changed: Gets the offset from the start point as the pointer moves.
    ///   - ended: Gets the final offset when the button is released.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addDragGesture(
        began: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        changed: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void,
        ended: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void
    ) -> Gtk.GestureRecognizer {
        let recognizer = Gtk.GestureRecognizer(gtk_gesture_drag_new()!, on: self)
        recognizer.connect("drag-begin") { began($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }
        recognizer.connect("drag-update") { changed($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }
        recognizer.connect("drag-end") { ended($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }
        return recognizer
    }

    /// Recognizes pinches (`GtkGestureZoom`): `changed` with the distance between the two touches
    /// over their distance at the start, `ended` when the touches lift.
    ///
    /// - Parameters:
    ///   - changed: Gets the scale as the touches move.
    ///   - ended: Runs when the gesture ends.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addZoomGesture(
        changed: @escaping @MainActor (_ scale: Double) -> Void, ended: @escaping @MainActor () -> Void
    ) -> Gtk.GestureRecognizer {
        let recognizer = Gtk.GestureRecognizer(gtk_gesture_zoom_new()!, on: self)
        recognizer.connect("scale-changed") { changed($0.double(at: 0) ?? 1) }
        recognizer.connect("end") { _ in ended() }
        return recognizer
    }

    /// Recognizes two-finger turns (`GtkGestureRotate`): `changed` with the angle turned since the
    /// start in radians (GTK's `angle-delta`), `ended` when the touches lift.
    ///
    /// - Parameters:
    ///   - changed: Gets the angle turned as the touches move.
    ///   - ended: Runs when the gesture ends.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addRotateGesture(
        changed: @escaping @MainActor (_ radians: Double) -> Void, ended: @escaping @MainActor () -> Void
    ) -> Gtk.GestureRecognizer {
        let recognizer = Gtk.GestureRecognizer(gtk_gesture_rotate_new()!, on: self)
        recognizer.connect("angle-changed") { changed($0.double(at: 1) ?? 0) }
        recognizer.connect("end") { _ in ended() }
        return recognizer
    }

    /// Follows the pointer over the widget (`GtkEventControllerMotion`): `entered` when it enters
    /// the widget or a widget inside it, `moved` as it moves there, `left` when it leaves them
    /// all, at widget coordinates.
    ///
    /// - Parameters:
    ///   - entered: Gets the point where the pointer entered.
    ///   - moved: Gets each point it moved to.
    ///   - left: Runs when it left.
    /// - Returns: The recognizer; keep it for as long as the hover applies.
    public func addHoverController(
        entered: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        moved: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        left: @escaping @MainActor () -> Void
    ) -> Gtk.GestureRecognizer {
        let recognizer = Gtk.GestureRecognizer(gtk_event_controller_motion_new()!, on: self)
        recognizer.connect("enter") { entered($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }
        recognizer.connect("motion") { moved($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }
        recognizer.connect("leave") { _ in left() }
        return recognizer
    }
}
