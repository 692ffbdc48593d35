import GraftCore
import GtkBridge

// Slider on GtkScale, Stepper on GtkSpinButton (beside its label views, like a toggle's switch).
extension GtkBackend {
    /// A horizontal `GtkScale` that reports each move the user makes.
    public func makeSlider() -> NativeSlider {
        let scale = Gtk.Scale()
        scale.hexpand = true
        let view = NativeSlider(scale)
        view.setOwnFills(width: true, height: false)
        view.tokens.append(
            scale.onValueChanged { [weak view] value in
                guard let view, !view.isApplyingUpdate else { return }
                view.onChange?(value)
            })
        return view
    }

    /// Sets the scale's range, step and value; a value the user set is not echoed back.
    public func updateSlider(
        _ view: NativeSlider, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        let scale = view.scale
        view.isApplyingUpdate = true
        scale.setRange(minimum: bounds.lowerBound, maximum: bounds.upperBound, step: step ?? 0)
        if scale.value != value { scale.value = value }
        view.isApplyingUpdate = false
        scale.isSensitive = environment.isEnabled
    }

    /// A row of the label and a `GtkSpinButton` (its − and + buttons step the value).
    public func makeStepper() -> NativeStepper {
        let row = Gtk.Box(orientation: .horizontal, spacing: 12)
        let labels = Gtk.Box(orientation: .horizontal, spacing: 6)
        labels.hexpand = true
        let spin = Gtk.SpinButton()
        spin.valign = .center
        row.append(labels)
        row.append(spin)
        let view = NativeStepper(row: row, labels: labels, spin: spin)
        view.tokens.append(
            spin.onValueChanged { [weak view] value in
                guard let view, !view.isApplyingUpdate else { return }
                view.onChange?(value)
            })
        return view
    }

    /// Sets the spin button's range, step and value; a value the user set is not echoed back.
    public func updateStepper(
        _ view: NativeStepper, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        let spin = view.spin
        view.isApplyingUpdate = true
        spin.setRange(minimum: bounds.lowerBound, maximum: bounds.upperBound, step: step)
        if spin.value != value { spin.value = value }
        view.isApplyingUpdate = false
        view.widget.isSensitive = environment.isEnabled
    }
}
