extension Animation {
    /// The animation, started `delay` seconds later.
    ///
    /// - Parameter delay: Seconds to wait before it starts.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.startDelay = delay.isFinite ? max(0, delay) : 0
        return copy
    }

    /// The animation run `speed` times as fast (its delay too).
    ///
    /// - Parameter speed: The factor; 2 runs it in half the time.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// The animation run `repeatCount` times; with `autoreverses`, every other run goes back.
    ///
    /// - Parameters:
    ///   - repeatCount: How many runs (at least one).
    ///   - autoreverses: Whether the even runs go from the end to the start.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = (max(1, repeatCount), autoreverses)
        return copy
    }

    /// The animation run for as long as the view is shown; with `autoreverses`, back and forth.
    ///
    /// - Parameter autoreverses: Whether every other run goes from the end to the start.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = (nil, autoreverses)
        return copy
    }

    /// Where the animation is `elapsed` seconds after it was started: the fraction of the way from
    /// the old value to the new one (before the delay, 0), and whether it has ended (then the new
    /// value stands, as in SwiftUI, even after an even number of reversed runs).
    package func _progress(atElapsed elapsed: Double) -> (fraction: Double, isFinished: Bool) {
        let time = elapsed * speedFactor - startDelay
        guard time > 0 else { return (0, false) }
        guard duration > 0 else { return (1, true) }
        let runs = time / duration
        if let count = repetition.count, runs >= Double(count) { return (1, true) }
        let run = runs.rounded(.down)
        var fraction = runs - run
        if repetition.autoreverses, Int(run) % 2 == 1 { fraction = 1 - fraction }
        return (value(at: fraction), false)
    }
}
