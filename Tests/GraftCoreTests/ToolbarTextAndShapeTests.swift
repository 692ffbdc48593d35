import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Toolbar slots, text runs, shapes and ViewModifier state in the engine")
@MainActor
struct ToolbarTextAndShapeTests {
    @Test("Toolbar items are sorted by placement; bare views go to .automatic (trailing)")
    func toolbarSlots() {
        let harness = Harness(
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("L") }
                ToolbarItem(placement: .navigationBarTrailing) { Text("T1") }
                Text("T2")
                ToolbarItem(placement: .principal) { Text("P") }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("B1")
                    Text("B2")
                }
            })
        let host = harness.first("toolbarHost")
        #expect(host.children.map(\.texts) == [["Body"]])
        let slots = Dictionary(uniqueKeysWithValues: host.backgroundChildren.map { ($0.kind, $0.texts) })
        #expect(slots["toolbar.leading"] == ["L"])
        #expect(slots["toolbar.trailing"] == ["T1", "T2"])
        #expect(slots["toolbar.principal"] == ["P"])
        #expect(slots["toolbar.bottom"] == ["B1", "B2"])
    }

    @Test("Each placement maps to its documented slot")
    func placementSlots() {
        let leading: [ToolbarItemPlacement] = [.navigationBarLeading, .topBarLeading, .cancellationAction, .navigation]
        let trailing: [ToolbarItemPlacement] = [
            .navigationBarTrailing, .topBarTrailing, .primaryAction, .confirmationAction, .automatic,
            .destructiveAction, .secondaryAction,
        ]
        #expect(leading.allSatisfy { $0.slot == .leading })
        #expect(trailing.allSatisfy { $0.slot == .trailing })
        #expect(ToolbarItemPlacement.principal.slot == .principal)
        #expect([ToolbarItemPlacement.bottomBar, .status, .keyboard].allSatisfy { $0.slot == .bottom })
    }

    @Test("Toolbar items keep their widgets across updates and leave when a condition turns false")
    func toolbarIdentity() {
        struct Screen: View {
            @State var showsExtra = true
            var body: some View {
                Button("Toggle") { showsExtra.toggle() }
                    .toolbar {
                        ToolbarItem { Text("Always") }
                        if showsExtra { ToolbarItem { Text("Extra") } }
                    }
            }
        }
        let harness = Harness(Screen())
        let trailing = { harness.first("toolbarHost").backgroundChildren.first { $0.kind == "toolbar.trailing" } }
        let always = trailing()?.children.first
        #expect(trailing()?.texts == ["Always", "Extra"])
        harness.first("button").click()
        harness.turn()
        #expect(trailing()?.texts == ["Always"])
        #expect(trailing()?.children.first === always, "the remaining item keeps its widget")
    }

    @Test("Text styling makes runs; Text + Text keeps each piece's style; plain text stays plain")
    func textRuns() {
        let text = Text("a").bold() + Text("b").italic().underline() + Text("c")
        #expect(text.content == "abc")
        #expect(text.runs.map(\.style.weight) == [.bold, nil, nil])
        #expect(text.runs.map(\.style.isItalic) == [false, true, false])
        #expect(text.runs[1].style.isUnderlined)
        #expect(text.runs[2].style.isPlain)
        let harness = Harness(
            VStack {
                text; Text("plain")
            })
        let texts = harness.root.allWidgets.filter { $0.kind == "text" }
        #expect(texts[0]["text"] == "abc")
        #expect(texts[0].properties["runs"] != nil, "styled text goes through updateStyledText")
        #expect(texts[1].properties["runs"] == nil, "plain text goes through updateText")
        #expect(Text("x").strikethrough(false).runs[0].style.isPlain)
    }

    @Test("Shapes draw their paths in the bounds; strokeBorder insets by half the line width")
    func shapes() throws {
        let harness = Harness(
            VStack {
                Circle().fill(Color.red)
                Rectangle().strokeBorder(Color.blue, lineWidth: 10)
                RoundedRectangle(cornerRadius: 8)
            })
        let shapes = harness.root.allWidgets.filter { $0.kind == "shape" }
        try #require(shapes.count == 3)
        #expect(shapes[0]["fill"]?.contains("color") == true)
        #expect(shapes[0]["stroke"] == "none")
        #expect(shapes[1]["fill"] == "none")
        #expect(shapes[1]["bounds"] == "\(CGRect(x: 5, y: 5, width: 90, height: 90))")
        #expect(shapes[2]["fill"]?.contains("color") == true, "a bare shape fills with the foreground")
    }

    @Test("Path arcs and ellipses stay on their circle; rounded rectangles limit their radius")
    func pathGeometry() {
        var arc = Path()
        arc.addArc(
            center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let bounds = arc.boundingRect
        #expect(abs(bounds.minY - 50) < 0.01, "a half turn from 0° with growing angles goes down (y grows)")
        #expect(abs(bounds.maxY - 90) < 0.01, "its lowest point is the bottom of the circle")
        #expect(abs(bounds.minX - 10) < 0.01 && abs(bounds.maxX - 90) < 0.01)
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ellipse.elements.count == 6)
        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        #expect(abs(rounded.boundingRect.width - 20) < 0.01 && abs(rounded.boundingRect.height - 10) < 0.01)
    }

    @Test("A ViewModifier holding @State keeps it across updates and wraps the content")
    func viewModifierState() {
        struct Counting: ViewModifier {
            @State private var count = 0
            let label: String
            func body(content: Content) -> some View {
                VStack {
                    content
                    Button("\(label) \(count)") { count += 1 }
                }
            }
        }
        struct Screen: View {
            @State var title = "Hello"
            var body: some View {
                Text(title).modifier(Counting(label: "Taps"))
            }
        }
        let harness = Harness(Screen())
        #expect(harness.root.texts == ["Hello", "Taps 0"])
        harness.first("button").click()
        harness.turn()
        harness.first("button").click()
        harness.turn()
        #expect(harness.root.texts == ["Hello", "Taps 2"])
        #expect(Text("x").modifier(EmptyModifier()).content == Text("x"))
    }

    @Test("buttonStyle and tint reach the environment of buttons below")
    func buttonAppearance() {
        var seen: [ButtonAppearance] = []
        var tints: [Color?] = []
        struct Probe: View {
            @Environment(\.buttonAppearance) var appearance
            @Environment(\.tint) var tint
            let report: (ButtonAppearance, Color?) -> Void
            var body: some View {
                report(appearance, tint)
                return Text("probe")
            }
        }
        _ = Harness(
            VStack {
                Probe {
                    seen.append($0); tints.append($1)
                }.buttonStyle(.borderedProminent).tint(.red)
                Probe {
                    seen.append($0); tints.append($1)
                }.buttonStyle(.plain)
                Probe {
                    seen.append($0); tints.append($1)
                }
            })
        #expect(seen.map(\.frame) == [.prominent, .borderless, .standard])
        #expect(tints == [.red, nil, nil])
    }
}

