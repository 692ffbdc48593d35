import GraftCore
import GraftTestBackend
import Testing

@MainActor
final class Log {
    var lines: [String] = []
}

@MainActor
struct LifecycleHost: View {
    let log: Log
    @State var shows = true
    var body: some View {
        VStack {
            Button("toggle") { shows.toggle() }
            if shows {
                Text("child").onAppear { log.lines.append("appear") }.onDisappear { log.lines.append("disappear") }
            }
        }
    }
}

@MainActor
struct SheetHost: View {
    @State var isPresented = false
    @State var dismissed = 0
    var body: some View {
        VStack {
            Button("open") { isPresented = true }
            Text("dismissed \(dismissed)")
        }
        .sheet(isPresented: $isPresented, onDismiss: { dismissed += 1 }) { SheetContent() }
    }
}

@MainActor
struct SheetContent: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Button("close") { dismiss() } }
}

@Suite("Modifiers")
@MainActor
struct ModifierTests {
    @Test("onAppear runs after mounting and onDisappear when the view leaves")
    func lifecycle() {
        let log = Log()
        let h = Harness(LifecycleHost(log: log))
        #expect(log.lines == ["appear"])
        h.first("button").click()
        h.turn()
        #expect(log.lines == ["appear", "disappear"])
        h.first("button").click()
        h.turn()
        #expect(log.lines == ["appear", "disappear", "appear"])
    }

    @Test("padding, frame, background and opacity wrap the content in that order")
    func wrappers() {
        let h = Harness(Text("x").padding(4).background(.red).frame(maxWidth: .infinity).opacity(0.5))
        let chain = h.root.children[0]
        #expect(chain.kind == "opacity" && chain["opacity"] == "0.5")
        #expect(chain.children[0].kind == "frame")
        #expect(chain.children[0].children[0].kind == "background")
        #expect(chain.children[0].children[0]["color"] == "rgb(224,28,36)")
        #expect(chain.children[0].children[0].children[0].kind == "padding")
        #expect(chain.children[0].children[0].children[0].children[0]["text"] == "x")
    }

    @Test("A view background sits behind the content")
    func viewBackground() {
        let h = Harness(Text("front").background { Color.blue })
        let background = h.first("background")
        #expect(background.children.first?["text"] == "front")
        #expect(background.backgroundChildren.first?.kind == "color")
    }

    @Test("A sheet opens with the binding, closes with dismiss(), and a user close turns the binding false")
    func sheet() {
        let h = Harness(SheetHost())
        #expect(h.backend.presentations.isEmpty)
        h.first("button").click()
        h.turn()
        #expect(h.backend.presentations.count == 1)
        let sheet = h.backend.presentations[0]
        #expect(sheet.first("button")?.first("text")?["text"] == "close")
        sheet.first("button")!.click()
        h.turn()
        #expect(h.backend.presentations.isEmpty)
        h.turn()  // onDismiss runs after the pass that closed the sheet
        #expect(h.root.texts.last == "dismissed 1")

        h.first("button").click()
        h.turn()
        h.backend.presentations[0].click()  // the user closes the window
        h.turn()
        #expect(h.backend.presentations.isEmpty)
        h.turn()
        #expect(h.root.texts.last == "dismissed 2")
    }

    @Test("withAnimation and .animation(_:value:) mark updates as animated")
    func animation() {
        struct Host: View {
            @State var progress = 0.0
            @State var visible = true
            var body: some View {
                VStack {
                    Button("a") { withAnimation(.linear(duration: 0.2)) { progress = 0.5 } }
                    Button("b") { visible = false }
                    Button("c") { progress = 0.7 }
                    ProgressView(value: progress)
                    Text("fade").opacity(visible ? 1 : 0).animation(.easeOut(duration: 0.3), value: visible)
                }
            }
        }
        let h = Harness(Host())
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[0].click()
        h.turn()
        #expect(h.first("progress")["fraction"] == "0.5")
        #expect(h.first("progress")["animated"] == "true")
        buttons[2].click()
        h.turn()
        #expect(h.first("progress")["animated"] == "false")
        buttons[1].click()
        h.turn()
        #expect(h.first("opacity")["opacity"] == "0.0")
        #expect(h.first("opacity")["animated"] == "true")
    }

    @Test("ScrollView holds its content and lays it along its axis")
    func scrollView() {
        let h = Harness(
            ScrollView(.horizontal) {
                Text("a"); Spacer()
            })
        let scroll = h.first("scroll")
        #expect(scroll["horizontal"] == "true" && scroll["vertical"] == "false")
        #expect(scroll.children.map(\.kind) == ["text", "spacer"])
        #expect(h.first("spacer")["axis"] == "horizontal")
    }

    @Test("Spacers and dividers follow their stack's axis")
    func axes() {
        let h = Harness(
            HStack {
                Spacer(); Divider()
            })
        #expect(h.first("spacer")["axis"] == "horizontal")
        #expect(h.first("divider")["axis"] == "horizontal")
    }
}
