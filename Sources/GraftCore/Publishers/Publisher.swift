/// A source of values over time, as much of Combine's `Publisher` as SwiftUI code uses with
/// `.onReceive` and `sink` (Combine does not exist on Linux).
///
/// Values are delivered on the main actor. `Failure` is `Never` for every publisher Graft has.
@MainActor @preconcurrency
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it can end with.
    associatedtype Failure: Error

    /// Starts sending values to `receive` until the returned token is cancelled or released.
    ///
    /// - Parameter receive: Called with each value, on the main actor.
    func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value until the returned token is cancelled or released.
    ///
    /// - Parameter receiveValue: Called with each value, on the main actor.
    public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

/// A publisher that can be started and stopped: `connect()` starts it, for all its subscribers.
@MainActor @preconcurrency
public protocol ConnectablePublisher: Publisher {
    /// Starts sending values; cancelling the returned token stops.
    func connect() -> any Cancellable
}

/// Something that can be cancelled: a subscription or a connection.
@MainActor @preconcurrency
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

extension AnyCancellable: Cancellable {}

extension ConnectablePublisher {
    /// A publisher that connects when its first subscriber arrives and disconnects when the last
    /// one leaves: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Namespace of the publishers other publishers make, as in Combine.
public enum Publishers {
    /// A connectable publisher that connects itself while it has subscribers.
    @MainActor @preconcurrency
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The values of the upstream publisher.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure
        /// The connectable publisher it starts and stops.
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Wraps `upstream`.
        ///
        /// - Parameter upstream: The connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes to the upstream publisher, connecting it for the first subscriber.
        public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receive)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                guard let self else { return }
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }
    }
}

/// A publisher that sends one value to each subscriber, at once.
public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never
    /// The value it sends.
    public let output: Output

    /// A publisher of `output`.
    ///
    /// - Parameter output: The value.
    public init(_ output: Output) { self.output = output }

    /// Sends the value to `receive` at once.
    public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}

/// A publisher you send values through: `subject.send(value)` reaches every current subscriber.
@MainActor @preconcurrency
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var subscribers: [Int: @MainActor (Output) -> Void] = [:]
    private var nextID = 0

    /// A subject with no subscribers yet.
    public nonisolated init() {}

    /// Sends `value` to every subscriber.
    ///
    /// - Parameter value: The value.
    public func send(_ value: Output) {
        for id in subscribers.keys.sorted() { subscribers[id]?(value) }
    }

    /// Adds `receive` until the returned token is cancelled.
    public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers[id] = receive
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends `()` to every subscriber.
    public func send() { send(()) }
}

/// A publisher that holds a value and sends it to each new subscriber, then every change.
@MainActor @preconcurrency
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subject = PassthroughSubject<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subject.send(value) }
    }

    /// A subject holding `value`.
    ///
    /// - Parameter value: The first value.
    public init(_ value: Output) { self.value = value }

    /// Sets and sends `value`.
    ///
    /// - Parameter value: The new value.
    public func send(_ value: Output) { self.value = value }

    /// Sends the current value to `receive`, then every change.
    public func _subscribe(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        receive(value)
        return subject._subscribe(receive)
    }
}
