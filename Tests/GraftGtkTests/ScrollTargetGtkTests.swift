import Foundation
import Graft
import GtkBridge
import Testing

@Suite(".scrollTargetBehavior and .scrollTargetLayout on GTK", .serialized)
@MainActor
struct ScrollTargetGtkTests {
    /// Ends scrolls on multiples of 50 points and counts its calls.
    final class Calls {
        var count = 0
        var containerHeight: CGFloat = 0
    }

    struct FiftyPoints: ScrollTargetBehavior {
        let calls: Calls
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            calls.count += 1
            calls.containerHeight = context.containerSize.height
            target.rect.origin.y = (target.rect.minY / 50).rounded() * 50
        }
    }

    func adjustment(_ window: Gtk.Widget, _ name: String = "vadjustment") throws -> GObjectRef {
        try #require(window.property(name, as: GObjectRef.self))
    }

    /// Moves the adjustment as a user's scroll does, and records every value it then takes.
    func scroll(_ window: Gtk.Widget, to value: Double, _ name: String = "vadjustment") throws -> Recorder {
        let adjustment = try adjustment(window, name)
        let recorder = Recorder()
        recorder.token = adjustment.connect("value-changed") { [weak recorder] in
            if let value = adjustment.property("value", as: Double.self) { recorder?.values.append(value) }
        }
        try adjustment.setProperty("value", value)
        return recorder
    }

    final class Recorder {
        var values: [Double] = []
        var token: SignalToken?
    }

    func value(_ window: Gtk.Widget, _ name: String = "vadjustment") -> Double? {
        window.property(name, as: GObjectRef.self)?.property("value", as: Double.self)
    }

    func rows() -> some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { Text("page \($0)").frame(height: 200) }
        }
    }

    @Test(
        "A paging scroll view moved 60 % of a page ends on the next page, animating there; one without a behaviour stays"
    )
    func paging() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            HStack(spacing: 0) {
                ScrollView { rows() }.scrollTargetBehavior(.paging)
                ScrollView { rows() }
            }
        }
        defer { host.close() }
        let windows = host.root.all("GtkScrolledWindow")
        try #require(windows.count == 2)
        let paged = windows[0]
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                (try? adjustment(paged).property("page-size", as: Double.self)) == 200
            })
        let recorder = try scroll(paged, to: 120)
        let plain = try scroll(windows[1], to: 120)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { value(paged) == 200 },
            "offset \(String(describing: value(paged)))")
        #expect(recorder.values.contains { $0 > 120 && $0 < 200 }, "animated: \(recorder.values)")
        // The scroll view without a behaviour had the same rest: it stays where it was put.
        #expect(value(windows[1]) == 120)
        #expect(plain.values == [120])

        // Back by a tenth of a page: the page before.
        _ = try scroll(paged, to: 180)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { value(paged) == 0 }, "offset \(String(describing: value(paged)))")
    }

    @Test("One notch of the mouse wheel (xdotool) over a paging scroll view scrolls it a whole page")
    func wheel() throws {
        let host = try HostingWindow(title: "paging-wheel", width: 300, height: 200, colorScheme: .light) {
            ScrollView { rows() }.scrollTargetBehavior(.paging)
        }
        host.present()
        defer {
            host.close()
            Pointer.park()
        }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        let window = try #require(host.root.first("GtkScrolledWindow"))
        let process = try Pointer.run(window: "paging-wheel", at: (150, 100), ["click", "5"])
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { value(window) == 200 },
            "offset \(String(describing: value(window)))")
        // Two notches up: back to the first page, not past it.
        let up = try Pointer.run(window: "paging-wheel", at: (150, 100), ["click", "--repeat", "2", "4"])
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !up.isRunning })
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { value(window) == 0 },
            "offset \(String(describing: value(window)))")
    }

    @Test("A view-aligned horizontal scroll view ends with a card of its scrollTargetLayout at the leading edge")
    func viewAligned() throws {
        let host = try GtkTest.show(width: 300, height: 120) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { Text("card \($0)").frame(width: 130, height: 80) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
        defer { host.close() }
        let window = try #require(host.root.first("GtkScrolledWindow"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { (value(window, "hadjustment") ?? -1) == 0 })
        let labels = host.root.all("GtkLabel").filter {
            $0.property("label", as: String.self)?.hasPrefix("card") == true
        }
        try #require(labels.count == 12)
        // The cards' leading edges in the content (each card's frame is 130 wide, 10 apart).
        let edges = (0..<12).map { Double($0) * 140 }

        _ = try scroll(window, to: 190, "hadjustment")
        // Moving forward past card 1's edge: card 2's edge.
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { value(window, "hadjustment") == 280 })
        _ = try scroll(window, to: 250, "hadjustment")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { value(window, "hadjustment") == 140 })
        #expect(edges.contains(value(window, "hadjustment") ?? -1))
        // Card 1's label now starts inside the visible area's first card slot.
        let label = labels[1]
        let frame = try #require(label.frame(in: window))
        #expect(frame.x > 0 && frame.x + frame.width <= 130)
    }

    @Test("A custom behaviour is asked once per scroll with the visible size, and its target is where the scroll ends")
    func customBehavior() throws {
        let calls = Calls()
        let host = try GtkTest.show(width: 300, height: 200) {
            ScrollView { rows() }.scrollTargetBehavior(FiftyPoints(calls: calls))
        }
        defer { host.close() }
        let window = try #require(host.root.first("GtkScrolledWindow"))
        _ = try scroll(window, to: 120)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { value(window) == 100 })
        #expect(calls.count == 1)
        #expect(calls.containerHeight == 200)
    }
}
