import Graft
import GtkBridge
import Testing

struct CounterApp: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@Suite("GTK primitives", .serialized)
@MainActor
struct PrimitiveTests {
    @Test("The SwiftUI counter works in a real window: a click updates the same label")
    func counter() throws {
        let host = try GtkTest.show { CounterApp() }
        defer { host.close() }
        let label = host.root.all("GtkLabel")[0]
        #expect(label.property("label", as: String.self) == "Count: 0")
        let button = host.root.first("GtkButton")!
        for _ in 0..<3 { _ = button.emit("clicked") }
        GtkTest.settle()
        #expect(host.root.all("GtkLabel")[0].isSameWidget(as: label))
        #expect(label.property("label", as: String.self) == "Count: 3")
    }

    @Test("Stacks are GtkBoxes with their orientation, spacing and child alignment")
    func stacks() throws {
        let host = try GtkTest.show {
            VStack(alignment: .leading, spacing: 12) {
                Text("a")
                HStack(alignment: .top, spacing: 4) {
                    Text("b")
                    Spacer()
                    Divider()
                }
            }
        }
        defer { host.close() }
        let boxes = host.root.all("GtkBox").compactMap { $0 as Gtk.Widget }
        let vstack = boxes.first { $0.property("spacing", as: Int.self) == 12 }!
        #expect(vstack.property("orientation", as: Int.self) == 1)
        #expect(vstack.childWidgets[0].halign == .start)
        let hstack = boxes.first { $0.property("spacing", as: Int.self) == 4 }!
        #expect(hstack.property("orientation", as: Int.self) == 0)
        #expect(hstack.childWidgets[0].valign == .start)
        #expect(hstack.childWidgets[1].hexpand, "a spacer in an HStack grows horizontally")
        #expect(hstack.childWidgets[2].typeName == "GtkSeparator")
        #expect(hstack.childWidgets[2].property("orientation", as: Int.self) == 1, "a divider in an HStack is vertical")
    }

    @Test("ZStack is an overlay that places every child at each of the nine alignments")
    func zstack() throws {
        let alignments: [(Alignment, Align, Align)] = [
            (.topLeading, .start, .start), (.top, .center, .start), (.topTrailing, .end, .start),
            (.leading, .start, .center), (.center, .center, .center), (.trailing, .end, .center),
            (.bottomLeading, .start, .end), (.bottom, .center, .end), (.bottomTrailing, .end, .end),
        ]
        for (alignment, h, v) in alignments {
            let host = try GtkTest.show {
                ZStack(alignment: alignment) {
                    Text("back"); Text("front")
                }
            }
            let overlay = host.root.first("GtkOverlay")!
            let children = overlay.childWidgets
            #expect(children.count == 2)
            #expect(children.allSatisfy { $0.halign == h && $0.valign == v }, "\(alignment)")
            host.close()
        }
    }

    @Test("ProgressView shows its fraction; ProgressView() spins")
    func progress() throws {
        let host = try GtkTest.show {
            VStack {
                ProgressView(value: 0.25)
                ProgressView(value: 3, total: 4)
                ProgressView()
            }
        }
        defer { host.close() }
        let bars = host.root.all("GtkProgressBar")
        #expect(bars.map { $0.property("fraction", as: Double.self) } == [0.25, 0.75])
        #expect(host.root.first("GtkSpinner")?.property("spinning", as: Bool.self) == true)
    }

