import Foundation
import Graft
import GtkBridge
import Testing

/// A date at noon on a day of November 2026, in the current time zone.
@MainActor
func november(_ day: Int) -> Date {
    Foundation.Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: day, hour: 12))!
}

struct DatePickerHost: View {
    let graphical: Bool
    @State private var due = november(15)
    var body: some View {
        VStack {
            Text("Due \(CalendarDay(due).month)/\(CalendarDay(due).day)")
            DatePicker("Due", selection: $due, in: november(10)...november(20), displayedComponents: .date)
                .datePickerStyle(graphical ? .graphical : .compact)
            Button("Next day") { due = due.addingTimeInterval(86_400) }
        }
    }
}

@Suite("DatePicker on GTK", .serialized)
@MainActor
struct DatePickerTests {
    /// The calendar's selected day, as GTK reports it.
    func shownDay(_ calendar: Gtk.Widget) -> [Int?] {
        [
            calendar.property("year", as: Int.self), calendar.property("month", as: Int.self).map { $0 + 1 },
            calendar.property("day", as: Int.self),
        ]
    }

    @Test("A graphical picker is an inline GtkCalendar: choosing a day sets the binding")
    func chooseDay() throws {
        let host = try GtkTest.show(width: 360, height: 420) { DatePickerHost(graphical: true) }
        defer { host.close() }
        let calendar = try #require(host.root.first("GtkCalendar"))
        #expect(shownDay(calendar) == [2026, 11, 15])
        // The user clicks the 18th: GTK selects it.
        try calendar.setProperty("day", 18)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("Due 11/18") })
        #expect(shownDay(calendar) == [2026, 11, 18])
    }

    @Test("When the binding changes the calendar shows the new day")
    func bindingToCalendar() throws {
        let host = try GtkTest.show(width: 360, height: 420) { DatePickerHost(graphical: true) }
        defer { host.close() }
        let calendar = try #require(host.root.first("GtkCalendar"))
        host.click("Next day")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { shownDay(calendar) == [2026, 11, 16] })
        #expect(host.root.labelTexts.contains("Due 11/16"))
    }

    @Test("A day outside the range is refused: the binding keeps its day and the calendar goes back")
    func outOfRange() throws {
        let host = try GtkTest.show(width: 360, height: 420) { DatePickerHost(graphical: true) }
        defer { host.close() }
        let calendar = try #require(host.root.first("GtkCalendar"))
        try calendar.setProperty("day", 25)
        GtkTest.settle()
        #expect(shownDay(calendar) == [2026, 11, 15], "the calendar went back to the bound day")
        #expect(host.root.labelTexts.contains("Due 11/15"))
        // Another month (GTK moves the selection along) is out of range too.
        try calendar.setProperty("month", 11)
        GtkTest.settle()
        #expect(shownDay(calendar) == [2026, 11, 15])
        // The range's last day is fine.
        try calendar.setProperty("day", 20)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("Due 11/20") })
    }

    @Test("A compact picker is a button showing the date whose popover holds the calendar")
    func compact() throws {
        let host = try GtkTest.show(width: 360, height: 200) { DatePickerHost(graphical: false) }
        defer { host.close() }
        let button = try #require(host.root.first("GtkMenuButton"))
        let toggle = try #require(button.first("GtkToggleButton"))
        // The medium date style of the C and en_US locales, in any locale.
        #expect(toggle.labelTexts == ["Nov 15, 2026"])
        let popover = try #require(button.first("GtkPopover"))
        #expect(!popover.isVisible)
        _ = toggle.emit("clicked")
        GtkTest.settle()
        #expect(popover.isVisible, "the calendar opened")
        let calendar = try #require(popover.first("GtkCalendar"))
        #expect(shownDay(calendar) == [2026, 11, 15])
        try calendar.setProperty("day", 12)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { toggle.labelTexts == ["Nov 12, 2026"] })
        #expect(host.root.labelTexts.contains("Due 11/12"))
        // The popover stays open after a pick; the user closes it from its button.
        #expect(popover.isVisible)
        _ = toggle.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !popover.isVisible })
    }
}
