import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UISlider on a GtkScale")
    @MainActor
    struct SliderTests {
        @Test("value, range and .valueChanged reach the GtkScale and back, with values clamped")
        func valueAndRange() throws {
            try GtkRuntime.initialize()
            let slider = UISlider()
            let window = try show(slider) { slider, container in
                [
                    slider.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                    slider.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                    slider.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                ]
            }
            defer { window.destroy() }
            #expect(slider.frame.width == 280)
            // GTK's theme pads the scale inside the view's 280.
            #expect(slider.scale.allocatedWidth > 200)
            #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
            var values: [Float] = []
            slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
            slider.maximumValue = 10
            slider.value = 4
            #expect(slider.scale.value == 4 && values == [4])
            slider.value = 25
            #expect(slider.value == 10 && slider.scale.value == 10)
            slider.minimumValue = 12
            #expect(slider.maximumValue == 12 && slider.value == 12)
            #expect(values == [4, 10, 12])
            // The user moves the knob: GTK changes the scale's value.
            slider.minimumValue = 0
            slider.scale.value = 3
            #expect(values.last == 3 && slider.value == 3)
        }

        @Test("isContinuous false: a drag sends one .valueChanged, when the scale's drag gesture ends")
        func notContinuous() throws {
            try GtkRuntime.initialize()
            let slider = UISlider()
            slider.isContinuous = false
            var values: [Float] = []
            slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
            let drags = slider.scale.eventControllers(ofType: "GtkGestureDrag")
            try #require(drags.count == 1)
            drags[0].emit("begin", arguments: [0])
            slider.scale.value = 0.25
            slider.scale.value = 0.5
            #expect(values.isEmpty)
            drags[0].emit("end", arguments: [0])
            #expect(values == [0.5])
            // Outside a drag (the keyboard, code), each change is sent at once.
            slider.value = 0.75
            #expect(values == [0.5, 0.75])
        }
    }
}
