import Foundation
import GraftCore
import GraftGtk
import GtkBridge
internal import WebKitBridge

/// Shows web content: a URL, or a ``WebPage`` you control.
///
/// `WebView(url:)` makes and owns its page; a new URL loads once, and updating the view with
/// the same URL never reloads. `WebView(_:)` shows your page, so you can load, navigate, run
/// scripts and observe it. The view grows to fill the space it is offered.
///
/// ```swift
/// struct Docs: View {
///     @State private var progress = 0.0
///     var body: some View {
///         ZStack(alignment: .bottomLeading) {
///             WebView(url: URL(string: "https://swift.org"), estimatedProgress: $progress)
///             if progress < 1 { ProgressView(value: progress) }
///         }
///     }
/// }
/// ```
///
/// Add ``loadingProgressBar(animation:)`` for a bar pinned to the top edge while pages load.
public struct WebView: GtkWidgetRepresentable {
    enum Source: Equatable {
        case url(URL?)
        case page(WebPage)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.url(let a), .url(let b)): return a == b
            case (.page(let a), .page(let b)): return a === b
            default: return false
            }
        }
    }

    let source: Source
    /// Where the coordinator writes the page's progress, if anywhere.
    let estimatedProgress: Binding<Double>?
    /// The progress bar's model, when the view has one (``loadingProgressBar(animation:)``).
    var loadingBar: _LoadingBarModel?
    /// Whether the find bar is shown, when the view has one (``findNavigator(isPresented:)``).
    var findNavigatorPresented: Binding<Bool>?
    /// Where the page is scrolled to, when the view has a binding (``webViewScrollPosition(_:)``).
    var scrollPosition: Binding<ScrollPosition>?
    /// The actions of ``onScrollGeometryChange(for:of:action:)``, in order.
    var scrollGeometryObservers: [_ScrollGeometryObserver] = []

    /// Shows the page at `url`, in a page the view owns.
    ///
    /// - Parameter url: The URL; a different URL later loads it, the same URL does nothing.
    ///   `nil` shows an empty page.
    public init(url: URL?) {
        source = .url(url)
        estimatedProgress = nil
    }

    /// Shows the page at `url` and writes its load progress into `estimatedProgress`.
    ///
    /// The binding follows ``WebPage/estimatedProgress``: it drops when a navigation starts,
    /// rises while it loads, and is 1 when it has ended. Any floating-point type works — a
    /// `Float` kept from UIKit code (`UIProgressView.progress`) as well as a `Double`.
    ///
    /// - Parameters:
    ///   - url: The URL; a different URL later loads it.
    ///   - estimatedProgress: Receives the progress, 0…1.
    public init<Progress: BinaryFloatingPoint>(url: URL?, estimatedProgress: Binding<Progress>) {
        source = .url(url)
        self.estimatedProgress = Binding(
            converting: estimatedProgress, get: { Double($0) }, set: { Progress($0) })
    }

    /// Shows `page`. A page is shown by one web view at a time.
    ///
    /// - Parameter page: The page, usually kept in `@State`.
    public init(_ page: WebPage) {
        source = .page(page)
        estimatedProgress = nil
    }

    /// Connects the view to its page: loads, progress and the progress bar.
    public final class Coordinator: RepresentableCoordinator {
        /// The latest value of the view (Graft refreshes it before each update).
        public var parent: WebView
        /// The page shown now.
        var page: WebPage?
        /// The page made for `WebView(url:)`.
        var ownedPage: WebPage?
        /// The URL last given to `ownedPage`.
        var loadedURL: URL?
        var listenerID: Int?
        /// The find bar, once the view has one.
        var findBar: _FindNavigatorBar?
        /// The scroll listener on `page`, the position last applied or reported, and the values
        /// the geometry actions last saw.
        var scrollListenerID: Int?
        var appliedScrollPosition: ScrollPosition?
        var scrollGeometryValues: [Any?] = []
        /// What a preview or a snapshot of the window waits for.
        var readiness: _WebContentReadiness?

        init(parent: WebView) { self.parent = parent }

        func attach(_ newPage: WebPage, in container: Gtk.Box) {
            if let page, let listenerID { page.removeLoadListener(listenerID) }
            detachScrolling()
            container.removeAll()
            if let findBar { container.append(findBar.bar) }
            container.append(newPage.webView)
            page = newPage
            findBar?.page = newPage
            listenerID = newPage.addLoadListener { [weak self] signal in self?.pageLoad(signal) }
            attachScrolling()
        }

        func detach(from container: Gtk.Box) {
            if let page, let listenerID { page.removeLoadListener(listenerID) }
            listenerID = nil
            detachScrolling()
            container.removeAll()
            readiness?.cancel()
            readiness = nil
            ownedPage?.stopLoading()
            ownedPage?.endWebProcess()
            ownedPage = nil
            page = nil
        }

        private func pageLoad(_ signal: WebPage.LoadSignal) {
            if let binding = parent.estimatedProgress, let page, binding.wrappedValue != page.estimatedProgress {
                binding.wrappedValue = page.estimatedProgress
            }
            parent.loadingBar?.pageLoad(signal)
            if signal == .ended { applyScrollPosition(force: true) }
        }
    }

    /// Makes the coordinator that connects the view to its page.
    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// Makes the container the page's WebKit view goes in (so the page can change, not the widget).
    public func makeGtkWidget(context: Context) -> Gtk.Box {
        let container = Gtk.Box(orientation: .vertical, spacing: 0)
        container.hexpand = true
        container.vexpand = true
        context.coordinator.readiness = _WebContentReadiness(container, coordinator: context.coordinator)
        return container
    }

    /// Shows the current page, and loads the URL if it changed (never when it did not).
    public func updateGtkWidget(_ container: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        switch source {
        case .page(let page):
            if coordinator.page !== page { coordinator.attach(page, in: container) }
        case .url(let url):
            let page = coordinator.ownedPage ?? WebPage()
            coordinator.ownedPage = page
            if coordinator.page !== page { coordinator.attach(page, in: container) }
            if url != coordinator.loadedURL {
                coordinator.loadedURL = url
                if let url { page.load(url) } else { page.load(html: "", baseURL: nil) }
            }
        }
        coordinator.updateScrolling()
        if let presented = findNavigatorPresented {
            let findBar = coordinator.findBar ?? _FindNavigatorBar()
            if coordinator.findBar == nil {
                coordinator.findBar = findBar
                container.prepend(findBar.bar)
                findBar.page = coordinator.page
            }
            findBar.isPresented = presented
            findBar.update(presented: presented.wrappedValue)
        }
    }

    /// Stops listening to the page and takes its view out; a page the view made stops loading.
    public static func dismantleGtkWidget(_ container: Gtk.Box, coordinator: Coordinator) {
        coordinator.detach(from: container)
    }
}
