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

    /// The sequence of one navigation's events: it ends after `.finished`, throws the
    /// navigation's ``WebPageError`` when it fails, and stops the load when the task iterating it
    /// is cancelled (the iteration then ends without an error).
    typealias NavigationEvents = AsyncThrowingStream<NavigationEvent, any Error>

    /// Starts following the navigation about to be started; the previous call's sequence, if
    /// still waiting, throws ``WebPageError/Code-swift.enum/cancelled``.
    func beginNavigationSequence() -> NavigationEvents {
        let (stream, continuation) = NavigationEvents.makeStream()
        if let previous = navigationSink {
            previous.continuation.finish(
                throwing: WebPageError(.cancelled, message: "Another load replaced this navigation before it ended"))
        }
        let sink = NavigationSink(continuation)
        navigationSink = sink
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in self?.cancelNavigationSequence(sink) }
        }
        return stream
    }

    /// The task iterating `sink`'s sequence was cancelled: stop its navigation if it is the current one.
    private func cancelNavigationSequence(_ sink: NavigationSink) {
        guard navigationSink === sink else { return }
        navigationSink = nil
        stopLoading()
    }

    /// Yields `event` to the current sequence, if any. Events before the sequence's navigation
    /// started belong to the navigation it replaced and are skipped, except failures Graft found
    /// itself (`synchronously`: a bad URL, a denied navigation), which are that navigation's.
    func routeToNavigationSequence(_ event: GraftWeb.NavigationEvent, synchronously: Bool) {
        guard let sink = navigationSink else { return }
        switch event {
        case .started:
            sink.hasStarted = true
            sink.continuation.yield(.startedProvisionalNavigation)
        case .redirected:
            if sink.hasStarted { sink.continuation.yield(.receivedServerRedirect) }
        case .committed:
            if sink.hasStarted { sink.continuation.yield(.committed) }
        case .finished:
            guard sink.hasStarted else { return }
            navigationSink = nil
            sink.continuation.yield(.finished)
            sink.continuation.finish()
        case .failed(let error):
            guard sink.hasStarted || synchronously else { return }
            navigationSink = nil
            sink.continuation.finish(throwing: error)
        }
    }
}

/// The continuation of one `load` call's sequence and whether its navigation has started.
@MainActor
final class NavigationSink {
    let continuation: WebPage.NavigationEvents.Continuation
    var hasStarted = false

    init(_ continuation: WebPage.NavigationEvents.Continuation) {
        self.continuation = continuation
    }
}
