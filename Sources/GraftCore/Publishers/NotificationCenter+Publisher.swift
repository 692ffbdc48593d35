import Dispatch
import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` this centre posts, as Combine's:
    /// `.onReceive(NotificationCenter.default.publisher(for: .myEvent)) { note in … }`.
    ///
    /// - Parameters:
    ///   - name: The notifications' name.
    ///   - object: Only notifications posted by this object, or `nil` for any sender.
    @MainActor
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// A publisher of one name's notifications (`NotificationCenter.publisher(for:object:)`).
    ///
    /// A notification posted on the main thread reaches the subscriber at once, inside `post`, as
    /// with Combine; one posted on another thread reaches it on the main actor, in posting order.
    @MainActor @preconcurrency
    public struct Publisher: GraftCore.Publisher {
        /// Each notification.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never
        /// The centre it observes.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The sender it listens to, or `nil` for any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` or any sender.
        ///
        /// - Parameters:
        ///   - center: The notification centre.
        ///   - name: The notifications' name.
        ///   - object: The sender, or `nil` for any.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the centre until the returned token is cancelled or released.
        public func _subscribe(_ receive: @escaping @MainActor (Notification) -> Void) -> AnyCancellable {
            let token = ObserverToken(
                center.addObserver(forName: name, object: object, queue: nil) { note in
                    let posted = PostedNotification(note)
                    if Thread.isMainThread {
                        MainActor.assumeIsolated { receive(posted.note) }
                    } else {
                        DispatchQueue.main.async { receive(posted.note) }
                    }
                })
            let center = center
            return AnyCancellable { center.removeObserver(token.observer) }
        }
    }
}

/// A notification handed from the posting thread to the main actor; the receiver owns it from then.
private struct PostedNotification: @unchecked Sendable {
    let note: Notification
    init(_ note: Notification) { self.note = note }
}

/// The observer `addObserver(forName:object:queue:using:)` returns, kept to remove it.
private struct ObserverToken: @unchecked Sendable {
    let observer: any NSObjectProtocol
    init(_ observer: any NSObjectProtocol) { self.observer = observer }
}
