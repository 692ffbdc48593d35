/// How a `Picker` shows its choices.
public enum PickerStyle: Sendable, Hashable {
    /// GTK's choice: a menu.
    case automatic
    /// A button that opens the list of choices (`GtkDropDown`).
    case menu
    /// A row of joined buttons, one pressed (`GtkToggleButton`s in a linked box).
    case segmented
}

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyle.automatic }

extension EnvironmentValues {
    /// How pickers below show their choices.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

/// A view with a tag: the value a `Picker` selects when it is chosen.
struct _TaggedView<Content: View, Tag: Hashable>: View, _TaggedChoice {
    let content: Content
    let tag: Tag
    var body: some View { content }
    var _tag: AnyHashable { AnyHashable(tag) }
    var _title: String { _choiceTitle(content) }
}

@MainActor
protocol _TaggedChoice {
    var _tag: AnyHashable { get }
    var _title: String { get }
}

/// The text a choice shows: a `Text`'s string, a `Label`'s title, or the first text found.
@MainActor
func _choiceTitle(_ view: any View) -> String {
    if let text = view as? Text { return text.content }
    if let label = view as? any _TitledLabel { return _choiceTitle(label._titleView) }
    if let multi = view as? any _MultiView {
        var children: [(AnyHashable, any View)] = []
        multi._children(into: &children)
        for (_, child) in children {
            let title = _choiceTitle(child)
            if !title.isEmpty { return title }
        }
    }
    return ""
}

@MainActor
func _choices(in view: any View, into choices: inout [(tag: AnyHashable, title: String)]) {
    if let tagged = view as? any _TaggedChoice {
        choices.append((tagged._tag, tagged._title))
    } else if let multi = view as? any _MultiView {
        var children: [(AnyHashable, any View)] = []
        multi._children(into: &children)
        for (_, child) in children { _choices(in: child, into: &choices) }
    }
}

extension View {
    /// Tags the view with the value a `Picker` selects when the user chooses it.
    ///
    /// - Parameter tag: The value.
    public func tag<V: Hashable>(_ tag: V) -> some View { _TaggedView(content: self, tag: tag) }

    /// Sets how pickers below show their choices.
    ///
    /// - Parameter style: `.menu` or `.segmented`.
    public func pickerStyle(_ style: PickerStyle) -> some View { environment(\.pickerStyle, style) }
}

/// A control for choosing one of several tagged values.
///
/// ```swift
/// Picker("Flavour", selection: $flavour) {
///     Text("Vanilla").tag(Flavour.vanilla)
///     Text("Chocolate").tag(Flavour.chocolate)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// The choices are the content's views tagged with `.tag(_:)` (through `ForEach`, groups and
/// conditionals); each shows its text. A selection no choice has shows no choice selected.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Environment(\.pickerStyle) private var style
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker with any label.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - content: The choices, tagged with their values.
    ///   - label: Shown before a menu picker.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The choices in the picker style of the environment: a drop-down menu, or segmented buttons.
    public var body: some View {
        var choices: [(tag: AnyHashable, title: String)] = []
        _choices(in: content, into: &choices)
        let current = AnyHashable(selection.wrappedValue)
        let binding = selection
        let tags = choices.map(\.tag)
        let control = _ChoiceControl(
            titles: choices.map(\.title), selected: tags.firstIndex(of: current),
            segmented: style == .segmented,
            onSelect: { index in
                if index < tags.count, let value = tags[index] as? SelectionValue { binding.wrappedValue = value }
            })
        return HStack(spacing: 12) {
            if style != .segmented { _ControlLabel(content: label) }
            // Announced by its title, as SwiftUI's picker is (the label is a separate widget here).
            if let title = (label as? Text)?.content {
                control.accessibilityLabel(title)
            } else {
                control
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - selection: The chosen value.
    ///   - content: The choices, tagged with their values.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The native choice control: a drop-down or a row of joined toggle buttons.
struct _ChoiceControl: View, _PrimitiveView {
    typealias Body = Never
    let titles: [String]
    let selected: Int?
    let segmented: Bool
    let onSelect: @MainActor (Int) -> Void

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeChoice(segmented: segmented)
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateChoice(
            context.handle(), titles: titles, selected: selected, onSelect: onSelect, context.environment)
    }
}
