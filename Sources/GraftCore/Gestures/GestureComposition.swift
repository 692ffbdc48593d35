import Foundation

extension Gesture {
    /// Combines this gesture with `other` so that both recognize at the same time; the value
    /// has each one's latest value (`nil` for one that has not reported yet).
    ///
    /// On GTK both recognizers sit on the view's widget and see the same presses.
    ///
    /// - Parameter other: The gesture recognized alongside this one.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Combines this gesture with `other`, which starts only once this one has ended:
    /// `LongPressGesture().sequenced(before: DragGesture())` drags only after a long press.
    ///
    /// - Parameter other: The gesture that follows this one.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines this gesture with `other` so that only one of them succeeds; this one wins when
    /// both could, and `other` ends only once this one can no longer recognize.
    ///
    /// - Parameter other: The gesture that succeeds when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture with its values turned into others by `body`.
    ///
    /// - Parameter body: Maps each value of this gesture.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_content: self, _body: body)
    }
}

/// A gesture whose values are another gesture's, mapped (what `.map` returns).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The gesture mapped.
    public var _content: Content
    /// Maps its values.
    public var _body: @MainActor (Content.Value) -> Value

    /// The recognizer: the content's, with its phases' values mapped.
    public var _recognizer: _GestureRecognizer<Value> {
        let content = _content._recognizer
        let body = _body
        return _GestureRecognizer(kinds: content.kinds) { memory, index, event in
            content.process(memory, index, event).map { $0.map(body) }
        }
    }
}

/// Two gestures recognized at once (what `.simultaneously(with:)` returns).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The latest values of both gestures.
    public struct Value {
        /// The first gesture's value, `nil` before it reports one.
        public var first: First.Value?
        /// The second gesture's value, `nil` before it reports one.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures, recognized at once.
    ///
    /// - Parameters:
    ///   - first: One gesture.
    ///   - second: The other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizer: changes as either part changes; ends once no part is still in progress
    /// and one of them ended.
    public var _recognizer: _GestureRecognizer<Value> {
        _GestureRecognizer.combining(first._recognizer, second._recognizer) { memory, part in
            let progress = memory.state as? SimultaneousProgress<First.Value, Second.Value> ?? SimultaneousProgress()
            memory.state = progress
            return progress.advance(part).map { $0.map { Value(first: $0.0, second: $0.1) } }
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture, then another once it ended (what `.sequenced(before:)` returns).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress, with its value.
        case first(First.Value)
        /// The first gesture ended with its value; the second's value is `nil` until it reports.
        case second(First.Value, Second.Value?)
    }

    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// A gesture, then another.
    ///
    /// - Parameters:
    ///   - first: The gesture that must end first.
    ///   - second: The gesture that starts after it.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizer: `.first` while the first part changes, `.second` from its end; fails
    /// when the first part fails, ends when the second does.
    public var _recognizer: _GestureRecognizer<Value> {
        _GestureRecognizer.combining(first._recognizer, second._recognizer) { memory, part in
            let progress = memory.state as? SequenceProgress<First.Value, Second.Value> ?? SequenceProgress()
            memory.state = progress
            return progress.advance(part).map { phase in
                phase.map { step in
                    switch step {
                    case .first(let value): .first(value)
                    case .second(let value, let other): .second(value, other)
                    }
                }
            }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Two gestures of which only one succeeds, the first when both could (what
/// `.exclusively(before:)` returns).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture succeeds, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture that wins when both could.
    public var first: First
    /// The gesture that succeeds when the first fails.
    public var second: Second

    /// Two gestures, one of which succeeds.
    ///
    /// - Parameters:
    ///   - first: The gesture preferred.
    ///   - second: The gesture recognized when the first fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The recognizer: the first part's phases while it can recognize; the second's held back
    /// until the first fails, and dropped when it succeeds.
    public var _recognizer: _GestureRecognizer<Value> {
        _GestureRecognizer.combining(first._recognizer, second._recognizer) { memory, part in
            let progress = memory.state as? ExclusiveProgress<First.Value, Second.Value> ?? ExclusiveProgress()
            memory.state = progress
            return progress.advance(part).map { phase in
                phase.map { winner in
                    switch winner {
                    case .first(let value): .first(value)
                    case .second(let value): .second(value)
                    }
                }
            }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
