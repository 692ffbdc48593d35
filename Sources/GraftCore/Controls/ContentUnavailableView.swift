import Foundation

/// What a view shows when it has nothing to show: an icon over a title, a grey description and
/// optional actions, centred in the space it is given.
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView("No Notes", systemImage: "note.text",
///                            description: Text("Notes you write appear here."))
/// }
/// ContentUnavailableView {
///     Label("Offline", systemImage: "wifi.slash")
/// } description: {
///     Text("Check your connection.")
/// } actions: {
///     Button("Retry") { reload() }
/// }
/// ContentUnavailableView.search(text: query)
/// ```
///
/// On GTK a column centred in a box that fills the space offered: the label's icon at 48 points
/// above its title in the `.title2` font, bold; the description in the secondary colour, its lines
/// centred; then the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of any label, description and actions.
    ///
    /// - Parameters:
    ///   - label: What is missing, usually a `Label` with a title and a symbol.
    ///   - description: Why, or what to do; nothing by default.
    ///   - actions: Buttons that fix it; none by default.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon and title, the description and the actions, in a centred column.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 6) {
                label
                    .labelStyle(_ContentUnavailableLabelStyle())
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                description
                    .font(.callout)
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label arrangement of `ContentUnavailableView`: a large icon above the title.
struct _ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 10) {
            configuration.icon
                .scaledToFit()
                .frame(width: 48, height: 48)
                .foregroundStyle(Color.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView
where Label == GraftCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title under a system symbol, with an optional description.
    ///
    /// - Parameters:
    ///   - title: What is missing.
    ///   - name: An SF Symbol name (as `Image(systemName:)` takes) or a freedesktop icon name.
    ///   - description: Why, or what to do.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(title: Text(String(title)), icon: Image(systemName: name), description: description)
    }

    /// A translated title under a system symbol, with an optional description.
    ///
    /// - Parameters:
    ///   - title: The title's key.
    ///   - name: An SF Symbol name or a freedesktop icon name.
    ///   - description: Why, or what to do.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(title: Text(title), icon: Image(systemName: name), description: description)
    }

    /// A translated title under a system symbol, with an optional description.
    ///
    /// - Parameters:
    ///   - title: The title's resource.
    ///   - name: An SF Symbol name or a freedesktop icon name.
    ///   - description: Why, or what to do.
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(title: Text(title), icon: Image(systemName: name), description: description)
    }

    /// The view of a title and an icon image (made resizable, so that it draws at the icon's size).
    init(title: Text, icon: Image, description: Text?) {
        self.init(
            label: { GraftCore.Label(title: { title }, icon: { icon.resizable() }) }, description: { description })
    }
}

/// The label, description and actions of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// The magnifying glass over "No Results", with the search text when there is one.
    public struct Label: View {
        let text: String?

        /// The symbol and the title.
        public var body: some View {
            let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
            return GraftCore.Label(title: { Text(title) }, icon: { Image(systemName: "magnifyingglass").resizable() })
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        /// The hint's text.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The view a search with no results shows: "No Results" and a hint to check the spelling.
    public static var search: Self { searchView(nil) }

    /// The view a search for `text` with no results shows: "No Results for “text”".
    ///
    /// - Parameter text: What was searched for.
    public static func search(text: String) -> Self { searchView(text) }

    private static func searchView(_ text: String?) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}
