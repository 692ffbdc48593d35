import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("3D-turned allocation")
    @MainActor
    struct Rotation3DAllocationTests {
        /// A window with a 80 × 40 box, red on its left half and blue on its right, allocated
        /// turned by `degrees` about the y axis, flattened as for GTK's Cairo renderer.
        func turnedFlat(_ degrees: Double) throws -> (window: Gtk.Window, image: RGBAImage) {
            try startGtk()
            let window = Gtk.Window(title: "Turned")
            let holder = Gtk.Box(orientation: .vertical, spacing: 0)
            let card = Gtk.Box(orientation: .horizontal, spacing: 0)
            card.homogeneous = true
            for color in ["#ff0000", "#0000ff"] {
                let half = Gtk.Box(orientation: .horizontal, spacing: 0)
                half.hexpand = true
                half.addCSSClass(StyleSheet.shared.cssClass(for: "background-color: \(color);"))
                card.append(half)
            }
            holder.append(card)
            let rotation = Rotation3D(
                degrees: degrees, axis: (0, 1, 0), anchor: (0.5, 0.5), anchorZ: 0, perspective: 1)
            holder.setCustomLayout(
                Gtk.CustomLayout(
                    measure: { _, orientation, _ in orientation == .horizontal ? (80, 80) : (40, 40) },
                    allocate: { widget, width, height in
                        for child in widget.layoutChildren {
                            child.allocate(x: 0, y: 0, width: width, height: height, rotated: rotation, flat: true)
                        }
                    }))
            StyleSheet.shared.commit()
            window.child = holder
            window.setDefaultSize(width: 80, height: 40)
            window.present()
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { holder.allocatedWidth == 80 })
            try window.waitUntilPainted()
            return (window, try WidgetRenderer.renderImage(of: holder))
        }

        @Test("Flattened for Cairo, a turn of 180° about y mirrors the box, not pink")
        func mirroredFlat() throws {
            let (window, image) = try turnedFlat(180)
            defer { window.destroy() }
            let left = image.pixel(x: 20, y: 20)
            let right = image.pixel(x: 60, y: 20)
            #expect(left.blue > 200 && left.red < 60, "blue on the left: \(left)")
            #expect(right.red > 200 && right.blue < 60 && right.green < 60, "red on the right: \(right)")
        }

        @Test("Flattened for Cairo, a turn of 60° about y is half as wide")
        func narrowerFlat() throws {
            let (window, image) = try turnedFlat(60)
            defer { window.destroy() }
            // The red and blue columns; the window's background shows on either side.
            let coloured = (0..<80).filter {
                let pixel = image.pixel(x: $0, y: 20)
                return pixel.green < 60 && (pixel.red > 200 || pixel.blue > 200)
            }
            #expect(abs(coloured.count - 40) <= 2, "\(coloured.count) of 80 columns")
            #expect(!coloured.contains(5) && !coloured.contains(75), "the edges are not drawn")
        }
    }
}
