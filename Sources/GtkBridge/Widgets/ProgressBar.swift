import CGtk

extension Gtk {
    /// A bar that shows how far an operation has got (`GtkProgressBar`).
    ///
    /// ```swift
    /// let bar = ProgressBar()
    /// bar.fraction = 0.4
    /// ```
    open class ProgressBar: Widget {
        private var bar: OpaquePointer { gobjectPointer }

        /// Creates an empty progress bar (fraction 0).
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_progress_bar_new()))
        }

        /// The completed fraction, from 0 to 1 (GTK clamps values outside that range). Set inside
        /// `Widget.animate(withDuration:animations:completion:)`, the change is animated.
        public var fraction: Double {
            get { gtk_progress_bar_get_fraction(bar) }
            set {
                let bar = self.bar
                let captured = _captureAnimatableChange("fraction", to: newValue, from: fraction) {
                    gtk_progress_bar_set_fraction(bar, $0)
                }
                if !captured { gtk_progress_bar_set_fraction(bar, newValue) }
            }
        }

        /// Whether text is drawn on the bar: `text`, or the percentage when `text` is `nil`.
        public var showText: Bool {
            get { gtk_progress_bar_get_show_text(bar) != 0 }
            set { gtk_progress_bar_set_show_text(bar, newValue ? 1 : 0) }
        }

        /// The text drawn when `showText` is on, or `nil` to show the percentage.
        public var text: String? {
            get { gtk_progress_bar_get_text(bar).map { String(cString: $0) } }
            set { gtk_progress_bar_set_text(bar, newValue) }
        }

        /// The fraction of the bar the bouncing block moves on each `pulse()`.
        public var pulseStep: Double {
            get { gtk_progress_bar_get_pulse_step(bar) }
            set { gtk_progress_bar_set_pulse_step(bar, newValue) }
        }

        /// Switches to activity mode (progress of unknown extent) and moves the block one step.
        public func pulse() {
            gtk_progress_bar_pulse(bar)
        }
    }
}
