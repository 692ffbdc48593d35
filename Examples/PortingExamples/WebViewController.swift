import Graft
import GraftWeb

/// Pattern 2: a controller that lays out a web view and a progress bar, observes the progress and
/// fades the bar out when the page has loaded.
final class WebViewController: WidgetController {
    let url: URL
    private let webView = Gtk.WebView()
    private let progressView = Gtk.ProgressBar()
    private var observation: Gtk.WebView.Observation?

    init(url: URL) {
        self.url = url
        super.init()
    }

    override func loadView() {
        let container = Gtk.Overlay()
        progressView.valign = .start
        container.child = webView
        container.addOverlay(progressView)
        view = container
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observation = webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
            self?.progressChanged(webView.estimatedProgress)
        }
        webView.load(URLRequest(url: url))
    }

    private func progressChanged(_ progress: Double) {
        progressView.opacity = 1
        progressView.setProgress(Float(progress), animated: true)
        if progress >= 1 {
            Gtk.Widget.animate(
                withDuration: 0.3,
                animations: {
                    self.progressView.opacity = 0
                },
                completion: { _ in
                    self.progressView.setProgress(0, animated: false)
                })
        }
    }
}
