extension TextField where Label == Text {
    /// A field titled with the translation of `titleKey` whose selection is bound to `selection`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key; names the field and is shown while it is empty.
    ///   - text: The edited string.
    ///   - selection: The selected part of `text` or the cursor (see ``TextSelection``): it follows
    ///     the user's selection, and setting it selects in the field.
    ///   - prompt: Shown while the field is empty.
    ///   - axis: The axis the text scrolls along when it does not fit; the field stays one line.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(titleKey._resolved(), text: text, selection: selection, prompt: prompt, axis: axis)
    }

    /// A field titled `title` whose selection is bound to `selection`.
    ///
    /// - Parameters:
    ///   - title: Names the field and is shown while it is empty (when `prompt` is `nil`).
    ///   - text: The edited string.
    ///   - selection: The selected part of `text` or the cursor (see ``TextSelection``).
    ///   - prompt: Shown while the field is empty.
    ///   - axis: The axis the text scrolls along when it does not fit; the field stays one line.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(title, text: text, prompt: prompt)
        field.selection = selection
    }
}

extension TextField {
    /// A field labelled by any view whose selection is bound to `selection`.
    ///
    /// - Parameters:
    ///   - text: The edited string.
    ///   - selection: The selected part of `text` or the cursor (see ``TextSelection``).
    ///   - prompt: Shown while the field is empty.
    ///   - axis: The axis the text scrolls along when it does not fit; the field stays one line.
    ///   - label: What the field is for; a `Text` label names it for assistive technology.
    public init(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, prompt: prompt, label: label)
        field.selection = selection
    }
}

extension TextEditor {
    /// An editor of `text` whose selection is bound to `selection`.
    ///
    /// - Parameters:
    ///   - text: The edited string.
    ///   - selection: The selected part of `text` or the cursor (see ``TextSelection``): it follows
    ///     the user's selection, and setting it selects in the editor.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
        self.selection = selection
    }
}
