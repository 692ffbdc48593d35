/// A title with an icon beside it.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of any title and icon views.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon followed by the title, in a row 6 points apart.
    public var body: some View {
        HStack(spacing: 6) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system symbol.
    ///
    /// - Parameters:
    ///   - title: The text.
    ///   - systemImage: An SF Symbol name (as `Image(systemName:)` takes) or a freedesktop icon name.
    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }
}
