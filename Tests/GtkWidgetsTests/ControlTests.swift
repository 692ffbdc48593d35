import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Controls")
    @MainActor
    struct ControlTests {
        @Test("Label text and text layout properties")
        func label() throws {
            try startGtk()
            let label = Gtk.Label("Hello")
            #expect(label.text == "Hello")
            label.text = "World"
            #expect(label.text == "World")
            label.wrap = true
            label.xalign = 0
            label.yalign = 1
            label.selectable = true
            label.justify = .center
            label.lines = 2
            #expect(label.wrap && label.selectable)
            #expect(label.xalign == 0 && label.yalign == 1)
            #expect(label.justify == .center)
            #expect(label.lines == 2)
            for justification in Justification.allCases {
                label.justify = justification
                #expect(label.justify == justification)
            }
            label.setMarkup("<b>Bold</b> text")
            #expect(label.text == "Bold text")
        }

        @Test("Button label, child, frame and clicks")
        func button() throws {
            try startGtk()
            let button = Gtk.Button(label: "OK")
            #expect(button.label == "OK")
            button.label = "Cancel"
            #expect(button.label == "Cancel")
            button.hasFrame = false
            #expect(!button.hasFrame)
            let icon = Gtk.Label("★")
            let custom = Gtk.Button(child: icon)
            #expect(try #require(custom.child).isSameWidget(as: icon))
            #expect(custom.label == nil)
            custom.child = nil
            #expect(custom.child == nil)
            #expect(Gtk.Button().label == nil)

            var clicks = 0
            let token = button.onClicked { clicks += 1 }
            button.emit("clicked")
            #expect(clicks == 1)
            #expect(token.isConnected)
            _ = token
        }

        @Test("a released click token disconnects its handler")
        func buttonTokenRelease() throws {
            try startGtk()
            let button = Gtk.Button(label: "x")
            var clicks = 0
            var token: SignalToken? = button.onClicked { clicks += 1 }
            withExtendedLifetime(token) { button.emit("clicked") }
            #expect(clicks == 1, "the handler runs while its token lives")
            token = nil
            MainLoop.drain()  // a token released off the GLib thread disconnects on the main context
            button.emit("clicked")
            #expect(clicks == 1)
        }

        @Test("ProgressBar fraction, text and clamping")
        func progressBar() throws {
            try startGtk()
            let bar = Gtk.ProgressBar()
            #expect(bar.fraction == 0)
            bar.fraction = 0.25
            #expect(bar.fraction == 0.25)
            bar.fraction = 1.5
            #expect(bar.fraction == 1)
            bar.showText = true
            #expect(bar.showText)
            #expect(bar.text == nil)
            bar.text = "Loading"
            #expect(bar.text == "Loading")
            bar.pulseStep = 0.2
            #expect(abs(bar.pulseStep - 0.2) < 1e-9)
            // The trough's progress node shows the bouncing block once the bar pulses.
            func pulsing(_ widget: Gtk.Widget) -> Bool {
                widget.hasCSSClass("pulse") || widget.childWidgets.contains(where: pulsing)
            }
            #expect(!pulsing(bar))
            bar.pulse()
            #expect(pulsing(bar))
        }

        @Test("Spinner starts and stops")
        func spinner() throws {
            try startGtk()
            let spinner = Gtk.Spinner()
            #expect(!spinner.spinning)
            spinner.spinning = true
            #expect(spinner.spinning)
            #expect(Gtk.Spinner(spinning: true).spinning)
        }

        @Test("Switch state and change handler")
        func switchState() throws {
            try startGtk()
            let toggle = Gtk.Switch()
            #expect(!toggle.isActive)
            var seen: [Bool] = []
            let token = toggle.onActiveChanged { seen.append($0) }
            toggle.isActive = true
            toggle.isActive = false
            #expect(seen == [true, false])
            token.cancel()
            toggle.isActive = true
            #expect(seen == [true, false])
            #expect(Gtk.Switch(isActive: true).isActive)
        }

        @Test("CheckButton label, state and toggle handler")
        func checkButton() throws {
            try startGtk()
            let check = Gtk.CheckButton(label: "Remember")
            #expect(check.label == "Remember")
            #expect(!check.isActive)
            var seen: [Bool] = []
            let token = check.onToggled { seen.append($0) }
            check.isActive = true
            check.isActive = true  // unchanged: no toggle
            check.isActive = false
            #expect(seen == [true, false])
            check.label = nil
            #expect(check.label == nil)
            #expect(Gtk.CheckButton(isActive: true).isActive)
            _ = token
        }

        @Test("Entry text, placeholder, changes and activation")
        func entry() throws {
            try startGtk()
            let entry = Gtk.Entry(text: "start", placeholderText: "Name")
            #expect(entry.text == "start")
            #expect(entry.placeholderText == "Name")
            entry.placeholderText = nil
            #expect(entry.placeholderText == nil)
            var texts: [String] = []
            var activations = 0
            let changed = entry.onChanged { texts.append($0) }
            let activated = entry.onActivate { activations += 1 }
            entry.text = "Ada"
            #expect(entry.text == "Ada")
            #expect(texts.last == "Ada")
            entry.emit("activate")
            #expect(activations == 1)
            entry.isEditable = false
            #expect(!entry.isEditable)
            entry.isTextVisible = false
            #expect(!entry.isTextVisible)
            _ = (changed, activated)
        }

        @Test("Separator orientation")
        func separator() throws {
            try startGtk()
            #expect(Gtk.Separator().orientation == .horizontal)
            let line = Gtk.Separator(orientation: .vertical)
            #expect(line.orientation == .vertical)
            line.orientation = .horizontal
            #expect(line.orientation == .horizontal)
        }
    }
}
