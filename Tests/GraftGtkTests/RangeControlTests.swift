import Graft
import GtkBridge
import Testing

struct RangeHost: View {
    @State private var volume = 0.3
    @State private var guests = 2
    var body: some View {
        VStack {
            Text("Volume \(Int((volume * 10).rounded()))")
            Slider(value: $volume, in: 0...1, step: 0.1)
            Stepper("Guests: \(guests)", value: $guests, in: 1...4)
            Button("Reset") {
                volume = 0.9
                guests = 4
            }
        }
    }
}

@Suite("Slider and Stepper on GTK", .serialized)
@MainActor
struct RangeControlTests {
    @Test("A slider is a GtkScale that follows its binding both ways, snapped to the step")
    func slider() throws {
        let host = try GtkTest.show { RangeHost() }
        defer { host.close() }
        let scale = try #require(host.root.first("GtkScale"))
        #expect(
            abs(
                (scale.property("adjustment", as: GObjectRef.self).flatMap {
                    try? $0.property("value", as: Double.self)
                } ?? -1) - 0.3) < 1e-9)
        // The user drags: GTK moves the adjustment.
        let adjustment = try #require(scale.property("adjustment", as: GObjectRef.self))
        try adjustment.setProperty("value", 0.62)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Volume 6"), "the binding got the snapped value")
        host.click("Reset")
        #expect(abs((adjustment.property("value", as: Double.self) ?? -1) - 0.9) < 1e-9, "code moved the slider")
    }

    @Test("A stepper is a GtkSpinButton beside its label that stays in its range")
    func stepper() throws {
        let host = try GtkTest.show { RangeHost() }
        defer { host.close() }
        let spin = try #require(host.root.first("GtkSpinButton"))
        #expect(host.root.labelTexts.contains("Guests: 2"))
        let adjustment = try #require(spin.property("adjustment", as: GObjectRef.self))
        try adjustment.setProperty("value", 3.0)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Guests: 3"))
        try adjustment.setProperty("value", 9.0)
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Guests: 4"), "GTK clamps to the range")
        host.click("Reset")
        #expect(adjustment.property("value", as: Double.self) == 4)
    }

    @Test("A titled stepper over a Double steps by its fractional step and writes the binding")
    func fractionalStepper() throws {
        struct Sleep: View {
            @State private var hours = 8.0
            var body: some View {
                Stepper("\(hours.formatted()) hours", value: $hours, in: 4...12, step: 0.25)
            }
        }
        let host = try GtkTest.show { Sleep() }
        defer { host.close() }
        let spin = try #require(host.root.first("GtkSpinButton"))
        let adjustment = try #require(spin.property("adjustment", as: GObjectRef.self))
        #expect(adjustment.property("step-increment", as: Double.self) == 0.25)
        #expect(host.root.labelTexts.contains("8 hours"))
        spin.emit("change-value", arguments: [2])  // GTK_SCROLL_STEP_BACKWARD: the minus key binding
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("7.75 hours") })
    }
}
