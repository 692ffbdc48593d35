import BenchmarkSupport
import Graft
import RawGtk

/// What a cheap-layout case changes: a text, or a property whose change needs no relayout.
enum CheapChange: String, CaseIterable {
    case text, color, opacity, visibility

    var title: String {
        switch self {
        case .text: "text"
        case .color: "colour"
        case .opacity: "opacity"
        case .visibility: "visibility"
        }
    }
}

/// A span measured to the painted frame: the work, and the work with the frame that shows it.
struct PaintedSpan {
    let start: Stamp
    let workEnd: Stamp
    let paintEnd: Stamp

    func work(_ clock: BenchClock) -> Double { start.nanoseconds(to: workEnd, on: clock) }
    func total(_ clock: BenchClock) -> Double { start.nanoseconds(to: paintEnd, on: clock) }
}

/// One side of the cheap-layout cases.
@MainActor
protocol CheapSide: AnyObject {
    static func build(texts: [String], title: String) throws -> (Self, PaintedSpan)
    /// Applies `change` to the rows at `indices` (every row, or one), timed to the painted frame.
    /// First, untimed and in the same frame, the same change is made to `warmUp` rows.
    func apply(_ change: CheapChange, to indices: Range<Int>, warmUp: Range<Int>) -> PaintedSpan
    var window: Gtk.Window? { get }
    func close()
}

/// What both sides keep of each row's state, to make the same next change.
struct CheapRowState {
    var texts: [String]
    var alternates: [String]
    var showsAlternate: [Bool]
    var highlighted: [Bool]
    var faded: [Bool]
    var visible: [Bool]

    init(texts: [String]) {
        self.texts = texts
        alternates = texts.map { $0 + " (changed)" }
        showsAlternate = texts.map { _ in false }
        highlighted = showsAlternate
        faded = showsAlternate
        visible = texts.map { _ in true }
    }

    /// Flips `change` for row `index`.
    mutating func flip(_ change: CheapChange, at index: Int) {
        switch change {
        case .text: showsAlternate[index].toggle()
        case .color: highlighted[index].toggle()
        case .opacity: faded[index].toggle()
        case .visibility: visible[index].toggle()
        }
    }

    func text(at index: Int) -> String { showsAlternate[index] ? alternates[index] : texts[index] }
    func opacity(at index: Int) -> Double { visible[index] ? (faded[index] ? 0.5 : 1) : 0 }
}

@MainActor
final class RawCheapSide: CheapSide {
    let raw: RawCheapWindow
    let watcher: FrameWatcher
    let title: String
    var state: CheapRowState

    static func build(texts: [String], title: String) -> (RawCheapSide, PaintedSpan) {
        let start = Stamp.now()
        let raw = RawCheapWindow(
            title: title, texts: texts, colors: (CheapColors.normalCSS, CheapColors.highlightedCSS))
        raw.present()
        let workEnd = Stamp.now()
        let watcher = raw.frameWatcher()!
        _ = watcher.settle()!
        let side = RawCheapSide(raw: raw, watcher: watcher, title: title, state: CheapRowState(texts: texts))
        return (side, PaintedSpan(start: start, workEnd: workEnd, paintEnd: watcher.lastPaintEnd))
    }

    private init(raw: RawCheapWindow, watcher: FrameWatcher, title: String, state: CheapRowState) {
        self.raw = raw
        self.watcher = watcher
        self.title = title
        self.state = state
    }

    private func write(_ change: CheapChange, _ indices: Range<Int>) {
        for index in indices { state.flip(change, at: index) }
        switch change {
        case .text: for index in indices { raw.setText(state.text(at: index), at: index) }
        case .color: for index in indices { raw.setHighlighted(state.highlighted[index], at: index) }
        case .opacity, .visibility: for index in indices { raw.setOpacity(state.opacity(at: index), at: index) }
        }
    }

    @inline(never)
    func apply(_ change: CheapChange, to indices: Range<Int>, warmUp: Range<Int>) -> PaintedSpan {
        write(change, warmUp)
        let start = Stamp.now()
        write(change, indices)
        let workEnd = Stamp.now()
        _ = watcher.settle()!
        return PaintedSpan(start: start, workEnd: workEnd, paintEnd: watcher.lastPaintEnd)
    }

    var window: Gtk.Window? { toplevel(titled: title) }

    func close() {
        raw.destroy()
        RawGtk.drain()
    }
}

@MainActor
final class GraftCheapSide: CheapSide {
    let rows: [any CheapRow]
    let alternates: [String]
    let texts: [String]
    let host: HostingWindow
    let watcher: FrameWatcher
    /// Update passes and body evaluations of the last timed change.
    private(set) var lastCounts = (passes: 0, bodies: 0)

    /// The models are the app's data, made before the clock starts as the raw side's strings are.
    static func build(texts: [String], title: String) throws -> (GraftCheapSide, PaintedSpan) {
        let (rows, column) = makeCheapColumn(texts: texts)
        func host<Column: View>(_ column: Column) throws -> HostingWindow {
            try HostingWindow(
                title: title, width: Int(RawLabelWindow.size.width), height: Int(RawLabelWindow.size.height)
            ) { column }
        }
        let start = Stamp.now()
        let host = try host(column)
        host.present()
        let workEnd = Stamp.now()
        let watcher = FrameWatcher(windowTitled: title)!
        _ = watcher.settle()!
        let side = GraftCheapSide(rows: rows, texts: texts, host: host, watcher: watcher)
        return (side, PaintedSpan(start: start, workEnd: workEnd, paintEnd: watcher.lastPaintEnd))
    }

    private init(rows: [any CheapRow], texts: [String], host: HostingWindow, watcher: FrameWatcher) {
        self.rows = rows
        self.texts = texts
        self.alternates = texts.map { $0 + " (changed)" }
        self.host = host
        self.watcher = watcher
    }

    private var counts: (passes: Int, bodies: Int) { (host.graph.updatePassCount, host.graph.bodyEvaluationCount) }

    /// The state changes an app makes, then the update pass the main loop would run (run here).
    func write(_ change: CheapChange, _ indices: Range<Int>) {
        switch change {
        case .text:
            for index in indices {
                let row = rows[index]
                row.text = row.text == texts[index] ? alternates[index] : texts[index]
            }
        case .color: for index in indices { rows[index].isHighlighted.toggle() }
        case .opacity: for index in indices { rows[index].isFaded.toggle() }
        case .visibility: for index in indices { rows[index].isVisible.toggle() }
        }
        host.flush()
    }

    @inline(never)
    func apply(_ change: CheapChange, to indices: Range<Int>, warmUp: Range<Int>) -> PaintedSpan {
        write(change, warmUp)
        let before = counts
        let start = Stamp.now()
        write(change, indices)
        let workEnd = Stamp.now()
        lastCounts = (counts.passes - before.passes, counts.bodies - before.bodies)
        _ = watcher.settle()!
        return PaintedSpan(start: start, workEnd: workEnd, paintEnd: watcher.lastPaintEnd)
    }

    var window: Gtk.Window? { host.window }

    func close() {
        host.close()
        RawGtk.drain()
    }
}
