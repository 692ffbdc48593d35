import BenchmarkSupport
import Graft
import RawGtk

@MainActor
private var windowCounter = 0

@MainActor
private func uniqueTitle(_ side: String, _ count: Int) -> String {
    windowCounter += 1
    return "bench-\(side)-\(count)-\(windowCounter)"
}

/// One side of the comparison: the same window of labels and the same changes, made by raw GTK
/// calls or by Graft.
@MainActor
protocol LabelSide: AnyObject {
    /// Builds, shows and lays out the window; returns it with the measured span.
    static func build(_ data: LabelData) throws -> (Self, Span)
    /// Changes the text of the label at `index` to `text`, timed. First, untimed and in the same
    /// frame, the same label changes to `warmUpText`: the timed change then finds its code and its
    /// data in the CPU caches, which GTK's layout of N labels has just flushed, so it measures the
    /// work a change does rather than where N labels lie in memory (alike for both sides).
    func changeOne(at index: Int, to text: String, after warmUpText: String) -> Span
    /// Changes the label at `index` `count` times back to back, with no frame in between; returns
    /// the time of each change (then lets the frame run, untimed).
    func changeRepeatedly(at index: Int, count: Int, clock: BenchClock) -> [Double]
    /// Switches every label to its other text, timed.
    func switchAll() -> Span
    /// The texts the window's labels show (for checks, not timed).
    var labelTexts: [String] { get }
    func close()
}

/// The window built with raw GTK calls.
@MainActor
final class RawSide: LabelSide {
    let window: RawLabelWindow
    let watcher: FrameWatcher
    private(set) var data: LabelData

    static func build(_ data: LabelData) -> (RawSide, Span) {
        let texts = data.shown
        let start = Stamp.now()
        let window = RawLabelWindow(title: uniqueTitle("raw", data.count), texts: texts)
        window.present()
        let workEnd = Stamp.now()
        let watcher = window.frameWatcher()!
        let layoutEnd = watcher.settle()!
        return (
            RawSide(window: window, watcher: watcher, data: data),
            Span(start: start, workEnd: workEnd, layoutEnd: layoutEnd)
        )
    }

    private init(window: RawLabelWindow, watcher: FrameWatcher, data: LabelData) {
        self.window = window
        self.watcher = watcher
        self.data = data
    }

