import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UIKit's feedback generators on a desktop")
    @MainActor
    struct FeedbackGeneratorTests {
        @Test("Haptic generators accept every call, keep their style, and leave the view they serve unchanged")
        func hapticsPlayNothing() throws {
            try GtkRuntime.initialize()
            let label = UILabel()
            label.text = "Tapped"
            let window = try show(label) { label, container in
                [
                    label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                ]
            }
            defer { window.destroy() }
            let before = label.frame
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            #expect(impact.style == .heavy)
            #expect(UIImpactFeedbackGenerator().style == .medium, "UIKit's default style")
            #expect(label.frame == before && label.text == "Tapped")
        }
    }
}
