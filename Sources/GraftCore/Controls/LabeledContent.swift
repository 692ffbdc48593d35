import Foundation

/// A value with a label before it, as a settings or detail row shows it.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1")
///     LabeledContent("Size", value: bytes, format: .byteCount(style: .file))
///     LabeledContent("Volume") { Slider(value: $volume) }
/// }
/// ```
///
/// On GTK a row: the label at the leading edge, the content at the trailing edge, a `Text` value in
/// the secondary colour. `.labelsHidden()` leaves only the content.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden

    /// Content with any label view.
    ///
    /// - Parameters:
    ///   - content: The value or control.
    ///   - label: What it is.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, a flexible space, and the content.
    public var body: some View {
        HStack(spacing: 12) {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            if Content.self == Text.self {
                content.foregroundColor(.secondary)
            } else {
                content
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled `title`.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - content: The value or control.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value labelled `title`.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The value's text.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// A value labelled `title`, formatted with `format`.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The value.
    ///   - format: Turns the value into its text (`.number`, `.currency(code:)`, a date style…).
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(String(title)) })
    }
}

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls below hide their labels (`.labelsHidden()`); the label still names the
    /// control for assistive technology where the control is named by a `Text`.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls below (`Toggle`, `Picker`, `Stepper`, `DatePicker`,
    /// `LabeledContent`), leaving the controls themselves.
    public func labelsHidden() -> some View {
        _EnvironmentWriter(content: self, key: LabelsHiddenKey.self, value: true)
    }
}

/// A control's label, or nothing under `.labelsHidden()`.
struct _ControlLabel<Content: View>: View {
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden
    /// The label, unless labels are hidden.
    var body: some View {
        if !labelsHidden { content }
    }
}
