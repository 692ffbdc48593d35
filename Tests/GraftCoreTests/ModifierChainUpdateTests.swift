import GraftCore
import GraftTestBackend
import Observation
import Testing

@Observable @MainActor
final class Badge {
    var text = "one"
    var opacity = 1.0
    var isAlert = false
    var lines: Int? = 1
}

@MainActor
struct BadgeView: View {
    let badge: Badge
    var body: some View {
        Text(badge.text)
            .lineLimit(badge.lines)
            .foregroundColor(badge.isAlert ? .red : .blue)
            .opacity(badge.opacity)
    }
}

/// A change anywhere in a chain of modifiers reaches the widget it concerns, and only that one:
/// the engine tells a modifier's own change from a change of its content once per chain.
@Suite("Modifier chains")
@MainActor
struct ModifierChainUpdateTests {
    let badge = Badge()
    let h: Harness

    init() { h = Harness(BadgeView(badge: badge)) }

    private var text: RecordedWidget { h.first("text") }
    private var opacity: RecordedWidget { h.first("opacity") }

    @Test("A change at the end of the chain updates the text and nothing above it")
    func leafChange() {
        let (textUpdates, opacityUpdates) = (text.updateCount, opacity.updateCount)
        badge.text = "two"
        h.turn()
        #expect(text["text"] == "two")
        #expect(text.updateCount == textUpdates + 1)
        #expect(opacity.updateCount == opacityUpdates)
    }

    @Test("A change of the outermost modifier leaves the text alone")
    func outerChange() {
        let (textUpdates, opacityUpdates) = (text.updateCount, opacity.updateCount)
        badge.opacity = 0.5
        h.turn()
        #expect(opacity["opacity"] == "0.5")
        #expect(opacity.updateCount == opacityUpdates + 1)
        #expect(text.updateCount == textUpdates)
    }

    @Test("Changes at both ends and in the middle, in one pass, all arrive")
    func changesAtEveryLevel() {
        badge.text = "three"
        badge.opacity = 0.25
        badge.isAlert = true
        badge.lines = nil
        h.turn()
        #expect(text["text"] == "three")
        #expect(text["color"] == Color.red.resolve(in: .light).recorded)
        #expect(text["lineLimit"] == "none")
        #expect(opacity["opacity"] == "0.25")
        badge.isAlert = false
        h.turn()
        #expect(text["color"] == Color.blue.resolve(in: .light).recorded)
        #expect(text["text"] == "three")
    }

    @Test("A middle modifier's change reaches the text below it, and a change back is seen too")
    func middleChange() {
        let opacityUpdates = opacity.updateCount
        badge.lines = 3
        h.turn()
        #expect(text["lineLimit"] == "3")
        badge.lines = 1
        badge.text = "four"
        h.turn()
        #expect(text["lineLimit"] == "1")
        #expect(text["text"] == "four")
        #expect(opacity.updateCount == opacityUpdates)
    }
}
