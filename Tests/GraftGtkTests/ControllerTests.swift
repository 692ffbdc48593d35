import Graft
import GtkBridge
import RepresentableExamples
import Testing

/// Logs every lifecycle call of a controller and of its child.
final class LoggingController: WidgetController {
    let log: Log
    let name: String
    let child: LoggingController?

    init(log: Log, name: String, child: LoggingController? = nil) {
        self.log = log
        self.name = name
        self.child = child
        super.init()
    }

    override func loadView() {
        log.lines.append("\(name).loadView")
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        if let child {
            addChild(child)
            box.append(child.view)
        }
        view = box
    }
    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear() { log.lines.append("\(name).viewWillAppear") }
    override func viewDidAppear() { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.lines.append("\(name).viewDidDisappear") }
}

@MainActor
final class Log {
    var lines: [String] = []
}

struct LoggingControllerView: GtkWidgetControllerRepresentable {
    let log: Log
    func makeController(context: Context) -> LoggingController {
        LoggingController(log: log, name: "parent", child: LoggingController(log: log, name: "child"))
    }
    func updateController(_ controller: LoggingController, context: Context) { log.lines.append("update") }
    static func dismantleController(_ controller: LoggingController, coordinator: Void) {
        controller.log.lines.append("dismantle")
    }
}

struct ControllerHost: View {
    let log: Log
    @State var shows = true
    var body: some View {
        VStack {
            Button("toggle") { shows.toggle() }
            if shows { LoggingControllerView(log: log) }
        }
    }
}

@Suite("Controllers and examples", .serialized)
@MainActor
struct ControllerTests {
    @Test("A controller's lifecycle runs in order, once each, and dismantle comes last")
    func lifecycle() throws {
        let log = Log()
        let host = try GtkTest.show { ControllerHost(log: log) }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { log.lines.contains("parent.viewDidAppear") })
        host.root.first("GtkButton")!.emit("clicked")
        GtkTest.settle()
        // The window becoming active and getting its size change the environment (scene phase,
        // size classes), which updates the representable again, as SwiftUI does: updates may come
        // between the appearance calls, the lifecycle itself runs once each, in order.
        #expect(
            log.lines.filter { $0 != "update" } == [
                "parent.loadView", "child.loadView", "child.viewDidLoad", "parent.viewDidLoad",
                "parent.viewWillAppear", "child.viewWillAppear", "child.viewDidAppear", "parent.viewDidAppear",
                "parent.viewWillDisappear", "child.viewWillDisappear", "child.viewDidDisappear",
                "parent.viewDidDisappear", "dismantle",
            ])
        // The first update comes after the views are loaded, before they appear; none after dismantle.
        #expect(log.lines.firstIndex(of: "update") == 4)
        #expect(log.lines.last == "dismantle")
    }

    @Test("RedLabel: a controller's box pinned 16 px from leading, trailing and top holds a red label")
    func redLabel() throws {
        let host = try GtkTest.show(width: 300, height: 200) { RedLabel() }
        defer { host.close() }
        let label = host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "Red text" }!
        let column = label.parent!
        #expect([column.marginStart, column.marginEnd, column.marginTop] as [Int] == [16, 16, 16])
        #expect(column.valign == .start)
        #expect(label.cssClasses.contains(where: isStyleClass))
        #expect(column.allocatedWidth == 300 - 32)
    }

    @Test("RoundedBorder: a custom-drawn widget hosted in a VStack fills its frame")
    func roundedBorder() throws {
        let host = try GtkTest.show(width: 300, height: 300) {
            VStack {
                Text("Above")
                RoundedBorder().frame(width: 200, height: 200)
            }
        }
        defer { host.close() }
        let area = host.root.first("GtkDrawingArea")!
        #expect(area.allocatedWidth == 200 && area.allocatedHeight == 200)
    }

    @Test("SearchField: the coordinator writes edits into @State and reports Enter through a completion handler")
    func searchField() throws {
        struct Search: View {
            @State var query = ""
            @State var submitted = ""
            var body: some View {
                VStack {
                    SearchField(text: $query) { submitted = $0 }
                    Text("query \(query)")
                    Text("submitted \(submitted)")
                }
            }
        }
        let host = try GtkTest.show { Search() }
        defer { host.close() }
        let text = host.root.first("GtkText")!
        try text.setProperty("text", "graft")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("query graft"))
        host.root.first("GtkEntry")!.emit("activate")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("submitted graft"))
    }
}
