import Foundation

/// A control that opens a URL: `Link("Graft on the web", destination: url)`.
///
/// A click hands `destination` to the environment's `openURL` action, so the desktop's default
/// application opens it unless a view above replaces the action with `.environment(\.openURL, …)`.
/// On GTK it is a button with GTK's `link` style, as `GtkLinkButton` draws: accent-coloured text
/// and no frame.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with any view as its label.
    ///
    /// - Parameters:
    ///   - destination: The URL to open.
    ///   - label: What the link shows.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens `destination`, drawn as a hyperlink.
    public var body: some View {
        let open = openURL
        let url = destination
        return Button(action: { open(url) }, label: { label })
            .environment(\.buttonAppearance, ButtonAppearance(frame: .standard, tintsBackground: false, isLink: true))
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    ///
    /// - Parameters:
    ///   - title: The text of the link.
    ///   - destination: The URL to open.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }
}
