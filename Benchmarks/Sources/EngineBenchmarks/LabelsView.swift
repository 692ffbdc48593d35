import Graft
import Observation

/// One row's texts: each row view reads only its own row.
@Observable @MainActor
final class RowModel: Identifiable {
    let id: Int
    var text: String
    var alternateText: String

    init(id: Int, text: String, alternateText: String) {
        self.id = id
        self.text = text
        self.alternateText = alternateText
    }
}

/// The one setting that picks, for every row, which of its two texts it shows (think of a language
/// switch). Only `LabelsView` reads it; it hands the choice down to its rows.
@Observable @MainActor
final class DisplayModel {
    var showsAlternate = false
}

/// One label. It re-evaluates when its own row changes, or when its parent hands it another choice.
struct RowView: View {
    let row: RowModel
    let showsAlternate: Bool
    var body: some View { Text(showsAlternate ? row.alternateText : row.text) }
}

/// A column of N labels: the Graft side of every case.
struct LabelsView: View {
    let rows: [RowModel]
    let display: DisplayModel
    var body: some View {
        let showsAlternate = display.showsAlternate
        VStack {
            ForEach(rows) { row in RowView(row: row, showsAlternate: showsAlternate) }
        }
    }
}
