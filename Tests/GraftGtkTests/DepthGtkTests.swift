import Graft
import GraftTestBackend
import GtkBridge
import Testing

/// The widgets below `root`, walked without recursion, and how deep they go.
@MainActor
func walkWidgets(_ root: Gtk.Widget) -> (widgets: [Gtk.Widget], depth: Int) {
    var pending: [(Gtk.Widget, Int)] = [(root, 0)]
    var widgets: [Gtk.Widget] = []
    var deepest = 0
    while let (widget, depth) = pending.popLast() {
        widgets.append(widget)
        deepest = max(deepest, depth)
        for child in widget.childWidgets.reversed() { pending.append((child, depth + 1)) }
    }
    return (widgets, deepest)
}

@Suite("Deep trees in GTK", .serialized)
@MainActor
struct DepthGtkTests {
    /// GTK 4.8 measures and snapshots nested boxes recursively itself: it copes with 10,000 levels
    /// on the main thread's stack and overflows near 20,000, whatever Graft does.
    static let depth = 10_000

    @Test("A 10,000-deep tree of VStacks shows, updates in place and frees every widget when the window closes")
    func deepStacks() throws {
        let depth = Self.depth
        let counter = FinalizationCounter()
        do {
            let host = try GtkTest.show { DeepCounter(depth: depth) }
            let mounted = walkWidgets(host.root)
            let boxes = mounted.widgets.filter { $0.typeName == "GtkBox" }
            #expect(boxes.count >= depth + 1)
            let labels = mounted.widgets.filter { $0.typeName == "GtkLabel" }
            #expect(labels.compactMap { $0.property("label", as: String.self) }.contains("count 0"))
            for widget in mounted.widgets { counter.track(widget) }

            let button = mounted.widgets.first { $0.typeName == "GtkButton" }!
            button.emit("clicked")
            host.flush()
            GtkTest.settle()
            let updated = walkWidgets(host.root)
            #expect(updated.depth == mounted.depth)
            let texts = updated.widgets.filter { $0.typeName == "GtkLabel" }.compactMap {
                $0.property("label", as: String.self)
            }
            #expect(texts.contains("count 1"))
            #expect(updated.widgets.filter { $0.typeName == "GtkBox" }.count == boxes.count, "updated in place")
            host.close()
        }
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { counter.finalized == counter.trackedCount })
        #expect(counter.trackedCount > depth)
        print("DepthGtkTests: \(depth) levels, \(counter.finalized)/\(counter.trackedCount) widgets finalized")
    }
}
