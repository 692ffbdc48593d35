import Graft
import Observation

/// One single-line row of the cheap-layout cases: its text and the three properties whose changes
/// need no relayout (colour, opacity, visibility). Each row view reads only its own row.
@Observable @MainActor
final class CheapRowModel: Identifiable {
    let id: Int
    var text: String
    var isHighlighted = false
    var isFaded = false
    var isVisible = true

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// The two text colours the colour case switches between, as the raw side's CSS classes have them.
enum CheapColors {
    static let normal = Color(red: 0.1, green: 0.1, blue: 0.6)
    static let highlighted = Color(red: 0.8, green: 0.1, blue: 0.1)
    /// The same colours as CSS, for the raw side's stylesheet.
    static let normalCSS = "rgb(26,26,153)"
    static let highlightedCSS = "rgb(204,26,26)"
}

/// One row: a single-line label (ellipsized at the end), its colour, and its opacity (0 when hidden).
struct CheapRowView: View {
    let row: CheapRowModel
    var body: some View { cheapRowLabel(row) }
}

/// A row's label, read from its model (both kinds of model show the same thing).
@MainActor
func cheapRowLabel(_ row: some CheapRow) -> some View {
    let opacity = row.isFaded ? 0.5 : 1
    return Text(row.text)
        .lineLimit(1)
        .foregroundColor(row.isHighlighted ? CheapColors.highlighted : CheapColors.normal)
        .opacity(row.isVisible ? opacity : 0)
}

/// The Graft side of the cheap-layout cases: a `VStack` of N rows in a `ScrollView`.
struct CheapColumnView: View {
    let rows: [CheapRowModel]
    var body: some View {
        ScrollView {
            VStack {
                ForEach(rows) { row in CheapRowView(row: row) }
            }
        }
    }
}
