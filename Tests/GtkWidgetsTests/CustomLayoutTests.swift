import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Custom layout")
    @MainActor
    struct CustomLayoutTests {
        @Test("A custom layout's measure sizes the box and its allocate places the children; a box layout ends it")
        func measureAndAllocate() throws {
            try startGtk()
            let window = Gtk.Window(title: "Custom layout")
            defer { window.destroy() }
            let outer = Gtk.Box(orientation: .vertical, spacing: 0)
            let box = Gtk.Box(orientation: .vertical, spacing: 0)
            box.halign = .start
            box.valign = .start
            let first = Gtk.Label("first")
            let second = Gtk.Label("second")
            box.append(first)
            box.append(second)
            var measured: [Orientation] = []
            box.setCustomLayout(
                Gtk.CustomLayout(
                    measure: { _, orientation, _ in
                        measured.append(orientation)
                        return orientation == .horizontal ? (120, 120) : (80, 80)
                    },
                    allocate: { widget, width, height in
                        // Side by side, each half the width, 10 px down.
                        for (index, child) in widget.layoutChildren.enumerated() {
                            child.allocate(x: index * width / 2, y: 10, width: width / 2, height: height - 10)
                        }
                    }))
            outer.append(box)
            window.child = outer
            window.setDefaultSize(width: 300, height: 200)
            window.present()
            #expect(
                MainLoop.runUntil(timeout: .seconds(5)) { box.allocatedWidth == 120 && second.allocatedWidth == 60 })
            #expect((box.allocatedWidth, box.allocatedHeight) == (120, 80))
            #expect(Set(measured) == [.horizontal, .vertical])
            let secondFrame = try #require(second.frame(in: box))
            #expect((secondFrame.x, secondFrame.y, secondFrame.width, secondFrame.height) == (60, 10, 60, 70))

            box.setBoxLayout(orientation: .horizontal)
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { box.allocatedHeight != 80 })
            let natural =
                first.measure(orientation: .horizontal).natural + second.measure(orientation: .horizontal).natural
            #expect(
                box.allocatedWidth == natural, "a box layout again: the labels side by side at their natural widths")
        }
    }
}
