import BenchmarkSupport
import Graft
import RawGtk

/// Texts for the labels: the first build's, and two alternating sets so every change changes.
struct Texts {
    let initial: [String]
    let alternate: [[String]]

    init(count: Int) {
        initial = (0..<count).map { "Row \($0)" }
        alternate = ["a", "b"].map { suffix in (0..<count).map { "Row \($0) \(suffix)" } }
    }

    /// The new text of the one changing label in run `run`.
    func single(_ index: Int, run: Int) -> String { "Row \(index) changed \(run)" }
}

@MainActor
private var windowCounter = 0

@MainActor
private func uniqueTitle(_ side: String, _ count: Int) -> String {
    windowCounter += 1
    return "bench-\(side)-\(count)-\(windowCounter)"
}

/// The same label window built with raw GTK calls.
@MainActor
final class RawSide {
    let window: RawLabelWindow
    let watcher: FrameWatcher

    /// Builds, shows and lays out the window; returns it with the measured span.
    static func build(_ texts: [String]) -> (RawSide, Span) {
        let start = Stamp.now()
        let window = RawLabelWindow(title: uniqueTitle("raw", texts.count), texts: texts)
        window.present()
        let workEnd = Stamp.now()
        let watcher = window.frameWatcher()!
        let layoutEnd = watcher.settle()!
        return (RawSide(window: window, watcher: watcher), Span(start: start, workEnd: workEnd, layoutEnd: layoutEnd))
    }

    private init(window: RawLabelWindow, watcher: FrameWatcher) {
        self.window = window
        self.watcher = watcher
    }

    func setOne(_ text: String, at index: Int) -> Span {
        let start = Stamp.now()
        window.setText(text, at: index)
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func setAll(_ texts: [String]) -> Span {
        let start = Stamp.now()
        window.setTexts(texts)
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func close() {
        window.destroy()
        RawGtk.drain()
    }
}

/// A Graft window of `LabelsView`: one `RowView` per label, each reading its own `RowModel`.
@MainActor
final class GraftSide {
    let rows: [RowModel]
    let host: HostingWindow
    let watcher: FrameWatcher

    /// Builds, shows and lays out the window; returns it with the measured span.
    ///
    /// The row models are the app's data and are made before the clock starts, as the raw side's
    /// texts are.
    static func build(_ texts: [String]) throws -> (GraftSide, Span) {
        let rows = texts.enumerated().map { RowModel(id: $0.offset, text: $0.element) }
        let title = uniqueTitle("graft", texts.count)
        let start = Stamp.now()
        let host = try HostingWindow(title: title) { LabelsView(rows: rows) }
        host.present()
        let workEnd = Stamp.now()
        let watcher = FrameWatcher(windowTitled: title)!
        let layoutEnd = watcher.settle()!
        return (
            GraftSide(rows: rows, host: host, watcher: watcher),
            Span(start: start, workEnd: workEnd, layoutEnd: layoutEnd)
        )
    }

    private init(rows: [RowModel], host: HostingWindow, watcher: FrameWatcher) {
        self.rows = rows
        self.host = host
        self.watcher = watcher
    }

    /// How many update passes and body evaluations the graph has run so far.
    var counts: (passes: Int, bodies: Int) { (host.graph.updatePassCount, host.graph.bodyEvaluationCount) }

    /// One state change, then the update pass the main loop would run (run here, to time it).
    func setOne(_ text: String, at index: Int) -> Span {
        let start = Stamp.now()
        rows[index].text = text
        host.flush()
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    /// N state changes in one turn, then the one update pass they make.
    func setAll(_ texts: [String]) -> Span {
        let start = Stamp.now()
        for (row, text) in zip(rows, texts) { row.text = text }
        host.flush()
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func close() {
        host.close()
        RawGtk.drain()
    }
}

extension GraftSide {
    /// The texts of the window's labels, in order (for checks, not timed).
    var labelTexts: [String] {
        let column = host.window.child?.firstChild
        return (column?.childWidgets ?? []).map { $0.property("label", as: String.self) ?? "" }
    }
}
