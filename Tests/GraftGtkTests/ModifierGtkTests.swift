import Graft
import GtkBridge
import Testing

@Suite("GTK modifiers", .serialized)
@MainActor
struct ModifierGtkTests {
    @Test("padding becomes margins, frame a size request, opacity the widget's opacity")
    func layout() throws {
        let host = try GtkTest.show {
            Text("x").padding(10).frame(width: 120, height: 60).opacity(0.5)
        }
        defer { host.close() }
        let label = host.root.first("GtkLabel")!
        let padding = label.parent!
        #expect(
            [padding.marginTop, padding.marginBottom, padding.marginStart, padding.marginEnd] as [Int] == [
                10, 10, 10, 10,
            ])
        let frame = padding.parent!
        #expect(frame.sizeRequest == (120, 60) || (frame.sizeRequest.width == 120 && frame.sizeRequest.height == 60))
        #expect(frame.allocatedWidth == 120)
        let opacity = frame.parent!
        #expect(abs(opacity.opacity - 0.5) < 0.01, "GTK keeps opacity in 8 bits")
    }

    @Test("frame(maxWidth: .infinity) fills the width and a background covers it")
    func flexibleFrame() throws {
        let host = try GtkTest.show(width: 300, height: 100) {
            VStack {
                Text("wide").frame(maxWidth: .infinity).background(.blue)
                Text("narrow")
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        let background = labels[0].parent!.parent!
        #expect(background.typeName == "GtkOverlay")
        #expect(background.allocatedWidth >= 290)
        #expect(labels[1].allocatedWidth > 10 && labels[1].allocatedWidth < 100, "\(labels[1].allocatedWidth)")
    }

    @Test("disabled makes controls insensitive; font and foregroundColor style labels")
    func styles() throws {
        struct Styled: View {
            @State var disabled = true
            var body: some View {
                VStack {
                    Button("Go") {}.disabled(disabled)
                    Text("Title").font(.title).foregroundColor(.red)
                    Button("enable") { disabled = false }
                }
            }
        }
        let host = try GtkTest.show { Styled() }
        defer { host.close() }
        let buttons = host.root.all("GtkButton")
        #expect(!buttons[0].isSensitive)
        let title = host.root.all("GtkLabel")[1]
        #expect(title.cssClasses.filter(isStyleClass).count == 2)
        _ = buttons[1].emit("clicked")
        GtkTest.settle()
        #expect(buttons[0].isSensitive)
    }

    @Test("withAnimation fades opacity over time and lands on the target")
    func animatedOpacity() throws {
        struct Fader: View {
            @State var visible = true
            var body: some View {
                VStack {
                    Button("fade") { withAnimation(.linear(duration: 0.3)) { visible = false } }
                    Text("ghost").opacity(visible ? 1 : 0)
                }
            }
        }
        let host = try GtkTest.show { Fader() }
        defer { host.close() }
        let ghost = host.root.all("GtkLabel")[1].parent!
        _ = host.root.first("GtkButton")!.emit("clicked")
        var seen: [Double] = []
        MainLoop.runUntil(timeout: .seconds(2)) {
            seen.append(ghost.opacity)
            return ghost.opacity == 0
        }
        #expect(ghost.opacity == 0)
        #expect(seen.contains { $0 > 0.05 && $0 < 0.95 }, "intermediate opacities were shown")
    }

    @Test("repeatForever pulses opacity back and forth and keeps going; repeatCount ends on the target")
    func repeatedOpacity() throws {
        struct Pulser: View {
            let animation: Animation
            @State var dim = false
            var body: some View {
                VStack {
                    Button("pulse") { withAnimation(animation) { dim = true } }
                    Text("pulse").opacity(dim ? 0 : 1)
                }
            }
        }
        let forever = try GtkTest.show { Pulser(animation: .linear(duration: 0.2).repeatForever()) }
        defer { forever.close() }
        let pulse = try #require(forever.root.all("GtkLabel").last?.parent)
        _ = forever.root.first("GtkButton")?.emit("clicked")
        // Down towards 0, back up towards 1, and down again: three turns of the autoreversing run.
        var turns = 0
        var previous = pulse.opacity
        var falling = true
        #expect(
            MainLoop.runUntil(timeout: .seconds(10)) {
                let now = pulse.opacity
                if falling ? now > previous + 0.05 : now < previous - 0.05 {
                    turns += 1
                    falling.toggle()
                }
                if falling ? now < previous : now > previous { previous = now }
                return turns >= 3
            }, "the opacity turned \(turns) times")

        let twice = try GtkTest.show { Pulser(animation: .linear(duration: 0.1).repeatCount(2)) }
        defer { twice.close() }
        let faded = try #require(twice.root.all("GtkLabel").last?.parent)
        _ = twice.root.first("GtkButton")?.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { faded.opacity == 0 }, "it ends on the new value")
    }

    @Test("A sheet opens a modal window; closing it turns the binding false")
    func sheet() throws {
        struct Host: View {
            @State var isPresented = false
            var body: some View {
                VStack {
                    Button("Open") { isPresented = true }
                    Text(isPresented ? "open" : "closed")
                }
                .sheet(isPresented: $isPresented) { Text("In the sheet") }
            }
        }
        let host = try GtkTest.show { Host() }
        defer { host.close() }
        _ = host.root.first("GtkButton")!.emit("clicked")
        GtkTest.settle()
        #expect(host.root.labelTexts.last == "open")
        let sheetLabel = host.graph  // keep the graph alive
        _ = sheetLabel
        let windows = Gtk.Window.toplevels.filter { $0.isModal }
        #expect(windows.count == 1)
        #expect(windows.first?.labelTexts == ["In the sheet"])
        windows.first?.close()
        GtkTest.settle()
        #expect(host.root.labelTexts.last == "closed")
        #expect(Gtk.Window.toplevels.filter { $0.isModal }.isEmpty)
    }

    @Test("A full-screen cover opens its own window over the presenter and closes with its binding")
    func fullScreenCover() throws {
        struct Host: View {
            @State var isPresented = false
            var body: some View {
                VStack {
                    Button("Open") { isPresented = true }
                    Button("Close") { isPresented = false }
                }
                .fullScreenCover(isPresented: $isPresented) { Text("Covering") }
            }
        }
        let host = try GtkTest.show { Host() }
        defer { host.close() }
        host.root.all("GtkButton")[0].emit("clicked")
        GtkTest.settle()
        let cover = Gtk.Window.toplevels.filter { $0.isModal }
        #expect(cover.count == 1)
        #expect(cover.first?.labelTexts == ["Covering"])
        #expect(cover.first?.transientFor?.isSameWidget(as: host.window) == true)
        host.root.all("GtkButton")[1].emit("clicked")
        GtkTest.settle()
        #expect(Gtk.Window.toplevels.filter { $0.isModal }.isEmpty, "setting the binding false closes it")
    }

    @Test("The colour scheme switches per window at run time")
    func colorScheme() throws {
        struct SchemeLabel: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text("\(scheme)") }
        }
        let host = try GtkTest.show(colorScheme: .light) { SchemeLabel() }
        defer { host.close() }
        #expect(host.root.labelTexts == ["light"])
        #expect(host.window.hasCSSClass("graft-scheme-light"))
        host.setColorScheme(.dark)
        #expect(host.root.labelTexts == ["dark"])
        #expect(host.window.hasCSSClass("graft-scheme-dark"))
        #expect(Settings.default?.preferDarkTheme == true, "GTK's own controls switch to the dark variant")
        host.setColorScheme(.light)
        #expect(Settings.default?.preferDarkTheme == false)
    }
}

