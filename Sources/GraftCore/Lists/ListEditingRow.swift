/// What an editing row's buttons ask of its list: the same delete and move the Delete key and
/// Alt+Up/Down perform, for the row the button sits in.
@MainActor
protocol _ListRowEditor: AnyObject {
    /// Deletes the row `id` of the `ForEach` run `segment` (its `onDelete`).
    func deleteRow(segment: AnyHashable, id: AnyHashable)
    /// Moves the row `id` of the run `segment` one place up or down (its `onMove`).
    func moveRow(segment: AnyHashable, id: AnyHashable, up: Bool)
}

/// Points an editing row at its list without keeping the list alive; one per list, so rows
/// compare it by identity.
@MainActor
final class _ListRowEditorReference {
    weak var editor: (any _ListRowEditor)?
    init(_ editor: any _ListRowEditor) { self.editor = editor }
}

/// A row of a `ForEach` with `.onDelete` or `.onMove`: while the list's edit mode is active, a
/// delete button before the row's content and move-up / move-down buttons after it, as
/// SwiftUI's list shows a delete control and a reorder handle. Outside edit mode only the
/// content shows, as the same child of the row's stack whether editing or not.
struct _ListEditingRow: View {
    let content: AnyView
    let isEditing: Bool
    let canDelete: Bool
    let canMove: Bool
    let isFirst: Bool
    let isLast: Bool
    let segment: AnyHashable
    let id: AnyHashable
    let list: _ListRowEditorReference

    var body: some View {
        let (list, segment, id) = (self.list, self.segment, self.id)
        HStack(spacing: 8) {
            if isEditing && canDelete {
                Button(role: .destructive, action: { list.editor?.deleteRow(segment: segment, id: id) }) {
                    Image(systemName: "list-remove-symbolic")
                }
                .accessibilityLabel("Delete")
                .help("Delete")
            }
            content
            if isEditing && canMove {
                Button(action: { list.editor?.moveRow(segment: segment, id: id, up: true) }) {
                    Image(systemName: "go-up-symbolic")
                }
                .accessibilityLabel("Move Up")
                .help("Move Up")
                .disabled(isFirst)
                Button(action: { list.editor?.moveRow(segment: segment, id: id, up: false) }) {
                    Image(systemName: "go-down-symbolic")
                }
                .accessibilityLabel("Move Down")
                .help("Move Down")
                .disabled(isLast)
            }
        }
    }
}
