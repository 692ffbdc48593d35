import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Containers")
    @MainActor
    struct ContainerTests {
        @Test("Box keeps orientation, spacing and homogeneity")
        func boxProperties() throws {
            try startGtk()
            let box = Gtk.Box(orientation: .horizontal, spacing: 6)
            #expect(box.orientation == .horizontal)
            #expect(box.spacing == 6)
            box.orientation = .vertical
            box.spacing = 10
            box.homogeneous = true
            #expect(box.orientation == .vertical)
            #expect(box.spacing == 10)
            #expect(box.homogeneous)
            #expect(Gtk.Box().orientation == .vertical)
        }

        @Test("Box append, prepend, insert, reorder and remove keep the children in order")
        func boxChildren() throws {
            try startGtk()
            let box = Gtk.Box()
            let a = Gtk.Label("a")
            let b = Gtk.Label("b")
            let c = Gtk.Label("c")
            let d = Gtk.Label("d")
            let e = Gtk.Label("e")
            box.append(b)
            box.prepend(a)
            box.append(d)
            box.insert(c, after: b)
            box.insert(e, after: nil)
            #expect(box.children.compactMap(labelText) == ["e", "a", "b", "c", "d"])
            box.reorder(e, after: d)
            #expect(box.children.compactMap(labelText) == ["a", "b", "c", "d", "e"])
            box.reorder(c, after: nil)
            #expect(box.children.compactMap(labelText) == ["c", "a", "b", "d", "e"])
            box.remove(a)
            #expect(box.children.compactMap(labelText) == ["c", "b", "d", "e"])
            #expect(a.parent == nil)
            box.remove(a)  // not a child any more: harmless
            box.remove(Gtk.Label("stranger"))
            #expect(box.children.count == 4)
            box.removeAll()
            #expect(box.children.isEmpty)
            #expect(b.parent == nil)
        }

        @Test("Overlay keeps a main child and ordered overlays with their flags")
        func overlay() throws {
            try startGtk()
            let overlay = Gtk.Overlay()
            #expect(overlay.child == nil)
            let base = Gtk.Label("base")
            let top1 = Gtk.Label("top1")
            let top2 = Gtk.Label("top2")
            overlay.child = base
            overlay.addOverlay(top1)
            overlay.addOverlay(top2)
            #expect(try #require(overlay.child).isSameWidget(as: base))
            #expect(overlay.overlays.compactMap(labelText) == ["top1", "top2"])
            #expect(!overlay.measuresOverlay(top1))
            overlay.setMeasureOverlay(top1, true)
            #expect(overlay.measuresOverlay(top1))
            #expect(!overlay.clipsOverlay(top2))
            overlay.setClipOverlay(top2, true)
            #expect(overlay.clipsOverlay(top2))
            overlay.removeOverlay(top1)
            #expect(overlay.overlays.compactMap(labelText) == ["top2"])
            #expect(top1.parent == nil)
            overlay.removeOverlay(base)  // the main child is not an overlay: ignored
            #expect(base.isChild(of: overlay))
            overlay.child = nil
            #expect(overlay.child == nil)
            #expect(base.parent == nil)
            #expect(overlay.overlays.compactMap(labelText) == ["top2"])
        }

        @Test("an overlay measured with setMeasureOverlay grows to fit it")
        func overlayMeasure() throws {
            try startGtk()
            let overlay = Gtk.Overlay()
            let base = Gtk.Label("b")
            base.setSizeRequest(width: 10, height: 10)
            let big = Gtk.Label("big")
            big.setSizeRequest(width: 300, height: 10)
            overlay.child = base
            overlay.addOverlay(big)
            let unmeasured = overlay.measure(orientation: .horizontal).minimum
            #expect(unmeasured >= 10 && unmeasured < 300, "the base child's width, not the overlay's: \(unmeasured)")
            overlay.setMeasureOverlay(big, true)
            #expect(overlay.measure(orientation: .horizontal).minimum == 300)
        }
    }
}
