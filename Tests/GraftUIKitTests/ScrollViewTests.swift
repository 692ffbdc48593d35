import GraftUIKit
import Testing

/// Counts `scrollViewDidScroll` and hears `"contentOffset"` by key path string.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate, KeyValueObserving {
    var scrolls = 0
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {
        if keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint { offsets.append(offset) }
    }
}

extension UIKitSuite {
    @Suite("UIScrollView on a GtkScrolledWindow's adjustments")
    @MainActor
    struct ScrollViewTests {
        /// A 200 × 100 scroll view over content 200 wide and `contentHeight` high.
        func makeScrollView(contentHeight: CGFloat) throws -> UIScrollView {
            try GtkRuntime.initialize()
            let scrollView = UIScrollView()
            scrollView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            scrollView.contentSize = CGSize(width: 200, height: contentHeight)
            return scrollView
        }

        @Test("contentOffset scrolls the content, is clamped, and reaches the delegate, KVO and observe(_:)")
        func offset() throws {
            let scrollView = try makeScrollView(contentHeight: 1000)
            let marker = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 20))
            scrollView.addSubview(marker)
            let container = UIView()
            container.addSubview(scrollView)
            let recorder = ScrollRecorder()
            scrollView.delegate = recorder
            #expect(scrollView.addObserver(recorder, forKeyPath: "contentOffset", options: [.new], context: nil) == nil)
            var typed: [CGPoint] = []
            let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
                if let offset = change.newValue { typed.append(offset) }
            }
            let window = try show(container)
            defer {
                observation.invalidate()
                scrollView.removeObserver(recorder, forKeyPath: "contentOffset")
                window.destroy()
            }
            #expect(rounded(scrollView.frame) == [0, 0, 200, 100] && scrollView.contentOffset == .zero)
            scrollView.contentOffset = CGPoint(x: 0, y: 250)
            try settle(window)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 250))
            #expect(recorder.scrolls >= 1 && recorder.offsets.last == CGPoint(x: 0, y: 250))
            #expect(typed.last == CGPoint(x: 0, y: 250))
            // The marker, 300 down the content, now shows 50 below the view's top.
            let shown = try #require(marker.frame(in: scrollView))
            #expect(Int(shown.y.rounded()) == 50)
            // Beyond the end: clamped to 1000 − 100.
            scrollView.contentOffset = CGPoint(x: 0, y: 5000)
            #expect(scrollView.contentOffset.y == 900 && typed.last == CGPoint(x: 0, y: 900))
        }

        @Test("contentInset adds scrollable room: at rest the offset is minus the top inset")
        func inset() throws {
            let scrollView = try makeScrollView(contentHeight: 400)
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            let container = UIView()
            container.addSubview(scrollView)
            let window = try show(container)
            defer { window.destroy() }
            scrollView.contentOffset = CGPoint(x: 0, y: -20)
            try settle(window)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
            scrollView.contentOffset = CGPoint(x: 0, y: 10_000)
            // 400 of content + 20 + 30 of insets, 100 shown: the last offset is 350 − 20.
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 330))
        }
    }
}
