import GraftCore
import GraftTestBackend
import Testing

@Suite("Symbol effects on the recording backend")
@MainActor
struct SymbolEffectTests {
    struct Bell: View {
        @State var count = 0
        @State var other = 0
        var body: some View {
            VStack {
                Image(systemName: "bell").symbolEffect(.bounce.down, options: .repeat(2).speed(2), value: count)
                Button("ring") { count += 1 }
                Button("other") { other += 1 }
                Text("\(other)")
            }
        }
    }

    @Test("A value change plays the effect with the options' runs and speed; an update with the same value does not")
    func discrete() {
        let harness = Harness(Bell())
        let effect = harness.first("symbolEffect")
        #expect(effect["symbolEffectAnimation"] == nil, "nothing plays when the view appears")
        let buttons = harness.root.allWidgets.filter { $0.kind == "button" }
        buttons[1].click()
        harness.turn()
        #expect(effect["symbolEffectAnimation"] == nil, "another state's change plays nothing")
        buttons[0].click()
        harness.turn()
        let animation = Animation.linear(duration: 0.25).repeatCount(2, autoreverses: false)
        #expect(effect["symbolEffectAnimation"] == "\(animation)")
        #expect(effect.properties["symbolEffectFrame"] as? SymbolEffectFrame == .identity, "ends as it was")
    }

    struct Pulse: View {
        @State var isActive = true
        var body: some View {
            VStack {
                Image(systemName: "wifi").symbolEffect(.pulse, isActive: isActive)
                Image(systemName: "star").symbolEffect(.appear, isActive: isActive)
                Button("stop") { isActive = false }
            }
        }
    }

    @Test("An active pulse repeats without end; inactive, it eases back; .appear is hidden while inactive")
    func indefinite() {
        let harness = Harness(Pulse())
        let effects = harness.root.allWidgets.filter { $0.kind == "symbolEffect" }
        let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        #expect(effects[0]["symbolEffectAnimation"] == "\(forever)")
        #expect(effects[1].properties["symbolEffectFrame"] as? SymbolEffectFrame == .identity)
        harness.first("button").click()
        harness.turn()
        #expect(effects[0]["symbolEffectAnimation"] == "\(Animation.easeInOut(duration: 0.3))")
        #expect(effects[0].properties["symbolEffectFrame"] as? SymbolEffectFrame == .identity)
        let hidden = effects[1].properties["symbolEffectFrame"] as? SymbolEffectFrame
        #expect(hidden?.opacity == 0)
    }
}
