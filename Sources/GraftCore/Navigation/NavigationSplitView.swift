/// A sidebar beside a detail view, with a divider the user can drag (a `GtkPaned`).
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///     FolderView(folder: folder)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, _PrimitiveView {
    /// `Never`: `NavigationSplitView` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let sidebar: Sidebar
    let detail: Detail

    /// A two-column split.
    ///
    /// - Parameters:
    ///   - sidebar: The leading column.
    ///   - detail: The trailing column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    /// Two slots: the sidebar, then the detail.
    package var _slots: [any View] { [sidebar, detail] }
    /// Makes the native widget for this `NavigationSplitView` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSplitView()
    }
    /// Brings `NavigationSplitView`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    /// Puts the child widgets of each slot into `NavigationSplitView`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setSplitViewChildren(context.handle(), sidebar: slots[0], detail: slots[1])
    }
}
