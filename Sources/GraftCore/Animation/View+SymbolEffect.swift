extension SymbolEffect where Self == BounceSymbolEffect {
    /// Shrinks and springs the image back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the image out and back in.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Dims and brightens the image in steps.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Grows or shrinks the image while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Shows the image while active.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Hides the image while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shakes the image back and forth.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Grows and shrinks the image slowly.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turns the image a full circle.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension View {
    /// Plays `effect` on the view for as long as `isActive` is `true`: `.pulse`, `.variableColor`,
    /// `.breathe`, `.rotate`, `.bounce` and `.wiggle` repeat (as `options` say), `.scale` and
    /// `.disappear` hold their state, `.appear` shows the view only while active. Turned off, the
    /// view eases back.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isSearching)
    /// ```
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How many times and how fast it plays.
    ///   - isActive: Whether it plays.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        _SymbolEffectView(content: self, effect: effect, options: options, trigger: .active(isActive))
    }

    /// Plays `effect` on the view once (or as `options` repeat it) each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
    /// ```
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - options: How many times and how fast it plays.
    ///   - value: The value whose changes start it.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        _SymbolEffectView(content: self, effect: effect, options: options, trigger: .value(_EquatableValue(value)))
    }
}

/// A value compared with later ones of the same type.
struct _EquatableValue {
    let equals: (_EquatableValue) -> Bool
    let value: Any
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0.value as? T) == value }
    }
}

/// What starts a symbol effect: a changed value, or being active.
enum _SymbolEffectTrigger {
    case value(_EquatableValue)
    case active(Bool)
}

/// The container a symbol effect draws its content with.
struct _SymbolEffectView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let effect: any SymbolEffect
    let options: SymbolEffectOptions
    let trigger: _SymbolEffectTrigger
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSymbolEffect()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let player = context.storage.value as? SymbolEffectPlayer ?? SymbolEffectPlayer()
        context.storage.value = player
        let motion = (effect as? any _SymbolEffectMotion)?.motion ?? SymbolEffectMotion()
        player.update(motion: motion, options: options, trigger: trigger, context)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

/// Plays a symbol effect's motion on the backend's frames, and remembers what started it.
@MainActor
final class SymbolEffectPlayer {
    private var lastValue: _EquatableValue?
    private var isActive: Bool?
    /// The frame drawn now.
    private(set) var frame = SymbolEffectFrame.identity

    func update<B: Backend>(
        motion: SymbolEffectMotion, options: SymbolEffectOptions, trigger: _SymbolEffectTrigger,
        _ context: WidgetContext<B>
    ) {
        switch trigger {
        case .value(let value):
            defer { lastValue = value }
            guard let last = lastValue, !last.equals(value) else { return }
            play(motion, options, runs: 1, context)
        case .active(let active):
            guard active != isActive else { return }
            let first = isActive == nil
            isActive = active
            if active {
                if let held = motion.held {
                    move(to: held, options, context)
                } else {
                    play(motion, options, runs: nil, context)
                }
            } else if first {
                draw(motion.rest, context)
            } else {
                move(to: motion.rest, options, context)
            }
        }
    }

    /// Plays the keyframes: `runs` times by default (nil: without end), as `options` say otherwise.
    private func play<B: Backend>(
        _ motion: SymbolEffectMotion, _ options: SymbolEffectOptions, runs: Int?, _ context: WidgetContext<B>
    ) {
        var (count, delay) = (runs, 0.0)
        if case .runs(let optionsCount, let optionsDelay) = options.repetition {
            (count, delay) = (optionsCount, optionsDelay)
        }
        let length = motion.duration + delay
        var animation = Animation.linear(duration: length / options.speed)
        animation =
            count.map { animation.repeatCount($0, autoreverses: false) } ?? animation.repeatForever(autoreverses: false)
        context.backend.animateSymbolEffect(context.handle(), animation: animation) { [weak self] progress in
            let frame = motion.frame(at: min(1, progress * length / motion.duration))
            self?.frame = frame
            return frame
        }
    }

    /// Eases from the frame drawn now to `target`.
    private func move<B: Backend>(
        to target: SymbolEffectFrame, _ options: SymbolEffectOptions, _ context: WidgetContext<B>
    ) {
        let start = frame
        let animation = Animation.easeInOut(duration: 0.3 / options.speed)
        context.backend.animateSymbolEffect(context.handle(), animation: animation) { [weak self] progress in
            let frame = start.mixed(with: target, by: progress)
            self?.frame = frame
            return frame
        }
    }

    private func draw<B: Backend>(_ frame: SymbolEffectFrame, _ context: WidgetContext<B>) {
        self.frame = frame
        context.backend.updateSymbolEffect(context.handle(), frame)
    }
}
