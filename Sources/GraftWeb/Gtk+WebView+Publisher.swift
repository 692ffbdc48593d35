public import GraftCore
public import GtkBridge

extension Gtk.WebView {
    /// The values at `keyPath`, current one first, for `sink(receiveValue:)` — the
    /// `publisher(for:)` counterpart of KVO-compliant `WKWebView` properties.
    ///
    /// ```swift
    /// webView.publisher(for: \.estimatedProgress)
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { [weak self] progress in self?.parent.progress = progress }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Parameter keyPath: The property, e.g. `\.estimatedProgress`.
    /// - Returns: A publisher of its values; each `sink` observes until its token is cancelled.
    public func publisher<Value: Equatable>(for keyPath: KeyPath<Gtk.WebView, Value>) -> ValuePublisher<Value> {
        ValuePublisher { [weak self] receiveValue in
            let observation = self?.observe(keyPath, options: [.initial, .new]) { _, change in
                if let value = change.newValue { receiveValue(value) }
            }
            return { observation?.cancel() }
        }
    }

    /// What ``publisher(for:)`` returns: subscribe with ``sink(receiveValue:)``.
    @MainActor
    public struct ValuePublisher<Value: Equatable> {
        /// Starts an observation that passes each value on, and returns what ends it.
        let subscribe: @MainActor (_ receiveValue: @escaping @MainActor (Value) -> Void) -> @MainActor () -> Void

        /// The same publisher: values already arrive on the main thread (where WebKit reports them).
        ///
        /// - Parameter scheduler: Ignored (`DispatchQueue.main`, `RunLoop.main`, …).
        public func receive<Scheduler>(on scheduler: Scheduler) -> Self { self }

        /// Calls `receiveValue` with the current value and then each new one.
        ///
        /// - Parameter receiveValue: Runs on the main actor.
        /// - Returns: The token that ends the subscription when cancelled or released.
        public func sink(receiveValue: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
            AnyCancellable(subscribe(receiveValue))
        }
    }
}
