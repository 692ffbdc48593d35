import Foundation

extension Text {
    /// Shows a value formatted with a format style, as SwiftUI's `Text(_:format:)` does.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "USD"))
    /// Text(Date.now, format: .dateTime.hour().minute())
    /// Text(0.25, format: .percent)
    /// ```
    ///
    /// - Parameters:
    ///   - input: The value to show.
    ///   - format: The style that turns it into a string (Foundation's `FormatStyle`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(format.format(input))
    }

    /// Shows a value formatted with a Foundation `Formatter` (a `DateFormatter`, `NumberFormatter`…).
    ///
    /// A value the formatter cannot format shows as an empty string, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - subject: The value to show.
    ///   - formatter: The formatter that turns it into a string.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatter.string(for: subject) ?? "")
    }

    /// Shows an object formatted with a Foundation `Formatter`.
    ///
    /// - Parameters:
    ///   - subject: The object to show.
    ///   - formatter: The formatter that turns it into a string.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatter.string(for: subject) ?? "")
    }
}
