import Graft

/// How the Graft side's rows are observed (`--models`): Swift Observation (`@Observable`, the
/// default and the case) or Graft's `ObservableObject` with `@Published` properties.
enum CheapModels: String {
    case observable, published

    /// The kind the current run uses.
    @MainActor static var current = CheapModels.observable

    var title: String {
        switch self {
        case .observable: "@Observable models"
        case .published: "ObservableObject models with @Published properties"
        }
    }
}

/// What the benchmark's writes change in a row model, whichever way it is observed.
@MainActor
protocol CheapRow: AnyObject {
    var text: String { get set }
    var isHighlighted: Bool { get set }
    var isFaded: Bool { get set }
    var isVisible: Bool { get set }
}

extension CheapRowModel: CheapRow {}

/// The row of `CheapRowModel` as an `ObservableObject`: a write announces itself through the
/// object's publisher to the views observing it; no Swift Observation is involved.
@MainActor
final class PublishedCheapRow: ObservableObject, Identifiable, CheapRow {
    let id: Int
    @Published var text: String
    @Published var isHighlighted = false
    @Published var isFaded = false
    @Published var isVisible = true

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// `CheapRowView` for a `PublishedCheapRow`: the same body.
struct PublishedCheapRowView: View {
    @ObservedObject var row: PublishedCheapRow
    var body: some View { cheapRowLabel(row) }
}

/// `CheapColumnView` for `PublishedCheapRow`s.
struct PublishedCheapColumnView: View {
    let rows: [PublishedCheapRow]
    var body: some View {
        ScrollView {
            VStack {
                ForEach(rows) { row in PublishedCheapRowView(row: row) }
            }
        }
    }
}

/// The rows and the column view of the current kind of model.
@MainActor
func makeCheapColumn(texts: [String]) -> (rows: [any CheapRow], view: any View) {
    switch CheapModels.current {
    case .observable:
        let rows = texts.enumerated().map { CheapRowModel(id: $0.offset, text: $0.element) }
        return (rows, CheapColumnView(rows: rows))
    case .published:
        let rows = texts.enumerated().map { PublishedCheapRow(id: $0.offset, text: $0.element) }
        return (rows, PublishedCheapColumnView(rows: rows))
    }
}
