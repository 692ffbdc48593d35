import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@Suite("ColorPicker on GTK: a GtkColorButton bound both ways", .serialized)
@MainActor
struct ColorPickerGtkTests {
    @Observable
    final class Paint {
        var color = Color.red
        var sets = 0
    }

    struct Picker: View {
        let paint: Paint
        let supportsOpacity: Bool
        var body: some View {
            let green = paint.color.resolve(in: .light).green
            Text("green \(Int((green * 100).rounded()))")
            ColorPicker(
                "Paint",
                selection: Binding(
                    get: { paint.color },
                    set: {
                        paint.sets += 1
                        paint.color = $0
                    }), supportsOpacity: supportsOpacity
            )
            .frame(width: 240)
        }
    }

    func near(_ a: (red: Double, green: Double, blue: Double, alpha: Double), _ b: [Double]) -> Bool {
        zip([a.red, a.green, a.blue, a.alpha], b).allSatisfy { abs($0 - $1) < 0.002 }
    }

    @Test("the binding's colour shows on the button; a choice on the button updates the binding, without echo")
    func bothWays() throws {
        let paint = Paint()
        let host = try GtkTest.show(width: 320, height: 120) { Picker(paint: paint, supportsOpacity: true) }
        defer { host.close() }
        let button = try #require(host.root.first("GtkColorButton"))
        #expect(host.root.labelTexts.contains("Paint"))
        let red = Color.red.resolve(in: .light)
        #expect(near(button._chooserRGBA, [red.red, red.green, red.blue, 1]))
        #expect(button.property("use-alpha", as: Bool.self) == true)
        #expect(paint.sets == 0, "showing the colour set nothing")

        button._chooserRGBA = (0, 0.5, 1, 0.25)
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { paint.sets == 1 })
        let chosen = paint.color.resolve(in: .light)
        #expect(abs(chosen.green - 0.5) < 0.002 && abs(chosen.blue - 1) < 0.002 && abs(chosen.opacity - 0.25) < 0.002)
        GtkTest.settle()
        #expect(paint.sets == 1, "the update after the choice did not echo it back")

        paint.color = Color(red: 0.2, green: 0.9, blue: 0.1)
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts.contains("green 90") })
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { near(button._chooserRGBA, [0.2, 0.9, 0.1, 1]) })
        #expect(paint.sets == 1, "a colour set by the app is not reported as a choice")
    }

    @Test("supportsOpacity false turns off use-alpha and drops alpha both ways")
    func opaque() throws {
        let paint = Paint()
        paint.color = Color(red: 1, green: 0, blue: 0, opacity: 0.3)
        let host = try GtkTest.show(width: 320, height: 120) { Picker(paint: paint, supportsOpacity: false) }
        defer { host.close() }
        let button = try #require(host.root.first("GtkColorButton"))
        #expect(button.property("use-alpha", as: Bool.self) == false)
        #expect(near(button._chooserRGBA, [1, 0, 0, 1]), "shown opaque")
        button._chooserRGBA = (0, 0, 1, 0.5)
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { paint.sets == 1 })
        #expect(paint.color.resolve(in: .light).opacity == 1, "the choice is opaque")
    }
}
