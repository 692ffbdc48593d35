import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite("List stays equal to its data", .serialized)
@MainActor
struct ListConsistencyTests {
    @Test("10,000 random inserts, deletes and moves keep the model and the bound rows equal to the data")
    func randomEdits() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("ListConsistencyTests seed: \(seed)")
        var random = SeededGenerator(seed: seed)
        let model = ListModel(count: 120)
        var nextID = 120
        let host = try GtkTest.show(width: 320, height: 300) { Tracked { List(model.items) { Text($0.name) } } }
        defer { host.close() }
        let list = host.list
        let steps = Int(ProcessInfo.processInfo.environment["GRAFT_LIST_STEPS"] ?? "") ?? 10_000
        for step in 0..<steps {
            let count = model.items.count
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where count < 240:
                let at = Int.random(in: 0...count, using: &random)
                model.items.insert(ListItemData(id: nextID, name: "Item \(nextID)"), at: at)
                nextID += 1
            case 1 where count > 0:
                model.items.remove(at: Int.random(in: 0..<count, using: &random))
            default:
                guard count > 1 else { continue }
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0...count, using: &random)
                model.items.move(fromOffsets: [from], toOffset: to)
            }
            if step % 10 == 0 {
                list.scrollOffset = Double.random(in: 0...max(0, list.contentHeight - list.pageHeight), using: &random)
            }
            host.flush()
            if step % 50 == 0 || step == steps - 1 {
                GtkTest.settle()
                try #require(list.rowCount == model.items.count, "seed \(seed), step \(step)")
                for item in list.listItems {
                    guard let position = item.position, let text = item.child?.labelTexts.first else { continue }
                    try #require(text == model.items[position].name, "seed \(seed), step \(step), row \(position)")
                }
            }
        }
    }
}
