import Foundation

extension WebPage {
    /// A step of a navigation, as the sequence a `load` call returns yields it.
    ///
    /// A navigation goes `startedProvisionalNavigation` → (`receivedServerRedirect`…) →
    /// `committed` → `finished`; a failed one throws a ``WebPageError`` instead of going on.
    ///
    /// ```swift
    /// for try await event in page.load(URLRequest(url: url)) {
    ///     switch event {
    ///     case .startedProvisionalNavigation: status = "Connecting…"
    ///     case .receivedServerRedirect: status = "Redirected"
    ///     case .committed: status = "Loading…"
    ///     case .finished: status = "Done"
    ///     }
    /// }
    /// ```
    public enum NavigationEvent: Hashable, Sendable {
        /// The request was allowed and sent; no response has arrived yet.
        case startedProvisionalNavigation
        /// The server redirected the request; ``WebPage/url`` is the new URL.
        case receivedServerRedirect
        /// The response started arriving: the new document replaced the old one.
        case committed
        /// The document and its resources finished loading.
        case finished
    }

    /// Starts following the navigation about to be started; the previous call's sequence, if
    /// still waiting, throws ``WebPageError/Code-swift.enum/cancelled``.
    func beginNavigationSequence() -> NavigationEvents {
        navigationSink?.finish(
            throwing: WebPageError(.cancelled, message: "Another load replaced this navigation before it ended"))
        let sink = NavigationSink()
        sink.onCancel = { [weak self, weak sink] in
            guard let self, let sink, self.navigationSink === sink else { return }
            self.navigationSink = nil
            self.stopLoading()
        }
        navigationSink = sink
        return NavigationEvents(sink: sink)
    }

    /// Yields `event` to the current sequence, if any. Events before the sequence's navigation
    /// started belong to the navigation it replaced and are skipped, except failures Graft found
    /// itself (`synchronously`: a bad URL, a denied navigation), which are that navigation's.
    func routeToNavigationSequence(_ event: GraftWeb.NavigationEvent, synchronously: Bool) {
        guard let sink = navigationSink else { return }
        switch event {
        case .started:
            sink.hasStarted = true
            sink.yield(.startedProvisionalNavigation)
        case .redirected:
            if sink.hasStarted { sink.yield(.receivedServerRedirect) }
        case .committed:
            if sink.hasStarted { sink.yield(.committed) }
        case .finished:
            guard sink.hasStarted else { return }
            navigationSink = nil
            sink.yield(.finished)
            sink.finish(throwing: nil)
        case .failed(let error):
            guard sink.hasStarted || synchronously else { return }
            navigationSink = nil
            sink.finish(throwing: error)
        }
    }
}

/// The events of one navigation, as a `load` call returns them: it ends after `.finished`,
/// throws the navigation's ``WebPageError`` when it fails, and stops the load when the task
/// iterating it is cancelled (the iteration then ends without an error). Left alone, it changes
/// nothing: the load goes on.
struct NavigationEvents: AsyncSequence {
    typealias Element = WebPage.NavigationEvent
    typealias Failure = any Error

    let sink: NavigationSink

    func makeAsyncIterator() -> Iterator { Iterator(sink: sink) }

    struct Iterator: AsyncIteratorProtocol {
        let sink: NavigationSink

        func next() async throws -> WebPage.NavigationEvent? { try await sink.next() }
    }
}

/// The events of one `load` call's navigation not read yet, and how it ended.
@MainActor
final class NavigationSink {
    var hasStarted = false
    /// Stops the navigation (the iterating task was cancelled).
    var onCancel: (@MainActor () -> Void)?
    private var buffer: [WebPage.NavigationEvent] = []
    private var isEnded = false
    private var failure: (any Error)?
    private var waiter: CheckedContinuation<WebPage.NavigationEvent?, any Error>?

    func yield(_ event: WebPage.NavigationEvent) {
        guard !isEnded else { return }
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: event)
        } else {
            buffer.append(event)
        }
    }

    /// Ends the sequence, with `error` or (nil) normally.
    func finish(throwing error: (any Error)?) {
        guard !isEnded else { return }
        isEnded = true
        failure = error
        if let waiter {
            self.waiter = nil
            resumeEnded(waiter)
        }
    }

    private func resumeEnded(_ waiter: CheckedContinuation<WebPage.NavigationEvent?, any Error>) {
        if let failure {
            self.failure = nil
            waiter.resume(throwing: failure)
        } else {
            waiter.resume(returning: nil)
        }
    }

    func next() async throws -> WebPage.NavigationEvent? {
        if !buffer.isEmpty { return buffer.removeFirst() }
        if isEnded {
            if let failure {
                self.failure = nil
                throw failure
            }
            return nil
        }
        if Task.isCancelled {
            cancel()
            return nil
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiter = $0 }
        } onCancel: {
            Task { @MainActor in self.cancel() }
        }
    }

    private func cancel() {
        guard !isEnded else { return }
        isEnded = true
        buffer.removeAll()
        onCancel?()
        onCancel = nil
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: nil)
        }
    }
}