    func changeOne(at index: Int, to text: String, after warmUpText: String) -> Span {
        data.setShown(text, at: index)
        window.setText(warmUpText, at: index)
        let start = Stamp.now()
        window.setText(text, at: index)
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func changeRepeatedly(at index: Int, count: Int, clock: BenchClock) -> [Double] {
        let texts = (0..<count).map { "Row \(index) repeated \($0)" }
        var times: [Double] = []
        times.reserveCapacity(count)
        for text in texts {
            let start = Stamp.now()
            window.setText(text, at: index)
            times.append(start.nanoseconds(to: Stamp.now(), on: clock))
        }
        data.setShown(texts.last!, at: index)
        _ = watcher.settle()
        return times
    }

    func switchAll() -> Span {
        data.showsAlternate.toggle()
        let texts = data.shown
        let start = Stamp.now()
        window.setTexts(texts)
        let workEnd = Stamp.now()
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    var labelTexts: [String] { (0..<data.count).map { window.text(at: $0) } }

    func close() {
        window.destroy()
        RawGtk.drain()
    }
}

/// A Graft window of `LabelsView`: one `RowView` per label, each reading its own `RowModel` and
/// the shared `DisplayModel`.
@MainActor
final class GraftSide: LabelSide {
    let rows: [RowModel]
    let display: DisplayModel
    let host: HostingWindow
    let watcher: FrameWatcher
    /// The update passes and body evaluations of the last timed change.
    private(set) var lastCounts = (passes: 0, bodies: 0)

    /// The models are the app's data and are made before the clock starts, as the raw side's
    /// strings are.
    static func build(_ data: LabelData) throws -> (GraftSide, Span) {
        let rows = (0..<data.count).map { RowModel(id: $0, text: data.texts[$0], alternateText: data.alternates[$0]) }
        let display = DisplayModel()
        display.showsAlternate = data.showsAlternate
        let title = uniqueTitle("graft", data.count)
        let start = Stamp.now()
        let host = try HostingWindow(
            title: title, width: Int(RawLabelWindow.size.width), height: Int(RawLabelWindow.size.height)
        ) { LabelsView(rows: rows, display: display) }
        try host.scrollContent()
        host.present()
        let workEnd = Stamp.now()
        let watcher = FrameWatcher(windowTitled: title)!
        let layoutEnd = watcher.settle()!
        return (
            GraftSide(rows: rows, display: display, host: host, watcher: watcher),
            Span(start: start, workEnd: workEnd, layoutEnd: layoutEnd)
        )
    }

    private init(rows: [RowModel], display: DisplayModel, host: HostingWindow, watcher: FrameWatcher) {
        self.rows = rows
        self.display = display
        self.host = host
        self.watcher = watcher
    }

    /// How many update passes and body evaluations the graph has run so far.
    var counts: (passes: Int, bodies: Int) { (host.graph.updatePassCount, host.graph.bodyEvaluationCount) }

    /// Sets the text row `index` shows (one state change).
    func setShown(_ text: String, at index: Int) {
        if display.showsAlternate { rows[index].alternateText = text } else { rows[index].text = text }
    }

    /// One state change, then the update pass the main loop would run (run here, to time it).
    func changeOne(at index: Int, to text: String, after warmUpText: String) -> Span {
        setShown(warmUpText, at: index)
        host.flush()
        let before = counts
        let start = Stamp.now()
        setShown(text, at: index)
        host.flush()
        let workEnd = Stamp.now()
        lastCounts = (counts.passes - before.passes, counts.bodies - before.bodies)
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    func changeRepeatedly(at index: Int, count: Int, clock: BenchClock) -> [Double] {
        let texts = (0..<count).map { "Row \(index) repeated \($0)" }
        var times: [Double] = []
        times.reserveCapacity(count)
        for text in texts {
            let start = Stamp.now()
            setShown(text, at: index)
            host.flush()
            times.append(start.nanoseconds(to: Stamp.now(), on: clock))
        }
        _ = watcher.settle()
        return times
    }

    /// One state change that decides every row's text, then its update pass.
    func switchAll() -> Span {
        let before = counts
        let start = Stamp.now()
        display.showsAlternate.toggle()
        host.flush()
        let workEnd = Stamp.now()
        lastCounts = (counts.passes - before.passes, counts.bodies - before.bodies)
        return Span(start: start, workEnd: workEnd, layoutEnd: watcher.settle()!)
    }

    var labelTexts: [String] { labels.map { $0.property("label", as: String.self) ?? "" } }

    /// How the first label and its column are set up, read back from GTK.
    var configuration: LabelConfiguration? {
        guard let label = labels.first, let column = label.parent else { return nil }
        return LabelConfiguration(
            wraps: label.property("wrap", as: Bool.self) ?? false,
            labelAlignment: label.property("halign", as: Int.self) ?? -1,
            columnSpacing: column.property("spacing", as: Int.self) ?? -1,
            columnAlignment: column.property("halign", as: Int.self) ?? -1)
    }

    private var labels: [Gtk.Widget] {
        func labels(in widget: Gtk.Widget) -> [Gtk.Widget] {
            widget.typeName == "GtkLabel" ? [widget] : widget.childWidgets.flatMap(labels(in:))
        }
        return labels(in: host.window)
    }

    func close() {
        host.close()
        RawGtk.drain()
    }
}

extension HostingWindow {
    /// Moves the window's content into a vertically scrolling `GtkScrolledWindow`, as
    /// `RawLabelWindow` does (Graft has no scroll view yet; this is public GtkBridge API).
    func scrollContent() throws {
        guard let content = window.child else { return }
        window.child = nil
        let scroller = try Gtk.Widget(typeName: "GtkScrolledWindow")
        try scroller.setProperty("hscrollbar-policy", "never")
        try scroller.setProperty("child", content)
        window.child = scroller
    }
}
