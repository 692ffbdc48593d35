import GraftCore
import GtkBridge

/// A `Stepper`: its label views in a box, beside a `GtkSpinButton`.
@MainActor
public final class NativeStepper: NativeBox {
    let spin: Gtk.SpinButton
    /// What runs when the user steps the value.
    var onChange: (@MainActor (Double) -> Void)?
    init(row: Gtk.Box, labels: Gtk.Box, spin: Gtk.SpinButton) {
        self.spin = spin
        super.init(row, childBox: labels)
    }
    override var accessibleTarget: Gtk.Widget { spin }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { [box] }
    override func dropCallbacks() { onChange = nil }
}

/// A linear `ProgressView`: a `GtkProgressBar`.
@MainActor
public final class NativeProgressBar: NativeWidget {
    let bar: Gtk.ProgressBar
    init(_ bar: Gtk.ProgressBar) {
        self.bar = bar
        super.init(bar)
    }
}

/// A `Slider`: a `GtkScale`.
@MainActor
public final class NativeSlider: NativeWidget {
    let scale: Gtk.Scale
    /// What runs when the user moves the slider.
    var onChange: (@MainActor (Double) -> Void)?
    init(_ scale: Gtk.Scale) {
        self.scale = scale
        super.init(scale)
    }
    override func dropCallbacks() { onChange = nil }
}

extension GtkBackend {
    /// A linear progress bar is flexible in width, as SwiftUI's is: it fills the width it is offered.
    public func makeProgressBar() -> NativeProgressBar {
        let bar = Gtk.ProgressBar()
        bar.valign = .center
        bar.hexpand = true
        let view = NativeProgressBar(bar)
        view.setOwnFills(width: true, height: false)
        view.automaticLabel = "Progress"
        bar.setAccessibleLabel("Progress")
        return view
    }

    /// Sets the `GtkProgressBar`'s fraction, animated when the transaction has an animation.
    public func updateProgressBar(
        _ view: NativeProgressBar, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        let bar = view.bar
        Self.tintProgressBar(bar, environment)
        let target = min(max(fraction, 0), 1)
        if view.accessibility?.value == nil { bar.setAccessibleValueText("\(Int((target * 100).rounded())) percent") }
        guard bar.fraction != target || view.animations["fraction"]?.isRunning == true else { return }
        Animator.animate(
            view, key: "fraction", from: bar.fraction, to: target, animation: transaction.effectiveAnimation
        ) { [weak bar] in bar?.fraction = $0 }
    }

    /// A spinning `GtkSpinner`, announced as "In progress".
    public func makeSpinner() -> NativeWidget {
        let view = NativeWidget(Gtk.Spinner(spinning: true))
        view.automaticLabel = "In progress"
        view.widget.setAccessibleLabel("In progress")
        return view
    }

    /// Nothing to update: the spinner spins while it is shown.
    public func updateSpinner(_ widget: NativeWidget, _ environment: EnvironmentValues) {}

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

    /// A continuous `GtkLevelBar`, flexible in width as SwiftUI's gauge bar is.
    public func makeLevelBar() -> NativeWidget {
        let bar = Gtk.LevelBar()
        bar.valign = .center
        bar.hexpand = true
        let view = NativeWidget(bar)
        view.setOwnFills(width: true, height: false)
        return view
    }

    /// Sets the level bar's range and value. GTK's level bar takes no negative ends: a range below
    /// zero is shifted up as a whole, so the filled part stays the same.
    public func updateLevelBar(
        _ view: NativeWidget, value: Double, bounds: ClosedRange<Double>, _ environment: EnvironmentValues
    ) {
        guard let bar = view.widget as? Gtk.LevelBar else { return }
        let shift = min(bounds.lowerBound, 0)
        let minimum = bounds.lowerBound - shift
        let maximum = bounds.upperBound - shift
        if bar.minimum != minimum || bar.maximum != maximum { bar.setRange(minimum: minimum, maximum: maximum) }
        if bar.value != value - shift { bar.value = value - shift }
        bar.isSensitive = environment.isEnabled
    }
}
