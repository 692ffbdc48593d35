/// The menu of the navigation title, as toolbar content: clicking the title of the navigation
/// screen opens a menu of its items, as `.toolbarTitleMenu(content:)` does.
///
/// ```swift
/// NavigationStack {
///     Document()
///         .navigationTitle("Report")
///         .toolbar {
///             ToolbarTitleMenu {
///                 Button("Duplicate") { duplicate() }
///                 Button("Rename…") { rename() }
///             }
///         }
/// }
/// ```
///
/// On GTK the title becomes a `GtkMenuButton` whose popover holds the items.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent, _ToolbarTitleMenuContent {
    /// `Never`: the menu goes to the navigation title.
    public typealias Body = Never
    let content: Content?

    /// A title menu of `content`.
    ///
    /// - Parameter content: The menu's items: buttons, dividers, submenus.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The title menu of the app's commands.
    ///
    /// GTK has no commands of its own to offer here, so the title stays a plain title.
    public init() where Content == EmptyView { self.content = nil }

    /// `Never` has no body.
    public var body: Never { fatalError("ToolbarTitleMenu has no body") }

    var _menu: AnyView? { content.map { AnyView($0) } }
}

/// Toolbar content that gives the navigation title a menu.
@MainActor
protocol _ToolbarTitleMenuContent {
    var _menu: AnyView? { get }
}
