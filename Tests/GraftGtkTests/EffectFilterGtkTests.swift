import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Blur and colour filters, hit testing, springs and the safe area on GTK", .serialized)
@MainActor
struct EffectFilterGtkTests {
    @Test("blur softens a hard edge; grayscale(1) draws red as grey; colorInvert turns white black")
    func filters() throws {
        let host = try GtkTest.show {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.black.frame(width: 20, height: 20)
                    Color.white.frame(width: 20, height: 20)
                }
                .blur(radius: 4)
                Color.red.frame(width: 40, height: 20).grayscale(1)
                Color.white.frame(width: 40, height: 20).colorInvert()
            }
            .fixedSize()
        }
        defer { host.close() }
        func filtered(_ name: String) throws -> RGBAImage {
            let box = try #require(host.root.descendants.first { styleDeclarations($0).contains("filter: \(name)") })
            return try WidgetRenderer.renderImage(of: box)
        }
        let blurred = try filtered("blur")
        let edge = blurred.pixel(x: blurred.width / 2, y: blurred.height / 2)
        #expect(edge.red > 40 && edge.red < 215, "the black/white edge is blurred into grey: \(edge)")
        let greyed = try filtered("grayscale")
        let grey = greyed.pixel(x: greyed.width / 2, y: greyed.height / 2)
        #expect(abs(Int(grey.red) - Int(grey.green)) < 12 && abs(Int(grey.green) - Int(grey.blue)) < 12, "\(grey)")
        let inverted = try filtered("invert")
        #expect(isColor(inverted.pixel(x: inverted.width / 2, y: inverted.height / 2), .black, tolerance: 10))
    }

    @Test("allowsHitTesting(false) lets a click through to the button below; a hit-testing cover stops it")
    func hitTesting() throws {
        final class Count { var value = 0 }
        let passed = Count()
        let blocked = Count()
        let host = try showForPointer("hit-testing", width: 240, height: 120) {
            HStack(spacing: 0) {
                ZStack {
                    Button("Through") { passed.value += 1 }.frame(width: 120, height: 120)
                    Color.blue.opacity(0.3).allowsHitTesting(false)
                }
                .frame(width: 120, height: 120)
                ZStack {
                    Button("Covered") { blocked.value += 1 }.frame(width: 120, height: 120)
                    Color.blue.opacity(0.3).onTapGesture { blocked.value += 100 }
                }
                .frame(width: 120, height: 120)
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        func click(_ x: Double) throws {
            let process = try Pointer.run(window: "hit-testing", at: (x, 60), ["click", "1"])
            #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        }
        try click(60)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { passed.value == 1 }, "the click reached the button")
        try click(180)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { blocked.value == 100 }, "the cover took the click")
    }

    @Test("withAnimation(.bouncy) overshoots its target and settles on it; .smooth never overshoots")
    func springs() throws {
        #expect(Animation.bouncy.duration > 0.5 && Animation.bouncy.duration < 3)
        let bouncy = (0...200).map { Animation.bouncy.value(at: Double($0) / 200) }
        let smooth = (0...200).map { Animation.smooth.value(at: Double($0) / 200) }
        #expect(bouncy.max()! > 1.02 && bouncy.last == 1, "a bouncy spring overshoots, then lands")
        #expect(smooth.allSatisfy { $0 <= 1.0001 } && smooth.last == 1)
        #expect(zip(smooth, smooth.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "a smooth spring only moves forward")
        #expect(Animation.spring(response: 0.3, dampingFraction: 2).value(at: 1) == 1, "overdamped springs land too")

        struct Fader: View {
            @State var visible = true
            var body: some View {
                VStack {
                    Button("fade") { withAnimation(.spring(duration: 0.4)) { visible = false } }
                    Text("ghost").opacity(visible ? 1 : 0)
                }
                .ignoresSafeArea()
            }
        }
        let host = try GtkTest.show { Fader() }
        defer { host.close() }
        let ghost = try #require(host.root.all("GtkLabel").last?.parent)
        _ = try #require(host.root.first("GtkButton")).emit("clicked")
        var seen: [Double] = []
        MainLoop.runUntil(timeout: .seconds(4)) {
            seen.append(ghost.opacity)
            return ghost.opacity == 0
        }
        #expect(ghost.opacity == 0)
        #expect(seen.contains { $0 > 0.05 && $0 < 0.95 }, "the spring moved through intermediate opacities")
    }

    @Test("ignoresSafeArea and edgesIgnoringSafeArea change nothing on a desktop window")
    func safeArea() throws {
        let host = try GtkTest.show(width: 200, height: 100) {
            HStack(spacing: 0) {
                Color.indigo.ignoresSafeArea()
                Color.teal.edgesIgnoringSafeArea(.all)
                Color.cyan.ignoresSafeArea(.keyboard, edges: .bottom)
            }
        }
        defer { host.close() }
        let areas = host.root.descendants.filter { $0.allocatedWidth > 0 && $0.allocatedHeight == 100 }
        #expect(areas.count >= 3, "each colour fills the window's height as it would without the modifier")
        let image = try WidgetRenderer.renderImage(of: host.root.first("GtkBox") ?? host.root)
        #expect(isColor(image.pixel(x: 10, y: 50), .indigo, tolerance: 10))
    }

    @Test("redacted(reason: .placeholder) draws each text as a grey bar of its size; unredacted() shows the text")
    func redaction() throws {
        struct Loading: View {
            @State var isLoading = true
            var body: some View {
                VStack {
                    VStack {
                        Text("Headline")
                        Text("Always shown").unredacted()
                    }
                    .redacted(reason: isLoading ? .placeholder : [])
                    Button("Loaded") { isLoading = false }
                }
            }
        }
        let host = try GtkTest.show { Loading() }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        let (headline, shown) = (labels[0], labels[1])
        let width = headline.allocatedWidth
        #expect(headline.hasCSSClass("graft-redacted") && !shown.hasCSSClass("graft-redacted"))
        let bar = try WidgetRenderer.renderImage(of: headline)
        let pixels = (0..<bar.width).map { bar.pixel(x: $0, y: bar.height / 2) }
        #expect(
            pixels.allSatisfy { abs(Int($0.red) - Int($0.green)) < 8 && $0.alpha > 0 }, "a grey bar, no dark glyphs")
        #expect(pixels.allSatisfy { $0.red > 100 }, "no glyphs drawn in the text colour")
        try #require(host.root.all("GtkButton").first).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !headline.hasCSSClass("graft-redacted") })
        #expect(headline.allocatedWidth == width, "the placeholder had the text's size")
    }
}
