import CGtk

extension Gtk {
    /// A month calendar where the user picks a day (`GtkCalendar`).
    ///
    /// ```swift
    /// let calendar = Calendar()
    /// calendar.select(year: 2026, month: 11, day: 30)
    /// let token = calendar.onDateChanged { year, month, day in print(year, month, day) }
    /// ```
    public final class Calendar: Widget {
        /// Creates a calendar showing today.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_calendar_new()!))
        }

        /// The selected day: the year, the month (1 to 12) and the day of the month.
        public var date: (year: Int, month: Int, day: Int) {
            guard let date = gtk_calendar_get_date(gobjectPointer) else { return (1970, 1, 1) }
            defer { g_date_time_unref(date) }
            var year: gint = 0
            var month: gint = 0
            var day: gint = 0
            g_date_time_get_ymd(date, &year, &month, &day)
            return (Int(year), Int(month), Int(day))
        }

        /// Selects a day and shows its month; an invalid day (February 30) is ignored.
        ///
        /// - Parameters:
        ///   - year: The year (1 to 9999).
        ///   - month: The month, 1 to 12.
        ///   - day: The day of the month, from 1.
        /// - Returns: Whether the day was valid and is now selected.
        @discardableResult
        public func select(year: Int, month: Int, day: Int) -> Bool {
            guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
                let date = g_date_time_new_local(gint(year), gint(month), gint(day), 12, 0, 0)
            else { return false }
            defer { g_date_time_unref(date) }
            var y: gint = 0
            var m: gint = 0
            var d: gint = 0
            g_date_time_get_ymd(date, &y, &m, &d)
            guard Int(y) == year, Int(m) == month, Int(d) == day else { return false }
            gtk_calendar_select_day(gobjectPointer, date)
            return true
        }

        /// Runs `handler` with the selected day whenever it changes: the user clicked a day,
        /// moved to another month or year (GTK moves the selection along), or code selected one.
        ///
        /// - Parameter handler: Receives the year, month (1 to 12) and day on the main actor.
        /// - Returns: The tokens that own the observation (the year, month and day properties).
        public func onDateChanged(_ handler: @escaping @MainActor (Int, Int, Int) -> Void) -> [SignalToken] {
            ["day", "month", "year"].map { property in
                observe(property) { [weak self] in
                    guard let self else { return }
                    let (year, month, day) = self.date
                    handler(year, month, day)
                }
            }
        }
    }
}