@Suite("Window title")
@MainActor
struct WindowTitleTests {
    @Test("navigationTitle outside a navigation stack titles the window, and follows changes")
    func windowTitle() throws {
        struct Titled: View {
            @State var title = "First"
            var body: some View {
                Button("rename") { title = "Second" }.navigationTitle(title)
            }
        }
        let host = try GtkTest.show { Titled() }
        defer { host.close() }
        #expect(host.window.title == "First")
        _ = host.root.first("GtkButton")?.emit("clicked")
        GtkTest.settle()
        #expect(host.window.title == "Second")
    }
}

@Suite("hidden() and accentColor(_:) on GTK", .serialized)
@MainActor
struct HiddenGtkTests {
    @Test("hidden() keeps the view's space but draws nothing and takes no clicks; accentColor tints as tint does")
    func hiddenKeepsSpace() throws {
        let host = try GtkTest.show {
            VStack(spacing: 0) {
                Button("shown") {}
                Button("gone") {}.hidden()
                Button("tinted") {}.buttonStyle(.borderedProminent).accentColor(.red)
                Button("tint") {}.buttonStyle(.borderedProminent).tint(.red)
            }
        }
        defer { host.close() }
        let buttons = host.root.all("GtkButton")
        try #require(buttons.count == 4)
        let hidden = try #require(buttons[1].parent?.parent)
        #expect(buttons[1].allocatedHeight == buttons[0].allocatedHeight, "its space stays")
        #expect(hidden.opacity == 0 || buttons[1].parent?.opacity == 0, "drawn fully transparent")
        #expect(!hidden.canTarget || buttons[1].parent?.canTarget == false, "clicks go through")
        #expect(styleDeclarations(buttons[2]) == styleDeclarations(buttons[3]), "accentColor is tint")
        #expect(styleDeclarations(buttons[2]).contains("background"), "the prominent button is tinted")
    }
}
