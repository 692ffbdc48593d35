import Foundation

/// A step of a page's current navigation, as ``WebPage/currentNavigationEvent`` reports it.
///
/// A successful navigation goes `started` → (`redirected`) → `committed` → `finished`; a failed
/// one ends in `failed` instead of `finished`.
///
/// ```swift
/// switch page.currentNavigationEvent {
/// case .finished?: status = "Done"
/// case .failed(let error)?: status = error.message
/// default: status = "Loading…"
/// }
/// ```
public enum NavigationEvent: Sendable, Equatable {
    /// The request was made; nothing has arrived yet.
    case started
    /// The server redirected the request; ``WebPage/url`` is the new URL.
    case redirected
    /// The first data arrived: the new page replaced the old one.
    case committed
    /// The page and its resources finished loading.
    case finished
    /// The navigation failed, was stopped, or was denied.
    case failed(WebPageError)
}

/// A navigation a page is about to make, given to its ``WebPage/navigationDecider``.
public struct NavigationAction: Sendable, Equatable {
    /// How the navigation was triggered.
    public enum NavigationType: Sendable, Equatable {
        /// A click on a link.
        case linkActivated
        /// A form submission.
        case formSubmitted
        /// A move through the back-forward list.
        case backForward
        /// A reload.
        case reload
        /// A form submitted again.
        case formResubmitted
        /// Anything else: `load(_:)` calls, scripts, redirects.
        case other
    }

    /// The URL to load (`nil` when WebKit's URL text is not a valid `URL`); see ``urlString``.
    public let url: URL?
    /// The URL as WebKit gave it.
    public let urlString: String
    /// The HTTP method.
    public let httpMethod: String
    /// How the navigation was triggered.
    public let navigationType: NavigationType
    /// Whether a user's click or key press triggered it.
    public let isUserGesture: Bool
    /// Whether it is a server redirect of a navigation already allowed.
    public let isRedirect: Bool
    /// Whether it asked for a new window (`target="_blank"`); if allowed, it loads in this page.
    public let targetsNewWindow: Bool

    /// The URL's host, if any.
    public var host: String? { url?.host }
}

/// What a ``WebPage/navigationDecider`` answers.
public enum NavigationDecision: Sendable, Equatable {
    /// Let the navigation happen.
    case allow
    /// Cancel it: nothing is requested; the page reports `.failed` with `.navigationDenied`.
    case cancel
}
