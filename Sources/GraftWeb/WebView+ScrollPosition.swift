import Foundation
import GraftCore
internal import WebKitBridge

extension WebView {
    /// Binds the page's scroll position to `position`.
    ///
    /// Setting the binding scrolls the page — `scrollTo(edge:)` (`.top`, `.bottom`, `.leading`,
    /// `.trailing`), `scrollTo(point:)`, `scrollTo(x:)`, `scrollTo(y:)` — at once if it is shown,
    /// else when its load finishes (and again after each load while the position is the app's).
    /// When the page scrolls on its own (the user, or its scripts), the binding becomes
    /// `isPositionedByUser` with no edge and no point, as SwiftUI's scroll views do; read the
    /// offset with ``onScrollGeometryChange(for:of:action:)``. A position naming a view's
    /// identity does nothing: a web page has no SwiftUI views (as on Apple's `WebView`).
    ///
    /// WebKitGTK scrolls inside its web process and has no scroll API: the position is set and
    /// read by a script in a script world of Graft's own, invisible to the page (the one
    /// ``WKWebView``'s `scrollView` uses). While several pages share one
    /// ``WebPage/Configuration/userContentController`` the reports reach none of them.
    ///
    /// ```swift
    /// @State private var position = ScrollPosition(edge: .top)
    /// WebView(page).webViewScrollPosition($position)
    /// Button("To the end") { position.scrollTo(edge: .bottom) }
    /// ```
    ///
    /// - Parameter position: The position, usually kept in `@State`.
    /// - Returns: The web view, bound to the position.
    public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> WebView {
        var view = self
        view.scrollPosition = position
        return view
    }

    /// Calls `action` when a value computed from the page's scroll geometry changes.
    ///
    /// The geometry is the page's: `contentOffset` (`scrollX`, `scrollY`), `contentSize` (the
    /// document's scroll size), `containerSize` (the viewport), no insets, in CSS pixels. It is
    /// reported once per animation frame while the page scrolls or resizes; the first report of a
    /// view is the initial value and calls nothing.
    ///
    /// ```swift
    /// WebView(page).onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: { _, scrolled in
    ///     showsHeader = !scrolled
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of the value.
    ///   - transform: Computes the value from the geometry.
    ///   - action: Receives the old and the new value.
    /// - Returns: The web view, with the action.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> WebView {
        var view = self
        view.scrollGeometryObservers.append(_ScrollGeometryObserver(transform: transform, action: action))
        return view
    }
}

extension WebView.Coordinator {
    /// Whether the view needs the page's scroll reports.
    private var needsScrollReports: Bool { parent.scrollPosition != nil || !parent.scrollGeometryObservers.isEmpty }

    /// Starts hearing the page's scroll reports, if the view needs them.
    func attachScrolling() {
        guard let page, scrollListenerID == nil, needsScrollReports else { return }
        scrollListenerID = page.addScrollListener { [weak self] report in self?.pageScrolled(report) }
    }

    func detachScrolling() {
        if let page, let scrollListenerID { page.removeScrollListener(scrollListenerID) }
        scrollListenerID = nil
        appliedScrollPosition = nil
        scrollGeometryValues = []
    }

    /// After an update: starts the reports if a modifier was added, and applies a new position.
    func updateScrolling() {
        attachScrolling()
        applyScrollPosition(force: false)
    }

    /// Scrolls the page to the binding's position when it changed (or, `force`, when a load
    /// ended), unless the position is the user's.
    func applyScrollPosition(force: Bool) {
        guard let page, let binding = parent.scrollPosition else { return }
        let position = binding.wrappedValue
        guard force || position != appliedScrollPosition else { return }
        appliedScrollPosition = position
        if !position.isPositionedByUser { page.scroll(to: position) }
    }

    private func pageScrolled(_ report: WKScrollView.Report) {
        let geometry = ScrollGeometry(
            contentOffset: report.offset, contentSize: report.contentSize, contentInsets: EdgeInsets(),
            containerSize: report.containerSize)
        let observers = parent.scrollGeometryObservers
        if scrollGeometryValues.count != observers.count {
            scrollGeometryValues = Array(repeating: nil, count: observers.count)
        }
        for (index, observer) in observers.enumerated() { observer.deliver(geometry, &scrollGeometryValues[index]) }
        guard report.isUserScroll, let binding = parent.scrollPosition, !binding.wrappedValue.isPositionedByUser
        else { return }
        var position = binding.wrappedValue
        position.isPositionedByUser = true
        appliedScrollPosition = position
        binding.wrappedValue = position
    }
}
