import CGtk

extension Gtk.Window {
    /// Waits until the window is mapped, laid out and painted once more, so a render shows its
    /// current content.
    ///
    /// Runs the main loop until the window is mapped, then asks for a redraw and waits for the
    /// frame clock to finish that frame's layout and paint phases (`after-paint`).
    ///
    /// - Parameter timeout: The longest time to wait in all.
    /// - Throws: `RenderError.timedOut` when the window does not map or paint in time.
    public func waitUntilPainted(timeout: Duration = .seconds(5)) throws(RenderError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        guard MainLoop.runUntil(timeout: timeout, { self.isMapped }) else { throw .timedOut }
        guard let frameClock = gtk_widget_get_frame_clock(widgetPointer) else { throw .notMapped }
        let clockObject = GObjectRef(retaining: frameClock)
        var painted = false
        let token = clockObject.connect("after-paint") { painted = true }
        defer { token.cancel() }
        gtk_widget_queue_draw(widgetPointer)
        let remaining = deadline - clock.now
        guard remaining > .zero, MainLoop.runUntil(timeout: remaining, { painted }) else { throw .timedOut }
    }
}
