import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UIKit controls on GTK widgets")
    @MainActor
    struct ControlTests {
        @Test("UIButton: the title shows on the GtkButton and a click runs the .touchUpInside action once")
        func button() throws {
            try GtkRuntime.initialize()
            var taps = 0
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.setTitle("Wait", for: .disabled)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            #expect(button.button.label == "Go")
            button.button.emit("clicked")
            #expect(taps == 1)
            button.isEnabled = false
            #expect(button.button.label == "Wait" && !button.isEffectivelySensitive)
        }

        @Test("UISwitch: turning it on sends .valueChanged and reads back from GTK's active")
        func toggle() throws {
            try GtkRuntime.initialize()
            let toggle = UISwitch()
            var changes: [Bool] = []
            toggle.addAction(UIAction { [unowned toggle] _ in changes.append(toggle.isOn) }, for: .valueChanged)
            toggle.setOn(true, animated: true)
            #expect(toggle.gtkSwitch.isActive)
            #expect(changes == [true])
        }

        @Test("UIActivityIndicatorView hides itself while stopped and spins when started")
        func spinner() throws {
            try GtkRuntime.initialize()
            let indicator = UIActivityIndicatorView(style: .large)
            #expect(indicator.isHidden && !indicator.isAnimating)
            indicator.startAnimating()
            #expect(!indicator.isHidden && indicator.spinner.spinning)
            indicator.stopAnimating()
            #expect(indicator.isHidden)
        }

        @Test("UIProgressView follows setProgress(_:animated:) over the frame clock and clamps")
        func progress() throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let bar = UIProgressView(progressViewStyle: .default)
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                bar.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                bar.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            ])
            let window = try show(container)
            defer { window.destroy() }
            #expect(bar.frame.width == 280)
            bar.setProgress(0.8, animated: true)
            #expect(bar.progress < 0.8)
            var sawBetween = false
            #expect(
                MainLoop.runUntil(timeout: .seconds(5)) {
                    if bar.progress > 0.05 && bar.progress < 0.75 { sawBetween = true }
                    return abs(bar.progress - 0.8) < 0.001
                })
            #expect(sawBetween)
            bar.progress = 1.5
            #expect(bar.progress == 1)
        }

        @Test("UILabel: text, alignment and line count reach the GtkLabel")
        func label() throws {
            try GtkRuntime.initialize()
            let label = UILabel()
            label.text = "Hello"
            label.textAlignment = .center
            label.numberOfLines = 0
            label.font = .boldSystemFont(ofSize: 20)
            #expect(label.label.text == "Hello" && label.label.xalign == 0.5 && label.label.wrap)
            #expect(label.font.pointSize == 20 && label.font.weight == .bold)
            label.text = nil
            #expect(label.text == nil && label.label.text.isEmpty)
        }
    }
}
