import Foundation

/// How a value-bound text field shows its value and turns typed text back into one.
struct _FieldFormat {
    /// The bound value as text.
    let formatted: @MainActor () -> String
    /// Parses `text` and, when it parses, writes the value to the binding; `false` when it does not.
    let commit: @MainActor (String) -> Bool
}

/// What the user typed into a value-bound field since its last commit.
@MainActor
final class _FieldEditBuffer {
    /// The typed text, or nil while the field shows the value's formatted text.
    var editing: String?
    /// The formatted text last shown, to notice the value changing under the field.
    var shown: String?
}

extension _TextFieldContent {
    /// A value-bound field: shows the formatted value, keeps what the user types to itself, and on
    /// Enter parses it into the binding (unparsable text leaves the binding as it was) and shows
    /// the value formatted again.
    @MainActor
    func updateFormatted<B: Backend>(_ context: WidgetContext<B>, _ format: _FieldFormat) {
        let buffer: _FieldEditBuffer
        if let stored = context.storage.value as? _FieldEditBuffer {
            buffer = stored
        } else {
            buffer = _FieldEditBuffer()
            context.storage.value = buffer
        }
        let formatted = format.formatted()
        if buffer.shown != formatted {
            buffer.editing = nil
            buffer.shown = formatted
        }
        let backend = context.backend
        // The widget keeps these callbacks: they hold it weakly.
        weak let handle: B.TextFieldWidget? = context.handle()
        let (placeholder, title, own) = (prompt, self.title, onSubmit)
        let actions = context.environment.submitActions
        let environment = context.environment
        func show(_ text: String) {
            guard let handle else { return }
            backend.updateTextField(
                handle, text: text, placeholder: placeholder, title: title,
                onChange: { buffer.editing = $0 }, onSubmit: submit, environment)
        }
        func submit() {
            if let typed = buffer.editing { _ = format.commit(typed) }
            buffer.editing = nil
            buffer.shown = format.formatted()
            show(buffer.shown ?? "")
            own?()
            for action in actions.reversed() { action() }
        }
        show(buffer.editing ?? formatted)
    }
}

extension TextField where Label == Text {
    /// A field editing a value through a format style: it shows `format.format(value)` and, when
    /// the user presses Enter, parses what they typed into `value`; text that does not parse leaves
    /// `value` unchanged and the field shows the value again.
    ///
    /// ```swift
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// TextField("Count", value: $count, format: .number)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as its placeholder.
    ///   - value: The edited value.
    ///   - format: How the value shows and how typed text is parsed (Foundation's `ParseableFormatStyle`).
    ///   - prompt: The placeholder, if other than the title.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        var content: _TextFieldContent
        (label, content) = _TextFieldContent.titled(String(title), prompt: prompt, text: .constant(""), onSubmit: nil)
        content.format = _FieldFormat.of(value, format)
        field = content
    }

    /// A field editing a value through a format style, titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - value: The edited value.
    ///   - format: How the value shows and how typed text is parsed.
    ///   - prompt: The placeholder, if other than the title.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey._resolved(), value: value, format: format, prompt: prompt)
    }

    /// A field editing an optional value through a format style: empty text commits nil.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown as its placeholder.
    ///   - value: The edited value, nil for none.
    ///   - format: How the value shows and how typed text is parsed.
    ///   - prompt: The placeholder, if other than the title.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        var content: _TextFieldContent
        (label, content) = _TextFieldContent.titled(String(title), prompt: prompt, text: .constant(""), onSubmit: nil)
        content.format = _FieldFormat.ofOptional(value, format)
        field = content
    }
}

extension TextField {
    /// A field editing a value through a format style, with any view as its label.
    ///
    /// - Parameters:
    ///   - value: The edited value.
    ///   - format: How the value shows and how typed text is parsed.
    ///   - prompt: The placeholder.
    ///   - label: What the field is for.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.label = label()
        var content = _TextFieldContent(labelledBy: self.label, prompt: prompt, text: .constant(""))
        content.format = _FieldFormat.of(value, format)
        field = content
    }
}

extension _FieldFormat {
    /// The format of a field bound to `value`.
    @MainActor
    static func of<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> _FieldFormat
    where F.FormatOutput == String {
        _FieldFormat(
            formatted: { format.format(value.wrappedValue) },
            commit: { text in
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// The format of a field bound to an optional `value`: nil shows as empty text, and empty text
    /// commits nil.
    @MainActor
    static func ofOptional<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> _FieldFormat
    where F.FormatOutput == String {
        _FieldFormat(
            formatted: { value.wrappedValue.map(format.format) ?? "" },
            commit: { text in
                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    value.wrappedValue = nil
                    return true
                }
                guard let parsed = try? format.parseStrategy.parse(text) else { return false }
                value.wrappedValue = parsed
                return true
            })
    }
}