    @Test("Toggle and TextField write through their bindings")
    func controls() throws {
        struct Form: View {
            @State var isOn = false
            @State var name = ""
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $isOn)
                    TextField("Name", text: $name)
                    Text(isOn ? "on" : "off")
                    Text("Hi \(name)")
                }
            }
        }
        let host = try GtkTest.show { Form() }
        defer { host.close() }
        try host.root.first("GtkSwitch")!.setProperty("active", true)
        try host.root.first("GtkText")!.setProperty("text", "Ada")
        GtkTest.settle()
        #expect(host.root.labelTexts.suffix(2) == ["on", "Hi Ada"])
        #expect(host.root.first("GtkEntry")!.property("placeholder-text", as: String.self) == "Name")
        #expect(host.root.first("GtkEntry")!.allocatedWidth >= 300, "a text field takes the width it is offered")
    }

    @Test("Images load from a file and from pixels; a missing file shows a visible error state")
    func images() throws {
        let rgba = [UInt8](repeating: 200, count: 4 * 6 * 3)
        let host = try GtkTest.show {
            VStack {
                Image(width: 6, height: 3, rgba: rgba)
                Image(path: "/nonexistent/photo.png")
            }
        }
        defer { host.close() }
        let pictures = host.root.all("GtkPicture")
        #expect(pictures.count == 2)
        #expect(pictures[0].measure(orientation: .horizontal).natural == 6)
        #expect(pictures[1].hasCSSClass("graft-image-missing"))
        #expect(pictures[1].tooltip?.contains("/nonexistent/photo.png") == true)
    }

    @Test("Color fills its space with the scheme's colour through a shared stylesheet class")
    func colorView() throws {
        let host = try GtkTest.show { Color.red.frame(width: 50, height: 40) }
        defer { host.close() }
        let colorBox = host.root.descendants.first { $0.cssClasses.contains(where: isStyleClass) }
        #expect(colorBox != nil)
        #expect(colorBox!.allocatedWidth == 50)
        #expect(colorBox!.allocatedHeight == 40)
    }

    @Test("ScrollView scrolls content taller than the window, stacking its children")
    func scrollView() throws {
        let host = try GtkTest.show(width: 320, height: 240) {
            ScrollView {
                ForEach(0..<200) { Text("Row \($0)") }
            }
        }
        defer { host.close() }
        let scroller = host.root.first("GtkScrolledWindow")!
        #expect(scroller.allocatedHeight > 120 && scroller.allocatedHeight <= 240, "\(scroller.allocatedHeight)")
        #expect(scroller.allocatedWidth == 320)
        let labels = scroller.all("GtkLabel")
        #expect(labels.count == 200)
        #expect(labels.last?.property("label", as: String.self) == "Row 199")
        let column = labels[0].parent!
        #expect(column.property("orientation", as: Int.self) == 1)
        #expect(column.allocatedHeight > 240 * 4, "the content keeps its full height inside the viewport")
    }

    /// A one-line label above a long sentence with `limit`, in a window 200 px wide.
    func sentenceLabels(lineLimit limit: Int?) throws -> (host: HostingWindow, short: Gtk.Widget, long: Gtk.Widget) {
        let sentence = String(repeating: "Graft wraps long lines of text. ", count: 8)
        let host = try GtkTest.show(width: 200, height: 400) {
            VStack {
                Text("one line")
                Text(sentence).lineLimit(limit)
            }
        }
        let labels = host.root.all("GtkLabel")
        return (host, labels[0], labels[1])
    }

    @Test("Long text wraps to the width it is given")
    func wrapping() throws {
        let (host, short, long) = try sentenceLabels(lineLimit: nil)
        defer { host.close() }
        #expect(long.allocatedWidth > 150 && long.allocatedWidth <= 200, "\(long.allocatedWidth)")
        #expect(long.allocatedHeight > short.allocatedHeight * 3, "the sentence takes several lines")
    }

    @Test("lineLimit(1) keeps text on one line, truncated with an ellipsis")
    func lineLimit() throws {
        let (host, short, long) = try sentenceLabels(lineLimit: 1)
        defer { host.close() }
        #expect(long.property("wrap", as: Bool.self) == false)
        #expect(long.property("ellipsize", as: Int.self) == 3, "PANGO_ELLIPSIZE_END")
        #expect(long.allocatedHeight == short.allocatedHeight)
        #expect(long.allocatedWidth > 150 && long.allocatedWidth <= 200, "\(long.allocatedWidth)")
    }
}
