import Foundation
internal import WebKitBridge

extension WebPage {
    /// How ``WebPage/find(_:configuration:)`` searches (WebKit's `WKFindConfiguration`).
    public struct FindConfiguration: Sendable, Equatable {
        /// Whether case must match (`false`: "Graft" finds "graft").
        public var caseSensitive = false
        /// Whether to search from the end of the page.
        public var backwards = false
        /// Whether ``WebPage/findNext()`` and ``WebPage/findPrevious()`` go round at the ends.
        public var wraps = true

        /// The default: case-insensitive, forwards, wrapping.
        public init() {}
    }

    /// What a search found (WebKit's `WKFindResult`, with the match count).
    public struct FindResult: Sendable, Equatable {
        /// Whether the text occurs in the page.
        public let matchFound: Bool
        /// How many times it occurs (counted up to 1,000).
        public let matchCount: Int
    }

    /// Finds `string` in the page: every match is highlighted and the first selected and
    /// scrolled to (`WebKitFindController`). An empty string ends the search.
    ///
    /// - Parameters:
    ///   - string: The text to find.
    ///   - configuration: Case sensitivity, direction, wrapping.
    /// - Returns: Whether and how often it occurs.
    @discardableResult
    public func find(_ string: String, configuration: FindConfiguration = FindConfiguration()) async -> FindResult {
        guard !string.isEmpty else {
            endFind()
            return FindResult(matchFound: false, matchCount: 0)
        }
        let controller = findController
        controller.onResult?(0)  // a search still waiting is superseded: it found nothing
        let count: Int = await withCheckedContinuation { continuation in
            controller.onResult = { count in
                controller.onResult = nil
                continuation.resume(returning: count)
            }
            controller.search(
                string, caseSensitive: configuration.caseSensitive, backwards: configuration.backwards,
                wraps: configuration.wraps, maximumMatchCount: 1_000)
        }
        lastFindResult = FindResult(matchFound: count > 0, matchCount: count)
        return lastFindResult!
    }

    /// Selects the next match of the last ``find(_:configuration:)``.
    public func findNext() { findController.next() }

    /// Selects the previous match of the last ``find(_:configuration:)``.
    public func findPrevious() { findController.previous() }

    /// Ends the search and removes its highlights.
    public func endFind() {
        findController.onResult?(0)
        findController.finish()
        lastFindResult = nil
    }
}
