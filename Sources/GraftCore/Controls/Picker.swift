/// How a `Picker` shows its choices: `.menu`, `.segmented`, and SwiftUI's other styles.
///
/// On a desktop the choices show as GTK's drop-down menu (`GtkDropDown`) or as a row of joined
/// buttons; styles that only exist on a phone or a Mac (`.wheel`, `.navigationLink`,
/// `.radioGroup`, `.inline`, `.palette`) compile and show as the nearest of the two.
public protocol PickerStyle: Sendable {
    /// Whether the style shows the choices as a row of joined buttons (else a drop-down menu).
    var _showsSegments: Bool { get }
}

/// The platform's choice: a drop-down menu.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
    /// `false`: a drop-down menu.
    public var _showsSegments: Bool { false }
}
/// A button that opens the list of choices (`GtkDropDown`).
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    /// `false`: a drop-down menu.
    public var _showsSegments: Bool { false }
}
/// A row of joined buttons, one pressed (`GtkToggleButton`s in a linked box).
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    /// `true`: joined buttons.
    public var _showsSegments: Bool { true }
}
/// A phone's spinning wheel; a drop-down menu on a desktop.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    /// `false`: a drop-down menu.
    public var _showsSegments: Bool { false }
}
/// The choices listed where the picker is; joined buttons here.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    /// `true`: joined buttons.
    public var _showsSegments: Bool { true }
}
/// A row that pushes a list of choices on a phone; a drop-down menu on a desktop.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
    /// `false`: a drop-down menu.
    public var _showsSegments: Bool { false }
}
/// A Mac's radio buttons; joined buttons here.
public struct RadioGroupPickerStyle: PickerStyle {
    /// The radio-group style.
    public init() {}
    /// `true`: joined buttons.
    public var _showsSegments: Bool { true }
}
/// A row of icons; joined buttons here.
public struct PalettePickerStyle: PickerStyle {
    /// The palette style.
    public init() {}
    /// `true`: joined buttons.
    public var _showsSegments: Bool { true }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice: a drop-down menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A drop-down menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A row of joined buttons.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel on a phone; a drop-down menu here.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The choices where the picker is: joined buttons here.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A pushed list on a phone; a drop-down menu here.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons on a Mac; joined buttons here.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A row of icons; joined buttons here.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerSegmentsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether pickers below show their choices as joined buttons (set by `.pickerStyle(_:)`).
    package var pickerShowsSegments: Bool {
        get { self[PickerSegmentsKey.self] }
        set { self[PickerSegmentsKey.self] = newValue }
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
        let tagsByID = view is any _TagsRowsByID
        for (id, child) in children {
            let count = choices.count
            _choices(in: child, into: &choices)
            // A `ForEach` row with no tag inside is tagged with its id, as in SwiftUI.
            if tagsByID && choices.count == count { choices.append((id, _choiceTitle(child))) }
        }
    }
}

/// A `ForEach`: in a picker, a row without a `.tag(_:)` takes its id as its tag.
protocol _TagsRowsByID {}

extension ForEach: _TagsRowsByID {}

extension View {
    /// Tags the view with the value a `Picker` selects when the user chooses it.
    ///
    /// - Parameter tag: The value.
    public func tag<V: Hashable>(_ tag: V) -> some View { _TaggedView(content: self, tag: tag) }

    /// Sets how pickers below show their choices.
    ///
    /// - Parameter style: `.menu`, `.segmented`, or another of SwiftUI's styles (see ``PickerStyle``).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerShowsSegments, style._showsSegments)
    }
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
    @Environment(\.pickerShowsSegments) private var segmented
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
            segmented: segmented,
            onSelect: { index in
                if index < tags.count, let value = tags[index] as? SelectionValue { binding.wrappedValue = value }
            })
        return HStack(spacing: 12) {
            if !segmented { _ControlLabel(content: label) }
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
