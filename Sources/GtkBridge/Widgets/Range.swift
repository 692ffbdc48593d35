import CGtk

extension Gtk {
    /// A horizontal slider (`GtkScale`) over a range of values.
    public final class Scale: Widget {
        private var range: UnsafeMutablePointer<GtkRange> { pointer(as: GtkRange.self) }
        private var scale: UnsafeMutablePointer<GtkScale> { pointer(as: GtkScale.self) }
        /// Creates a slider.
        ///
        /// - Parameters:
        ///   - minimum: The smallest value.
        ///   - maximum: The largest value.
        ///   - step: The step of the keyboard and of snapping.
        public init(minimum: Double = 0, maximum: Double = 1, step: Double = 0.01) {
            let upper = maximum > minimum ? maximum : minimum + 1
            super.init(
                takingFloating: OpaquePointer(
                    gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, upper, step > 0 ? step : 0.01)))
        }

        /// The current value.
        public var value: Double {
            get { gtk_range_get_value(range) }
            set { gtk_range_set_value(range, newValue) }
        }

        /// Sets the range and the step (a range whose maximum is not above its minimum is widened
        /// by one, as GTK needs a non-empty range).
        ///
        /// - Parameters:
        ///   - minimum: The smallest value.
        ///   - maximum: The largest value.
        ///   - step: The step; 0 lets the value move freely.
        public func setRange(minimum: Double, maximum: Double, step: Double) {
            gtk_range_set_range(range, minimum, maximum > minimum ? maximum : minimum + 1)
            gtk_range_set_increments(range, step > 0 ? step : 0.01, step > 0 ? step * 10 : 0.1)
            gtk_scale_set_digits(scale, step > 0 && step >= 1 ? 0 : 2)
            gtk_range_set_round_digits(range, step >= 1 ? 0 : -1)
        }

        /// Runs `handler` with the new value whenever it changes (by the user or by code).
        ///
        /// - Parameter handler: Receives the value on the main actor.
        /// - Returns: The token that owns the connection.
        public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalToken {
            connect("value-changed") { [weak self] in
                guard let self else { return }
                handler(self.value)
            }
        }
    }

    /// A number field with − and + buttons (`GtkSpinButton`).
    public final class SpinButton: Widget {
        /// Creates a spin button.
        ///
        /// - Parameters:
        ///   - minimum: The smallest value.
        ///   - maximum: The largest value.
        ///   - step: The step of the buttons.
        public init(minimum: Double = 0, maximum: Double = 100, step: Double = 1) {
            super.init(
                takingFloating: OpaquePointer(
                    gtk_spin_button_new_with_range(minimum, max(minimum, maximum), step > 0 ? step : 1)))
        }

        /// The current value.
        public var value: Double {
            get { gtk_spin_button_get_value(gobjectPointer) }
            set { gtk_spin_button_set_value(gobjectPointer, newValue) }
        }

        /// Sets the range and step (and shows decimals when the step is fractional).
        ///
        /// - Parameters:
        ///   - minimum: The smallest value.
        ///   - maximum: The largest value.
        ///   - step: The step of the buttons.
        public func setRange(minimum: Double, maximum: Double, step: Double) {
            gtk_spin_button_set_range(gobjectPointer, minimum, max(minimum, maximum))
            let step = step > 0 ? step : 1
            gtk_spin_button_set_increments(gobjectPointer, step, step * 10)
            gtk_spin_button_set_digits(gobjectPointer, step.rounded() == step ? 0 : 2)
        }

        /// Moves the value by `steps` steps, as clicks on + (positive) or − (negative) would.
        ///
        /// - Parameter steps: How many steps.
        public func spin(by steps: Int) {
            for _ in 0..<abs(steps) {
                gtk_spin_button_spin(gobjectPointer, steps > 0 ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, 0)
            }
        }

        /// Runs `handler` with the new value whenever it changes.
        ///
        /// - Parameter handler: Receives the value on the main actor.
        /// - Returns: The token that owns the connection.
        public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalToken {
            connect("value-changed") { [weak self] in
                guard let self else { return }
                handler(self.value)
            }
        }
    }
}
