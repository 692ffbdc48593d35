import Observation

/// SwiftUI's first navigation container, deprecated in favour of `NavigationStack` and
/// `NavigationSplitView`, which it becomes.
///
/// ```swift
/// NavigationView {
///     List(notes) { note in
///         NavigationLink(note.title, destination: NoteView(note: note))
///     }
///     .navigationTitle("Notes")
///     Text("Select a note")            // the detail column, until a link is chosen
/// }
/// ```
///
/// With one view it is a `NavigationStack`: links push their destinations. With two or more
/// (and the default or `.columns` style), it is a `NavigationSplitView`, as on the Mac and the
/// iPad: the first view is the sidebar, the others fill the detail column side by side, and a
/// destination link in the sidebar shows its destination in the detail column, replacing what
/// was there. `.navigationViewStyle(.stack)` keeps it a stack of the first view.
public struct NavigationView<Content: View>: View {
    @Environment(\._navigationViewStyle) private var style
    @State private var columnsModel = _NavigationColumnsModel()
    let content: Content

    /// A navigation view of one view (a stack) or of columns (a split view).
    ///
    /// - Parameter content: The root view, or the sidebar followed by the detail placeholder.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A `NavigationStack` or a `NavigationSplitView`, depending on the number of views.
    public var body: some View {
        var columns: [any View] = []
        _navigationColumns(content, into: &columns)
        if columns.count < 2 || style == .stack {
            let root = columns.first.map { AnyView(erasing: $0) } ?? AnyView(EmptyView())
            return AnyView(NavigationStack { root })
        }
        let model = columnsModel
        let sidebar = AnyView(erasing: columns[0])
        let placeholder = columns.dropFirst().map { AnyView(erasing: $0) }
        return AnyView(
            NavigationSplitView {
                sidebar.environment(\._navigationColumns, model)
            } detail: {
                _NavigationDetailColumn(model: model, placeholder: placeholder)
            })
    }
}

/// The detail column of a two-column `NavigationView`: what a sidebar link showed, else the
/// placeholder views, in a navigation stack of its own.
struct _NavigationDetailColumn: View {
    let model: _NavigationColumnsModel
    let placeholder: [AnyView]

    var body: some View {
        let shown = model.detail
        NavigationStack(model: model.stack) {
            if let shown {
                shown.view.id(shown.id)
            } else {
                HStack(spacing: 0) {
                    ForEach(placeholder.indices, id: \.self) { placeholder[$0] }
                }
            }
        }
        .environment(\._navigationColumns, nil)
    }
}

/// What the sidebar of a two-column `NavigationView` showed in the detail column.
@MainActor @Observable
final class _NavigationColumnsModel {
    /// The destination of the sidebar link chosen last, with an identity of its own.
    var detail: (id: Int, view: AnyView)?
    /// The detail column's stack, emptied when the sidebar shows another destination.
    @ObservationIgnored let stack = _NavigationModel()
    @ObservationIgnored private var nextID = 0

    /// Shows `view` in the detail column, in place of what it showed.
    func show(_ view: AnyView) {
        nextID += 1
        stack.editOwnPath(from: 0) { $0.removeAll() }
        stack.pushedIDs.removeAll()
        stack.pushedScreens.removeAll()
        stack.forgetTitles(above: 0)
        detail = (nextID, view)
    }
}

/// The views of a `NavigationView`'s content: each is a column.
@MainActor
func _navigationColumns(_ view: any View, into columns: inout [any View]) {
    if let multi = view as? any _MultiView, !(view is AnyView) {
        var children: [(AnyHashable, any View)] = []
        multi._children(into: &children)
        for (_, child) in children { _navigationColumns(child, into: &columns) }
    } else {
        columns.append(view)
    }
}

struct NavigationColumnsKey: EnvironmentKey { static var defaultValue: _NavigationColumnsModel? { nil } }

extension EnvironmentValues {
    /// The two-column `NavigationView` whose sidebar this view is in.
    var _navigationColumns: _NavigationColumnsModel? {
        get { self[NavigationColumnsKey.self] }
        set { self[NavigationColumnsKey.self] = newValue }
    }
}
