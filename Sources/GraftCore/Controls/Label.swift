/// A title with an icon beside it.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
/// ```
///
/// How it is drawn is the label style around it (`.labelStyle(_:)`): the icon then the title in a
/// row 6 points apart unless a style says otherwise.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\._labelStyle) private var style
    /// Whether this is the label a style was given (`Label(configuration)`), drawn in the default
    /// arrangement so that a style calling it does not call itself.
    var isConfiguration = false

    /// A label of any title and icon views.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as the environment's label style draws it.
    public var body: some View {
        let titleText = _plainText(of: title)
        return (isConfiguration ? nil : style).body(
            LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: AnyView(title), text: titleText),
                icon: LabelStyleConfiguration.Icon(content: AnyView(icon), titleText: titleText)))
    }
}

extension Label: _TextTitled {
    var _titleText: String? { _plainText(of: title) }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The text.
    ///   - systemImage: An SF Symbol name (as `Image(systemName:)` takes) or a freedesktop icon name.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(String(title))
        self.icon = Image(systemName: systemImage)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a custom style was given, drawn with the styles around the style's view.
    ///
    /// - Parameter configuration: The configuration `makeBody(configuration:)` received.
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
        self.isConfiguration = true
    }
}

extension Button where Label == GraftCore.Label<Text, Image> {
    /// A button whose label is `title` beside a system symbol.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - systemImage: An SF Symbol name or a freedesktop icon name.
    ///   - action: Runs on each click.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { GraftCore.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is `title` beside a system symbol.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - systemImage: An SF Symbol name or a freedesktop icon name.
    ///   - role: What the button does (`.destructive`, `.cancel`).
    ///   - action: Runs on each click.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { GraftCore.Label(title, systemImage: systemImage) }
    }
}
