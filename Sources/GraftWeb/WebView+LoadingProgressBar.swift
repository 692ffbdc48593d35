import GraftCore
import GtkBridge
import Observation

extension WebView {
    /// Adds a thin progress bar pinned to the top edge of the web view while pages load.
    ///
    /// The bar appears at 0.1 when a navigation starts, follows the page's
    /// ``WebPage/estimatedProgress`` with `animation`, and when the navigation ends (finished or
    /// failed) fills up and fades out over 0.3 s, then resets to 0. It is made of Graft views —
    /// a `ZStack` holding the web view and a `ProgressView` with an `opacity` — so it is laid
    /// out, animated and updated by the engine like any other view.
    ///
    /// ```swift
    /// WebView(page).loadingProgressBar()
    /// WebView(url: docsURL).loadingProgressBar(animation: .easeInOut(duration: 0.2))
    /// ```
    ///
    /// - Parameter animation: How the bar moves to each new progress value.
    /// - Returns: The web view with its bar.
    public func loadingProgressBar(animation: Animation = .linear(duration: 0.15)) -> some View {
        _LoadingProgressBarContainer(webView: self, animation: animation)
    }
}

/// The web view under its progress bar.
struct _LoadingProgressBarContainer: View {
    let webView: WebView
    let animation: Animation
    @State private var model = _LoadingBarModel()

    var body: some View {
        var reporting = webView
        reporting.loadingBar = model
        model.progressAnimation = animation
        return ZStack(alignment: .top) {
            reporting
            _LoadingBar(model: model)
        }
    }
}

/// The bar itself: only this body reads the model, so progress updates re-evaluate nothing else.
///
/// Each property animates by its own `.animation(_:value:)`, so a progress step and the fade that
/// land in the same update keep their own curves. Appearing and resetting are not animated.
struct _LoadingBar: View {
    let model: _LoadingBarModel

    var body: some View {
        let fraction = model.fraction
        let isVisible = model.isVisible
        return ProgressView(value: fraction)
            .animation(fraction > _LoadingBarModel.startFraction ? model.progressAnimation : nil, value: fraction)
            .frame(maxWidth: .infinity)
            .opacity(isVisible ? 1 : 0)
            .animation(isVisible ? nil : .easeOut(duration: model.fadeDuration), value: isVisible)
    }
}

/// The bar's state, driven by the page's load signals.
@Observable @MainActor
final class _LoadingBarModel {
    /// The fraction the bar shows.
    var fraction = 0.0
    /// Whether the bar is shown (opacity 1) or faded out.
    var isVisible = false
    /// The fade-out time once a navigation ends.
    @ObservationIgnored let fadeDuration = 0.3
    @ObservationIgnored var progressAnimation = Animation.linear(duration: 0.15)
    @ObservationIgnored private var resetTimer: SourceToken?

    /// The fraction shown when a navigation starts.
    static let startFraction = 0.1

    func pageLoad(_ signal: WebPage.LoadSignal) {
        switch signal {
        case .started:
            resetTimer?.cancel()
            resetTimer = nil
            fraction = Self.startFraction
            isVisible = true
        case .progress(let value):
            let target = max(value, Self.startFraction)
            guard isVisible, target > fraction else { return }
            fraction = target
        case .ended:
            guard isVisible else { return }
            fraction = 1
            isVisible = false
            resetTimer = MainLoop.every(milliseconds: Int(fadeDuration * 1000) + 20) { [weak self] in
                self?.resetAfterFade()
                return false
            }
        }
    }

    private func resetAfterFade() {
        resetTimer = nil
        guard !isVisible else { return }
        fraction = 0
    }
}
