/// A control for choosing a colour: its label, then a colour button that opens the system's colour
/// chooser (GTK's colour dialog).
///
/// ```swift
/// ColorPicker("Background", selection: $background, supportsOpacity: false)
/// ```
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    let title: String?

    /// A colour picker with any label.
    ///
    /// - Parameters:
    ///   - selection: The chosen colour.
    ///   - supportsOpacity: Whether the chooser offers an opacity control; when false, chosen
    ///     colours are opaque.
    ///   - label: What the colour is for.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
        self.title = nil
    }

    /// The label, then the colour button at the trailing edge.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            _ColorButton(selection: selection, supportsOpacity: supportsOpacity, title: title)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The title (also the chooser dialog's title).
    ///   - selection: The chosen colour.
    ///   - supportsOpacity: Whether the chooser offers an opacity control.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(String(titleKey._resolved()), selection: selection, supportsOpacity: supportsOpacity)
    }

    /// A colour picker titled with a string.
    ///
    /// - Parameters:
    ///   - title: The title (also the chooser dialog's title).
    ///   - selection: The chosen colour.
    ///   - supportsOpacity: Whether the chooser offers an opacity control.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = Text(String(title))
        self.title = String(title)
    }
}

/// The colour button of a `ColorPicker` (a `GtkColorButton` on GTK).
struct _ColorButton: View, _PrimitiveView {
    typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let title: String?
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeColorPicker()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let selection = self.selection
        let supportsOpacity = self.supportsOpacity
        var color = selection.wrappedValue.resolve(in: context.environment.colorScheme)
        if !supportsOpacity { color.opacity = 1 }
        context.backend.updateColorPicker(
            context.handle(), color: color, supportsOpacity: supportsOpacity, title: title,
            onChange: { chosen in
                var chosen = chosen
                if !supportsOpacity { chosen.opacity = 1 }
                selection.wrappedValue = Color(
                    red: chosen.red, green: chosen.green, blue: chosen.blue, opacity: chosen.opacity)
            }, context.environment)
    }
}
