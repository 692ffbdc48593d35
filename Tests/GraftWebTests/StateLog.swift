import Foundation
import Observation

/// Records every state of observable objects that `read` sees, in order, through Observation —
/// the way a view that reads those properties would see them, and nothing a test hook adds.
///
/// Observation reports a change before it is stored (`willSet`), so each report records the state
/// the change replaces and tracks again for the next change; the state after the last change is
/// the current one. Changes are recorded as they happen, not by sampling, so a state that lasts
/// less than one main-loop iteration is recorded too.
///
/// ```swift
/// let log = StateLog { page.currentNavigationEvent }
/// page.load(url)
/// // … wait …
/// #expect(log.states.compactMap { $0 } == [.started, .committed, .finished])
/// ```
@MainActor
final class StateLog<State> {
    private let read: @MainActor () -> State
    private var replaced: [(state: State, since: ContinuousClock.Instant)] = []
    private var since = ContinuousClock.now

    /// Starts recording the states `read` returns.
    ///
    /// - Parameter read: Reads the observable properties to record; it runs on every change.
    init(_ read: @escaping @MainActor () -> State) {
        self.read = read
        track()
    }

    private func track() {
        withObservationTracking {
            _ = read()
        } onChange: { [weak self] in
            // Observable main-actor objects (WebPage) change on the main thread.
            MainActor.assumeIsolated { self?.changing() }
        }
    }

    private func changing() {
        replaced.append((read(), since))
        since = .now
        track()
    }

    /// Every state so far with the time it began, oldest first; the first is the state when the
    /// log started, the last the current state.
    var timedStates: [(state: State, since: ContinuousClock.Instant)] { replaced + [(read(), since)] }

    /// Every state so far, oldest first; the first is the state when the log started.
    var states: [State] { timedStates.map(\.state) }
}
