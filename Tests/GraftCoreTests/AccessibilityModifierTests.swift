import GraftCore
import GraftTestBackend
import Testing

@Suite("Accessibility modifiers reach the widget they are attached to")
@MainActor
struct AccessibilityModifierTests {
    @Test("Attributes describe the first widget below the modifiers, not the widgets inside it")
    func firstWidgetOnly() {
        let h = Harness(
            Button("Delete") {}
                .accessibilityLabel("Remove item")
                .accessibilityHint("Deletes it for good")
                .accessibilityAddTraits(.isSelected))
        let button = h.first("button")
        #expect(button.accessibility?.label == "Remove item")
        #expect(button.accessibility?.hint == "Deletes it for good")
        #expect(button.accessibility?.traits == .isSelected)
        #expect(h.first("text").accessibility == nil, "the button's own label text is not renamed")
    }

    @Test("The same view without the modifier is announced with no attributes")
    func removal() {
        struct Host: View {
            @State var labelled = true
            var body: some View {
                VStack {
                    Button("toggle") { labelled.toggle() }
                    if labelled {
                        Text("Volume").accessibilityValue("7 of 10")
                    } else {
                        Text("Volume")
                    }
                }
            }
        }
        let h = Harness(Host())
        #expect(h.root.texts.contains("Volume"))
        let labelled = h.root.allWidgets.first { $0["text"] == "Volume" }
        #expect(labelled?.accessibility?.value == "7 of 10")
        h.first("button").click()
        h.turn()
        let plain = h.root.allWidgets.first { $0["text"] == "Volume" }
        #expect(plain?.accessibility == nil)
    }

    @Test("Traits removed win over traits added")
    func removedTraits() {
        let h = Harness(
            Text("Title").accessibilityRemoveTraits(.isHeader).accessibilityAddTraits([.isHeader, .isStaticText]))
        #expect(h.first("text").accessibility?.traits == .isStaticText)
    }
}
