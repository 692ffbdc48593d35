import GraftCore
import GraftTestBackend

/// Mounts a view on a recording backend and lets tests turn the "main loop".
@MainActor
struct Harness {
    let backend = RecordingBackend()
    let graph: ViewGraph

    init<V: View>(_ view: V, maximumWidgetDepth: Int = Int.max) {
        backend.maximumWidgetDepth = maximumWidgetDepth
        graph = ViewGraph(root: view, backend: backend)
    }

    var root: RecordedWidget { graph.rootWidget(as: RecordingBackend.self) }

    /// One main-loop turn: runs the scheduled update pass.
    func turn() { backend.runScheduledUpdates() }

    func first(_ kind: String) -> RecordedWidget { root.first(kind)! }
}

/// Counts body evaluations per view.
@MainActor
final class Counts {
    var values: [String: Int] = [:]
    func hit(_ name: String) { values[name, default: 0] += 1 }
    subscript(_ name: String) -> Int { values[name, default: 0] }
}