@Suite("Item presentations, HSB colours and the default background in the engine")
@MainActor
struct PresentationAndColorTests {
    struct Note: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    @Test(
        "sheet(item:) and fullScreenCover(item:) present while the item is set and clear it when closed",
        arguments: [false, true])
    func sheetItem(fullScreen: Bool) {
        struct Screen: View {
            let fullScreen: Bool
            @State var note: Note?
            var body: some View {
                if fullScreen {
                    Button("Open") { note = Note(id: 1, title: "First") }
                        .fullScreenCover(item: $note) { note in Text(note.title) }
                } else {
                    Button("Open") { note = Note(id: 1, title: "First") }
                        .sheet(item: $note) { note in Text(note.title) }
                }
            }
        }
        let harness = Harness(Screen(fullScreen: fullScreen))
        #expect(harness.backend.presentations.isEmpty)
        harness.first("button").click()
        harness.turn()
        #expect(harness.backend.presentations.count == 1)
        #expect(harness.backend.presentations.first?.texts == ["First"])
        harness.backend.presentations.first?.click()  // the window's close request
        harness.turn()
        #expect(harness.backend.presentations.isEmpty)
    }

    @Test("Color(hue:saturation:brightness:) matches the HSB definition")
    func hsb() {
        let red = Color(hue: 0, saturation: 1, brightness: 1).resolve(in: .light)
        #expect(red == Color.Components(red: 1, green: 0, blue: 0))
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5).resolve(in: .light)
        #expect(abs(green.green - 0.5) < 1e-9 && green.red < 1e-9 && green.blue < 1e-9)
        let grey = Color(hue: 0.7, saturation: 0, brightness: 0.4, opacity: 0.5).resolve(in: .dark)
        #expect(grey == Color.Components(red: 0.4, green: 0.4, blue: 0.4, opacity: 0.5))
    }

    @Test("background() with no argument is the window background colour of the scheme")
    func defaultBackground() {
        let harness = Harness(Text("x").background())
        #expect(harness.first("background")["color"] == Color.background.resolve(in: .light).recorded)
    }
}
