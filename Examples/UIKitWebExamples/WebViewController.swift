import GraftUIKit
import GraftWeb

/// Pattern 2: a controller that lays out a web view and a progress bar, observes the progress and
/// fades the bar out when the page has loaded.
final class WebViewController: UIViewController {
    let url: URL
    private let webView = WKWebView()
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private var observation: NSKeyValueObservation?

    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let container = UIView()
        webView.translatesAutoresizingMaskIntoConstraints = false
        progressView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(webView)
        container.addSubview(progressView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: container.topAnchor),
            webView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            progressView.topAnchor.constraint(equalTo: container.topAnchor),
            progressView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
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
        progressView.alpha = 1
        progressView.setProgress(Float(progress), animated: true)
        if progress >= 1 {
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    self.progressView.alpha = 0
                },
                completion: { _ in
                    self.progressView.setProgress(0, animated: false)
                })
        }
    }
}
