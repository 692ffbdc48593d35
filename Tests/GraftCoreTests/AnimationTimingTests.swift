import GraftCore
import Testing

@Suite("Animation timing: delay, speed and repetition")
struct AnimationTimingTests {
    /// The fraction of the way at each of `times` (seconds), rounded to hundredths, or nil once ended.
    private func fractions(_ animation: Animation, at times: [Double]) -> [Double?] {
        times.map { time in
            let (fraction, isFinished) = animation._progress(atElapsed: time)
            return isFinished ? nil : (fraction * 100).rounded() / 100
        }
    }

    @Test("A plain animation runs once over its duration, then ends")
    func once() {
        #expect(fractions(.linear(duration: 1), at: [0.25, 0.5, 0.99, 1]) == [0.25, 0.5, 0.99, nil])
    }

    @Test("delay(_:) waits before the first value; speed(_:) scales the duration and the delay")
    func delayAndSpeed() {
        #expect(fractions(.linear(duration: 1).delay(0.5), at: [0.25, 0.75, 1.25, 1.5]) == [0, 0.25, 0.75, nil])
        #expect(fractions(.linear(duration: 1).speed(2), at: [0.25, 0.49, 0.5]) == [0.5, 0.98, nil])
    }

    @Test("repeatCount(_:autoreverses:) runs the count, every other run backwards when autoreversing")
    func repeatCount() {
        #expect(fractions(.linear(duration: 1).repeatCount(3), at: [0.5, 1.25, 2.25, 3]) == [0.5, 0.75, 0.25, nil])
        #expect(
            fractions(.linear(duration: 1).repeatCount(2, autoreverses: false), at: [0.5, 1.5, 2]) == [0.5, 0.5, nil])
    }

    @Test("repeatForever(autoreverses:) never ends")
    func forever() {
        let animation = Animation.linear(duration: 1).repeatForever()
        #expect(fractions(animation, at: [0.5, 1.5, 1_000.25, 1_001.25]) == [0.5, 0.5, 0.25, 0.75])
        #expect(fractions(.linear(duration: 1).repeatForever(autoreverses: false), at: [1.25, 2.75]) == [0.25, 0.75])
    }

    @Test("Nonsense values fall back: a negative delay, a zero or infinite speed, a count below one")
    func hostile() {
        let animation = Animation.linear(duration: 1).delay(-3).speed(0).repeatCount(-2)
        #expect(fractions(animation, at: [0.5, 1]) == [0.5, nil])
        #expect(fractions(.linear(duration: 1).speed(.infinity), at: [0.5]) == [0.5])
    }
}
