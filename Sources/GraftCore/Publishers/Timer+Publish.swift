import Dispatch
import Foundation

extension Timer {
    /// A publisher of the current date every `interval` seconds, once connected:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// The dates arrive on the main actor whatever run loop is named (on Linux Graft's main loop
    /// is GLib's, which runs the main queue); `tolerance` lets them come up to that much late.
    ///
    /// - Parameters:
    ///   - interval: Seconds between dates (at least a millisecond).
    ///   - tolerance: How late a date may come.
    ///   - runLoop: The run loop (`.main`).
    ///   - mode: The run loop mode (`.common`, `.default`).
    @MainActor
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A connectable publisher of dates at a fixed interval (`Timer.publish(every:on:in:)`).
    @MainActor @preconcurrency
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of each tick.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come.
        public let tolerance: TimeInterval?
        /// The run loop named when it was made.
        public let runLoop: RunLoop
        /// The run loop mode named when it was made.
        public let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()
        private var timer: DispatchSourceTimer?

        /// A publisher ticking every `interval` seconds once connected.
        ///
        /// - Parameters:
        ///   - interval: Seconds between ticks.
        ///   - tolerance: How late a tick may come.
        ///   - runLoop: The run loop.
        ///   - mode: The run loop mode.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode
        ) {
            self.interval = max(interval, 0.001)
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts ticking (if not already); cancelling the returned token stops.
        public func connect() -> any Cancellable {
            if timer == nil {
                let timer = DispatchSource.makeTimerSource(queue: .main)
                let leeway = DispatchTimeInterval.milliseconds(Int(((tolerance ?? 0) * 1000).rounded()))
                timer.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway)
                timer.setEventHandler { [weak self] in
                    MainActor.assumeIsolated { self?.subject.send(Date()) }
                }
                timer.resume()
                self.timer = timer
            }
            return AnyCancellable { [weak self] in
                self?.timer?.cancel()
                self?.timer = nil
            }
        }

        /// Adds `receive` for the ticks while connected.
        public func _subscribe(_ receive: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
            subject._subscribe(receive)
        }

        isolated deinit { timer?.cancel() }
    }
}
