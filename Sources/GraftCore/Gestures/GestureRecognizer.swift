import Foundation

/// One step of a gesture as its modifiers and the gestures around it see it.
enum _GesturePhase<Value> {
    /// A press the gesture could recognize started; it has no value yet.
    case began
    /// The gesture's value changed.
    case changed(Value)
    /// The gesture ended successfully with this value.
    case ended(Value)
    /// The gesture is over (after its end, or failed or cancelled).
    case reset

    /// The same phase with its value mapped.
    func map<Other>(_ transform: (Value) -> Other) -> _GesturePhase<Other> {
        switch self {
        case .began: .began
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .reset: .reset
        }
    }
}

/// What a gesture remembers between events for one view: a composite's progress, and the
/// memories of the gestures it is made of. Kept across updates while the gesture kinds stay.
@MainActor
final class _GestureMemory {
    /// The gesture's own state (a composite's progress); `nil` until it keeps any.
    var state: Any?
    private var children: [_GestureMemory] = []

    /// The memory of the `index`-th gesture this one is made of.
    func child(_ index: Int) -> _GestureMemory {
        while children.count <= index { children.append(_GestureMemory()) }
        return children[index]
    }
}

/// How a gesture turns backend events into its values, and what its modifiers do with them.
@MainActor
public struct _GestureRecognizer<Value> {
    /// What the backend recognizes, in order: one kind for a simple gesture, the kinds of both
    /// parts for a composite.
    let kinds: [GestureKind]
    /// Turns an event of the `index`-th kind into the gesture's phases.
    let phases: (_GestureMemory, Int, GestureEvent) -> [_GesturePhase<Value>]
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Runs when the gesture ends or is cancelled (resets `@GestureState`).
    var reset: [() -> Void] = []

    init(kinds: [GestureKind], phases: @escaping (_GestureMemory, Int, GestureEvent) -> [_GesturePhase<Value>]) {
        self.kinds = kinds
        self.phases = phases
    }

    /// A simple gesture of one kind; `value` maps a backend event to a value, `nil` for events
    /// that mean nothing to this gesture.
    init(kind: GestureKind, value: @escaping (GestureEvent) -> Value?) {
        self.init(kinds: [kind]) { _, _, event in
            switch event {
            case .pressingChanged(false):
                return [.reset]
            case .pressingChanged(true):
                return [.began] + (value(event).map { [.changed($0)] } ?? [])
            case .tapped, .longPressed, .dragEnded, .magnifyEnded, .rotateEnded:
                guard let final = value(event) else { return [] }
                if case .longPressed = event { return [.ended(final)] }
                return [.ended(final), .reset]
            case .dragChanged, .magnifyChanged, .rotateChanged, .hoverEntered, .hoverMoved, .hoverEnded:
                return value(event).map { [.changed($0)] } ?? []
            }
        }
    }

    /// Turns the event into phases, runs this gesture's actions for them and returns them (for the
    /// gesture this one is part of).
    func process(_ memory: _GestureMemory, _ index: Int, _ event: GestureEvent) -> [_GesturePhase<Value>] {
        let result = phases(memory, index, event)
        for phase in result {
            switch phase {
            case .began: break
            case .changed(let value): for action in changed { action(value) }
            case .ended(let value): for action in ended { action(value) }
            case .reset: for action in reset { action() }
            }
        }
        return result
    }

    /// A recognizer of `first`'s and `second`'s kinds whose events go to the part they belong to;
    /// `combine` turns each part's phases into this gesture's, with the memory it keeps.
    static func combining<A, B>(
        _ first: _GestureRecognizer<A>, _ second: _GestureRecognizer<B>,
        combine: @escaping (_GestureMemory, Either<_GesturePhase<A>, _GesturePhase<B>>) -> [_GesturePhase<Value>]
    ) -> _GestureRecognizer<Value> {
        let split = first.kinds.count
        return _GestureRecognizer(kinds: first.kinds + second.kinds) { memory, index, event in
            let parts: [Either<_GesturePhase<A>, _GesturePhase<B>>] =
                index < split
                ? first.process(memory.child(0), index, event).map { .first($0) }
                : second.process(memory.child(1), index - split, event).map { .second($0) }
            return parts.flatMap { combine(memory, $0) }
        }
    }
}

/// A phase of one of a composite gesture's two parts.
enum Either<A, B> {
    case first(A)
    case second(B)
}
