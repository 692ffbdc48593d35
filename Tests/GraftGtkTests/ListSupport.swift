import Graft
import GtkBridge
import Observation
import Testing

/// One row of the list tests' data.
struct ListItemData: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// The list tests' data, changed by the tests as an app's model would be.
@Observable @MainActor
final class ListModel {
    var items: [ListItemData]
    var selected: Int?
    var selectedSet: Set<Int> = []
    init(count: Int) { items = (0..<count).map { ListItemData(id: $0, name: "Row \($0)") } }
}

/// Counts each row's body evaluations by row id.
@MainActor
enum RowBodies {
    static var counts: [Int: Int] = [:]
}

struct CountingRow: View {
    let item: ListItemData
    var body: some View {
        RowBodies.counts[item.id, default: 0] += 1
        return Text(item.name)
    }
}

extension HostingWindow {
    /// The window's (first) list.
    var list: Gtk.ListView {
        let scrolled = root.all("GtkScrolledWindow").first { $0.hasCSSClass("graft-list") }!
        return Gtk.ListView.owning(scrolled)!
    }
}

extension Gtk.ListView {
    /// The text shown by the row at `position`, if that row is bound.
    func text(at position: Int) -> String? {
        listItems.first { $0.position == position }?.child?.labelTexts.first
    }

    /// The texts of the rows on screen, top to bottom.
    var visibleTexts: [String] { visiblePositions.compactMap { text(at: $0) } }
}

/// Builds its content in `body`, so the observable models the content reads are tracked and a
/// change to them updates the window (a closure given to `HostingWindow` runs only once).
struct Tracked<Content: View>: View {
    let content: () -> Content
    init(@ViewBuilder _ content: @escaping () -> Content) { self.content = content }
    var body: some View { content() }
}
