/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Name", text: $name).onSubmit { save() }
/// TextField("Email", text: $email, prompt: Text("you@example.org"))
/// TextField(text: $city, prompt: Text("Required")) { Text("City") }
/// ```
///
/// On GTK it is a `GtkEntry`. The title (or a `Text` label) names the field for assistive
/// technology; the prompt, or the title when there is none, is the placeholder shown while empty.
/// A label view is not drawn, as on iOS.
public struct TextField<Label: View>: View, _PrimitiveView {
    /// `Never`: `TextField` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    var field: _TextFieldContent
    let label: Label

    /// A field labelled by any view, showing `prompt` while empty.
    ///
    /// - Parameters:
    ///   - text: The edited string.
    ///   - prompt: Shown while the field is empty.
    ///   - label: What the field is for; a `Text` label names it for assistive technology.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        field = _TextFieldContent(labelledBy: self.label, prompt: prompt, text: text)
    }

    /// Makes the native widget for this `TextField` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTextField()
    }
    /// Brings `TextField`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) { field.update(context) }
}

extension TextField where Label == Text {
    /// A field titled `title`, which it shows while empty.
    ///
    /// - Parameters:
    ///   - title: Names the field and is shown while it is empty.
    ///   - text: The edited string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A field titled `title` that shows `prompt` while empty.
    ///
    /// - Parameters:
    ///   - title: Names the field (for assistive technology; the placeholder when `prompt` is `nil`).
    ///   - text: The edited string.
    ///   - prompt: Shown while the field is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        (label, field) = _TextFieldContent.titled(String(title), prompt: prompt, text: text, onSubmit: nil)
    }

    /// A field showing `placeholder` while empty that runs `onSubmit` when the user presses Enter.
    ///
    /// - Parameters:
    ///   - placeholder: Names the field and is shown while it is empty.
    ///   - text: The edited string.
    ///   - onSubmit: Runs when the user presses Enter (before the `.onSubmit` actions around it).
    public init(_ placeholder: String, text: Binding<String>, onSubmit: @escaping @MainActor () -> Void) {
        (label, field) = _TextFieldContent.titled(placeholder, prompt: nil, text: text, onSubmit: onSubmit)
    }
}

/// What `TextField` and `SecureField` hand their entry: title, placeholder, binding and Enter.
struct _TextFieldContent {
    let title: String
    let prompt: String
    let text: Binding<String>
    let onSubmit: (@MainActor () -> Void)?
    /// How a value-bound field (`TextField(_:value:format:)`) shows and parses its value; nil for a
    /// string-bound one.
    var format: _FieldFormat? = nil
    /// The bound selection of a `TextField(_:text:selection:…)`; nil when none is bound.
    var selection: Binding<TextSelection?>? = nil

    /// The label and content of a field titled `title`.
    static func titled(
        _ title: String, prompt: Text?, text: Binding<String>, onSubmit: (@MainActor () -> Void)?
    ) -> (Text, _TextFieldContent) {
        (Text(title), _TextFieldContent(title: title, prompt: prompt?.content ?? title, text: text, onSubmit: onSubmit))
    }

    /// Updates the entry, with Enter running the field's own action and then the environment's
    /// `.onSubmit` actions, innermost first.
    @MainActor
    func update<B: Backend>(_ context: WidgetContext<B>) {
        if let format {
            updateFormatted(context, format)
            return
        }
        let binding = text
        let own = onSubmit
        let actions = context.environment.submitActions
        context.backend.updateTextField(
            context.handle(), text: binding.wrappedValue, placeholder: prompt, title: title,
            onChange: { binding.wrappedValue = $0 },
            onSubmit: {
                own?()
                for action in actions.reversed() { action() }
            }, context.environment)
        if let selection {
            let offsets = selection.wrappedValue?.characterOffsets(in: binding.wrappedValue)
            context.backend.updateTextFieldSelection(
                context.handle(), offsets, onSelect: TextSelection.follower(of: selection))
        }
    }
}

/// The plain string of a label view that is `Text` (or a `Label` titled by one), else `nil`.
@MainActor
func _plainText(of view: some View) -> String? {
    if let text = view as? Text { return text.content }
    if let titled = view as? any _TextTitled { return titled._titleText }
    return nil
}

/// A view whose title is a `Text`, for the controls that name themselves after it.
@MainActor
protocol _TextTitled {
    /// The title's string.
    var _titleText: String? { get }
}

extension _TextFieldContent {
    /// The content of a field labelled by a view, named by its text when it is one.
    @MainActor
    init(labelledBy label: some View, prompt: Text?, text: Binding<String>) {
        let title = _plainText(of: label) ?? ""
        self.init(title: title, prompt: prompt?.content ?? title, text: text, onSubmit: nil)
    }
}
