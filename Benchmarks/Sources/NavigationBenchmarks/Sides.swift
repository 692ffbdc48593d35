import BenchmarkSupport
import Graft
import RawGtk

@MainActor
private var windowCounter = 0

@MainActor
func uniqueTitle(_ side: String, _ depth: Int) -> String {
    windowCounter += 1
    return "nav-\(side)-\(depth)-\(windowCounter)"
}

/// One side of the comparison: a navigation stack at some depth, pushed and popped.
@MainActor
protocol NavigationSide: AnyObject {
    /// Pushes one page, timed: the work, then the window's next frame.
    func push() -> Span
    /// Pops the top page, timed likewise.
    func pop() -> Span
    /// Whether the shown page is the one of `level` (for checks, not timed).
    func shows(level: Int) -> Bool
    func close()
}

/// The raw GTK stack.
@MainActor
final class RawNavigationSide: NavigationSide {
    let window: RawNavigationWindow
    let watcher: FrameWatcher

    init(depth: Int) {
        window = RawNavigationWindow(title: uniqueTitle("raw", depth), depth: depth)
        window.present()
        watcher = window.frameWatcher()!
        _ = watcher.settle()
    }

    func push() -> Span {
        let start = Stamp.now()
        window.push(window.depth + 1)
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func pop() -> Span {
        let start = Stamp.now()
        window.pop()
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func shows(level: Int) -> Bool { window.shownPageText == "Page \(level)" }

    func close() {
        window.destroy()
        RawGtk.drain()
    }
}

/// The Graft stack: `NavigationStack(path:)` whose path a model holds; a push appends to it, a pop
/// removes the last value (what a `NavigationLink(value:)` and the back button do).
@MainActor
final class GraftNavigationSide: NavigationSide {
    let model = PathModel()
    let host: HostingWindow
    let watcher: FrameWatcher

    init(depth: Int) throws {
        model.path = (0..<depth).map { $0 + 1 }
        let title = uniqueTitle("graft", depth)
        let model = self.model
        host = try HostingWindow(title: title, width: 400, height: 300) { NavigationRoot(model: model) }
        host.present()
        watcher = FrameWatcher(windowTitled: title)!
        _ = watcher.settle()
    }

    /// The body evaluations of the last push and of the last pop (for the report, not timed).
    private(set) var bodies = (push: 0, pop: 0)

    func push() -> Span {
        let before = host.graph.bodyEvaluationCount
        let start = Stamp.now()
        model.path.append(model.path.count + 1)
        host.flush()
        let workEnd = Stamp.now()
        bodies.push = host.graph.bodyEvaluationCount - before
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func pop() -> Span {
        let before = host.graph.bodyEvaluationCount
        let start = Stamp.now()
        model.path.removeLast()
        host.flush()
        let workEnd = Stamp.now()
        bodies.pop = host.graph.bodyEvaluationCount - before
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func shows(level: Int) -> Bool {
        func mappedLabels(in widget: Gtk.Widget) -> [String] {
            guard widget.isMapped else { return [] }
            if widget.typeName == "GtkLabel" { return [widget.property("label", as: String.self) ?? ""] }
            return widget.childWidgets.flatMap(mappedLabels(in:))
        }
        // The title and the page's own label; no other page's label.
        let shown = mappedLabels(in: host.window).filter { $0.hasPrefix("Page ") }
        return shown == ["Page \(level)", "Page \(level)"]
    }

    func close() {
        host.close()
        RawGtk.drain()
    }
}
