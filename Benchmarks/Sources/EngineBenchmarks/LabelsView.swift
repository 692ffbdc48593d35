import Graft
import Observation

/// The model of one row: each row view reads only its own.
@Observable @MainActor
final class RowModel: Identifiable {
    let id: Int
    var text: String

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// One label, re-evaluated only when its own row's text changes.
struct RowView: View {
    let row: RowModel
    var body: some View { Text(row.text) }
}

/// A column of N labels: the Graft side of every case.
struct LabelsView: View {
    let rows: [RowModel]
    var body: some View {
        VStack {
            ForEach(rows) { row in RowView(row: row) }
        }
    }
}
