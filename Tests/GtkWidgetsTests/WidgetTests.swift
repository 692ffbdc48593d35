import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Widget")
    @MainActor
    struct WidgetTests {
        @Test("common properties read back what was set")
        func commonProperties() throws {
            try startGtk()
            let label = Gtk.Label("x")
            #expect(label.isVisible)
            label.isVisible = false
            #expect(!label.isVisible)
            label.isSensitive = false
            #expect(!label.isSensitive)
            #expect(!label.isEffectivelySensitive)
            label.opacity = 0.5
            #expect(abs(label.opacity - 0.5) <= 1.0 / 255)
            label.marginStart = 1
            label.marginEnd = 2
            label.marginTop = 3
            label.marginBottom = 4
            #expect([label.marginStart, label.marginEnd, label.marginTop, label.marginBottom] == [1, 2, 3, 4])
            #expect(!label.hexpandSet)
            label.hexpand = true
            #expect(label.hexpand && label.hexpandSet)
            label.vexpand = true
            #expect(label.vexpand && label.vexpandSet)
            for align in Align.allCases {
                label.valign = align
                #expect(label.valign == align)
            }
            for align in Align.allCases where align != .baseline {
                label.halign = align
                #expect(label.halign == align)
            }
            label.setSizeRequest(width: 120, height: -1)
            #expect(label.sizeRequest == (120, -1))
            label.name = "title"
            #expect(label.name == "title")
            #expect(label.tooltip == nil)
            label.tooltip = "Help"
            #expect(label.tooltip == "Help")
            label.tooltip = nil
            #expect(label.tooltip == nil)
        }

        @Test("CSS classes are added, removed, listed and replaced")
        func cssClasses() throws {
            try startGtk()
            let label = Gtk.Label()
            label.addCSSClass("a")
            label.addCSSClass("b")
            label.addCSSClass("a")
            #expect(label.hasCSSClass("a") && label.hasCSSClass("b"))
            #expect(label.cssClasses == ["a", "b"])
            label.removeCSSClass("a")
            label.removeCSSClass("absent")
            #expect(label.cssClasses == ["b"])
            label.cssClasses = ["c", "d"]
            #expect(label.cssClasses == ["c", "d"])
            #expect(!label.hasCSSClass("b"))
        }

        @Test("init(typeName:) creates lazily registered widget types")
        func createByTypeName() throws {
            try startGtk()
            let calendar = try Gtk.Widget(typeName: "GtkCalendar")
            #expect(calendar.typeName == "GtkCalendar")
            let levelBar = try Gtk.Widget(typeName: "GtkLevelBar")
            #expect(levelBar.isA("GtkWidget"))
        }

        @Test("init(typeName:) throws typed errors for unknown, abstract and non-widget types")
        func createByTypeNameErrors() throws {
            try startGtk()
            #expect(throws: GObjectError.unknownType("GtkNoSuchWidget")) { try Gtk.Widget(typeName: "GtkNoSuchWidget") }
            #expect(throws: GObjectError.notInstantiable("GtkWidget")) { try Gtk.Widget(typeName: "GtkWidget") }
            #expect(throws: GObjectError.notInstantiable("GtkCssProvider")) {
                try Gtk.Widget(typeName: "GtkCssProvider")
            }
        }

        @Test("the widget tree can be navigated and compared")
        func treeNavigation() throws {
            try startGtk()
            let box = Gtk.Box(orientation: .horizontal)
            let a = Gtk.Label("a")
            let b = Gtk.Label("b")
            let c = Gtk.Label("c")
            [a, b, c].forEach(box.append)
            let first = try #require(box.firstChild)
            #expect(first.isSameWidget(as: a))
            #expect(!first.isSameWidget(as: b))
            #expect(try #require(first.nextSibling).isSameWidget(as: b))
            #expect(try #require(box.lastChild).isSameWidget(as: c))
            #expect(try #require(c.previousSibling).isSameWidget(as: b))
            #expect(c.nextSibling == nil)
            #expect(try #require(b.parent).isSameWidget(as: box))
            #expect(b.isChild(of: box))
            #expect(!box.isChild(of: b))
            let outer = Gtk.Box()
            outer.append(box)
            #expect(a.isDescendant(of: outer))
            #expect(!a.isChild(of: outer))
            #expect(outer.parent == nil)
            #expect(a.root == nil)
            b.unparent()
            #expect(b.parent == nil)
            #expect(box.children.compactMap(labelText) == ["a", "c"])
            b.unparent()  // no parent: harmless
        }

        @Test("measure reports the size request and the natural size")
        func measure() throws {
            try startGtk()
            let label = Gtk.Label("Some text to measure")
            let width = label.measure(orientation: .horizontal)
            #expect(width.natural > 0)
            #expect(width.minimum <= width.natural)
            label.setSizeRequest(width: 500, height: 40)
            #expect(label.measure(orientation: .horizontal).minimum == 500)
            #expect(label.measure(orientation: .vertical, forSize: 500).minimum == 40)
            #expect(label.allocatedWidth == 0)
        }

        @Test("emit runs connected handlers until their token is cancelled")
        func emit() throws {
            try startGtk()
            let button = Gtk.Button(label: "Go")
            var clicks = 0
            let token = button.onClicked { clicks += 1 }
            button.emit("clicked")
            button.emit("clicked")
            #expect(clicks == 2)
            token.cancel()
            button.emit("clicked")
            #expect(clicks == 2)
        }

        @Test("a wrapper keeps its widget alive; the last owner's release finalizes it")
        func lifetime() throws {
            try startGtk()
            let counter = FinalizationCounter()
            let box = Gtk.Box()
            do {
                let label = Gtk.Label("kept by the box")
                counter.track(label)
                box.append(label)
            }
            MainLoop.drain()
            #expect(counter.finalized == 0)
            do {
                let child = try #require(box.firstChild)
                box.remove(child)
            }
            // A wrapper released off the GLib thread defers its unref to the main context.
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { counter.finalized == 1 })
            do {
                let loose = Gtk.Label("alone")
                counter.track(loose)
            }
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { counter.finalized == 2 })
        }
    }
}
