import Foundation

/// Where a simultaneous gesture is: both parts' latest values and which are in progress.
@MainActor
final class SimultaneousProgress<A, B> {
    private var first: A?
    private var second: B?
    /// Which parts have begun and not reset.
    private var active = [false, false]
    /// Which parts have begun and neither ended nor reset.
    private var pending = [false, false]
    private var someEnded = false
    private var endReported = false
    private var started = false

    /// This gesture's phases for one of a part's.
    func advance(_ part: Either<_GesturePhase<A>, _GesturePhase<B>>) -> [_GesturePhase<(A?, B?)>] {
        let side: Int
        let phase: _GesturePhase<Void>
        switch part {
        case .first(let step): (side, phase) = (0, step.map { first = $0 })
        case .second(let step): (side, phase) = (1, step.map { second = $0 })
        }
        switch phase {
        case .began, .changed:
            active[side] = true
            pending[side] = true
            started = true
            guard case .changed = phase else { return [] }
            return [.changed((first, second))]
        case .ended:
            pending[side] = false
            someEnded = true
            return reportEnd()
        case .reset:
            active[side] = false
            pending[side] = false
            var result = reportEnd()
            if started, !active.contains(true) {
                (first, second, someEnded, endReported, started) = (nil, nil, false, false, false)
                result.append(.reset)
            }
            return result
        }
    }

    /// The end, once a part ended and none is still in progress.
    private func reportEnd() -> [_GesturePhase<(A?, B?)>] {
        guard someEnded, !endReported, !pending.contains(true) else { return [] }
        endReported = true
        return [.ended((first, second))]
    }
}

/// One value of a sequence: the first part's, or both once the first ended.
enum SequenceStep<A, B> {
    case first(A)
    case second(A, B?)
}

/// Where a sequence gesture is: whether its first part ended, with which value.
@MainActor
final class SequenceProgress<A, B> {
    private var first: A?
    private var firstActive = false
    private var secondActive = false
    private var started = false

    /// This gesture's phases for one of a part's.
    func advance(_ part: Either<_GesturePhase<A>, _GesturePhase<B>>) -> [_GesturePhase<SequenceStep<A, B>>] {
        switch part {
        case .first(.began):
            (firstActive, started) = (true, true)
        case .first(.changed(let value)):
            (firstActive, started) = (true, true)
            if first == nil { return [.changed(.first(value))] }
        case .first(.ended(let value)):
            guard first == nil else { return [] }
            first = value
            return [.changed(.second(value, nil))]
        case .first(.reset):
            firstActive = false
            // The first part failed: so does the sequence.
            if first == nil, started { return clear() }
        case .second(.began):
            secondActive = true
        case .second(.changed(let value)):
            secondActive = true
            if let first { return [.changed(.second(first, value))] }
        case .second(.ended(let value)):
            if let first { return [.ended(.second(first, value))] }
        case .second(.reset):
            secondActive = false
        }
        guard first != nil, !firstActive, !secondActive else { return [] }
        return clear()
    }

    private func clear() -> [_GesturePhase<SequenceStep<A, B>>] {
        (first, firstActive, secondActive, started) = (nil, false, false, false)
        return [.reset]
    }
}

/// Where an exclusive gesture is: which part won, and the second's phases held back while the
/// first can still recognize.
@MainActor
final class ExclusiveProgress<A, B> {
    private var firstActive = false
    private var secondActive = false
    private var firstWon = false
    private var secondWon = false
    private var started = false
    private var held: [_GesturePhase<B>] = []

    /// This gesture's phases for one of a part's.
    func advance(_ part: Either<_GesturePhase<A>, _GesturePhase<B>>) -> [_GesturePhase<Either<A, B>>] {
        var result: [_GesturePhase<Either<A, B>>] = []
        switch part {
        case .first(let phase):
            switch phase {
            case .began, .changed:
                guard !secondWon else { break }
                (firstActive, started) = (true, true)
                if case .changed(let value) = phase { result = [.changed(.first(value))] }
            case .ended(let value):
                guard !secondWon, !firstWon else { break }
                firstWon = true
                held.removeAll()
                result = [.ended(.first(value))]
            case .reset:
                firstActive = false
                // The first part failed: what the second did meanwhile counts now.
                if !firstWon { result = held.flatMap(release) }
                held.removeAll()
            }
        case .second(let phase):
            switch phase {
            case .began, .changed: (secondActive, started) = (true, true)
            case .reset: secondActive = false
            case .ended: break
            }
            if firstWon {
            } else if firstActive {
                held.append(phase)
            } else {
                result = release(phase)
            }
        }
        if started, !firstActive, !secondActive {
            (firstWon, secondWon, started) = (false, false, false)
            held.removeAll()
            result.append(.reset)
        }
        return result
    }

    /// The phases of the second part, once the first no longer stands in its way.
    private func release(_ phase: _GesturePhase<B>) -> [_GesturePhase<Either<A, B>>] {
        switch phase {
        case .changed(let value): return [.changed(.second(value))]
        case .ended(let value):
            secondWon = true
            return [.ended(.second(value))]
        case .began, .reset: return []
        }
    }
}
