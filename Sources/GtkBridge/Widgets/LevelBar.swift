import CGtk

extension Gtk {
    /// A bar that shows a level within a range (`GtkLevelBar`), in continuous mode.
    ///
    /// ```swift
    /// let bar = LevelBar()
    /// bar.setRange(minimum: 0, maximum: 10)
    /// bar.value = 4
    /// ```
    open class LevelBar: Widget {
        private var bar: OpaquePointer { gobjectPointer }

        /// Creates an empty level bar over 0…1.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_level_bar_new()))
        }

        /// The level shown, between `minimum` and `maximum` (GTK clamps it into the range).
        public var value: Double {
            get { gtk_level_bar_get_value(bar) }
            set { gtk_level_bar_set_value(bar, newValue) }
        }

        /// The lower end of the range.
        public var minimum: Double { gtk_level_bar_get_min_value(bar) }

        /// The upper end of the range.
        public var maximum: Double { gtk_level_bar_get_max_value(bar) }

        /// Sets both ends of the range (the upper one first when it grows, so the lower one never
        /// passes it).
        ///
        /// - Parameters:
        ///   - minimum: The lower end.
        ///   - maximum: The upper end.
        public func setRange(minimum: Double, maximum: Double) {
            if maximum >= self.maximum {
                gtk_level_bar_set_max_value(bar, maximum)
                gtk_level_bar_set_min_value(bar, minimum)
            } else {
                gtk_level_bar_set_min_value(bar, minimum)
                gtk_level_bar_set_max_value(bar, maximum)
            }
        }
    }
}
