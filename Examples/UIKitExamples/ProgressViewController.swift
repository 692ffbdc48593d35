import GraftUIKit

/// The progress-bar pattern of the web-view tutorial with the page taken out: a controller lays out
/// a bar under the safe area's top and a label with Auto Layout, observes the bar's `progress` with
/// string-keyed KVO, and fades the bar out when it is full.
final class ProgressViewController: UIViewController {
    let progressView = UIProgressView(progressViewStyle: .bar)
    let statusLabel = UILabel()
    private(set) var fadeCount = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        progressView.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.textAlignment = .center
        view.addSubview(progressView)
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            progressView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            progressView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            statusLabel.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor),
        ])
        progressView.progress = 0.1
        statusLabel.text = "10%"
        progressView.addObserver(self, forKeyPath: "progress", options: .new, context: nil)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {
        guard keyPath == "progress", let progress = change?[.newKey] as? Float else { return }
        statusLabel.text = "\(Int((progress * 100).rounded()))%"
        if progress > 0 && progress < 1 {
            progressView.alpha = 1
        } else if progress >= 1 {
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    self.progressView.alpha = 0
                },
                completion: { _ in
                    self.fadeCount += 1
                    self.progressView.setProgress(0, animated: false)
                })
        }
    }

    isolated deinit {
        progressView.removeObserver(self, forKeyPath: "progress")
    }
}

/// The controller in SwiftUI views.
struct ProgressScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ProgressViewController {
        ProgressViewController()
    }

    func updateUIViewController(_ controller: ProgressViewController, context: Context) {}
}
