import Foundation
import GraftCore
internal import WebKitBridge

extension WebPage {
    /// Who hears the page's scroll reports: the ``WebView``s showing it with a scroll position
    /// or a scroll-geometry action. The reports start with the first listener.
    @MainActor
    final class ScrollListeners {
        private var listeners: [Int: @MainActor (WKScrollView.Report) -> Void] = [:]
        private var nextID = 0
        private var isReceiving = false

        func add(
            to controller: WKUserContentController, in webView: WebViewRef,
            _ listener: @escaping @MainActor (WKScrollView.Report) -> Void
        ) -> Int {
            if !isReceiving {
                isReceiving = true
                controller.receiveScrollReports(for: self, in: webView) { [weak self] report in
                    guard let self else { return }
                    for listener in self.listeners.values { listener(report) }
                }
            }
            nextID += 1
            listeners[nextID] = listener
            return nextID
        }

        func remove(_ id: Int) { listeners[id] = nil }
    }

    /// Calls `listener` with each scroll report of the page from now on.
    func addScrollListener(_ listener: @escaping @MainActor (WKScrollView.Report) -> Void) -> Int {
        scrollListeners.add(to: configuration.userContentController, in: webView, listener)
    }

    /// Removes a listener added with ``addScrollListener(_:)``.
    func removeScrollListener(_ id: Int) { scrollListeners.remove(id) }

    /// Scrolls the page to `position`: an edge or offsets; a view identity is not something a web
    /// page has (as on Apple's `WebView`), and a user's position leaves the page where it is.
    func scroll(to position: ScrollPosition) {
        if let edge = position.edge {
            WKScrollView.scroll(webView, to: .edge(edge))
        } else if let offsets = position.namedOffsets {
            WKScrollView.scroll(webView, to: .offset(x: offsets.x, y: offsets.y))
        }
    }
}

/// What ``WebView/onScrollGeometryChange(for:of:action:)`` keeps: a transform of the geometry
/// and the action to call when its value changes.
@MainActor
struct _ScrollGeometryObserver {
    /// Hands a new geometry over; `last` is the value it last saw, `nil` before the first.
    let deliver: @MainActor (ScrollGeometry, _ last: inout Any?) -> Void

    init<T: Equatable>(transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) {
        deliver = { geometry, last in
            let new = transform(geometry)
            let old = last as? T
            last = new
            // The first geometry is the initial value: SwiftUI calls the action only on changes.
            if let old, old != new { action(old, new) }
        }
    }
}
