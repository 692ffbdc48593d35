import Foundation

/// A button that shares a URL or a text. A desktop has no share sheet: it opens a menu offering
/// "Copy" (the item onto the clipboard) and, for a URL, "Open" (the environment's `openURL`).
///
/// ```swift
/// ShareLink(item: article.url)
/// ShareLink("Share the code", item: code, subject: Text("Invite"))
/// ```
public struct ShareLink<Label: View>: View {
    let text: String
    let url: URL?
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\._copyToClipboard) private var copy

    init(text: String, url: URL?, label: Label) {
        self.text = text
        self.url = url
        self.label = label
    }

    /// A menu button: "Copy", then "Open" for a URL.
    public var body: some View {
        let (text, url, copy, openURL) = (text, url, copy, openURL)
        return Menu {
            Button("Copy") { copy(text) }
            if let url { Button("Open") { openURL(url) } }
        } label: {
            label
        }
    }
}

/// The label of a `ShareLink` given none: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
    /// "Share" beside the share symbol.
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// What a share sheet would show of the shared item: a title, an image and an icon. Graft's
/// `ShareLink` opens a menu, which shows none of them.
@MainActor
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    public let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `title`, with an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: A large picture of the item.
    ///   - icon: A small picture of the item.
    public init(_ title: Text, image: Image, icon: Icon) {
        (self.title, self.image, self.icon) = (title, image, icon)
    }

    /// A preview titled `title`, with an image and an icon.
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: A large picture of the item.
    ///   - icon: A small picture of the item.
    public init(_ title: String, image: Image, icon: Icon) {
        self.init(Text(verbatim: title), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    ///
    /// - Parameter title: The item's title.
    public init(_ title: String) { (self.title, self.image, self.icon) = (Text(verbatim: title), nil, nil) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - image: A large picture of the item.
    public init(_ title: String, image: Image) {
        (self.title, self.image, self.icon) = (Text(verbatim: title), image, nil)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    ///
    /// - Parameters:
    ///   - title: The item's title.
    ///   - icon: A small picture of the item.
    public init(_ title: String, icon: Icon) {
        (self.title, self.image, self.icon) = (Text(verbatim: title), nil, icon)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares a URL, under the "Share" label.
    ///
    /// - Parameters:
    ///   - item: The URL.
    ///   - subject: A subject for a message (no menu entry uses it).
    ///   - message: A message to go with it (no menu entry uses it).
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: item.absoluteString, url: item, label: DefaultShareLinkLabel())
    }

    /// Shares a text, under the "Share" label.
    ///
    /// - Parameters:
    ///   - item: The text.
    ///   - subject: A subject for a message (no menu entry uses it).
    ///   - message: A message to go with it (no menu entry uses it).
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: item, url: nil, label: DefaultShareLinkLabel())
    }

    /// Shares a URL with a preview, under the "Share" label (the menu shows no preview).
    ///
    /// - Parameters:
    ///   - item: The URL.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    ///   - preview: What a share sheet would show.
    public init<I, C>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(item: item, subject: subject, message: message)
    }

    /// Shares a text with a preview, under the "Share" label (the menu shows no preview).
    ///
    /// - Parameters:
    ///   - item: The text.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    ///   - preview: What a share sheet would show.
    public init<I, C>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(item: item, subject: subject, message: message)
    }
}

extension ShareLink where Label == Text {
    /// Shares a URL under the title `title`.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - item: The URL.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    public init(_ title: String, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: item.absoluteString, url: item, label: Text(verbatim: title))
    }

    /// Shares a text under the title `title`.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - item: The text.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    public init(_ title: String, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: item, url: nil, label: Text(verbatim: title))
    }
}

extension ShareLink {
    /// Shares a URL under a label of your own.
    ///
    /// - Parameters:
    ///   - item: The URL.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    ///   - label: The button's label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: item.absoluteString, url: item, label: label())
    }

    /// Shares a text under a label of your own.
    ///
    /// - Parameters:
    ///   - item: The text.
    ///   - subject: A subject for a message.
    ///   - message: A message to go with it.
    ///   - label: The button's label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: item, url: nil, label: label())
    }
}

/// Puts text on the clipboard (`\._copyToClipboard`), set by the backend.
///
/// Copies of one action are equal, so an environment holding it compares equal from one update to
/// the next (a closure alone never compares equal, which would re-evaluate every view below).
public struct _CopyToClipboardAction: Sendable, Equatable {
    private final class Identity: Sendable {}
    private let identity = Identity()
    let copy: @MainActor @Sendable (String) -> Void
    /// An action that hands the text to `copy`.
    ///
    /// - Parameter copy: Puts the text on the clipboard.
    public init(_ copy: @escaping @MainActor @Sendable (String) -> Void) { self.copy = copy }

    /// Whether two values are copies of one action.
    ///
    /// - Parameters:
    ///   - lhs: An action.
    ///   - rhs: Another action.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    /// Puts `text` on the clipboard.
    ///
    /// - Parameter text: The text.
    @MainActor public func callAsFunction(_ text: String) { copy(text) }
}

struct CopyToClipboardKey: EnvironmentKey {
    static let defaultValue = _CopyToClipboardAction { _ in }
}

extension EnvironmentValues {
    /// Puts text on the clipboard: the GTK backend's sets the display's clipboard; without a
    /// backend's, it does nothing.
    public var _copyToClipboard: _CopyToClipboardAction {
        get { self[CopyToClipboardKey.self] }
        set { self[CopyToClipboardKey.self] = newValue }
    }
}
