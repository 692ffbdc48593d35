/// UIKit's view controller, built on Graft's `WidgetController`: the same lifecycle (view loaded
/// on first access, `viewWillAppear` … `viewDidDisappear` when its view is mapped and unmapped on
/// screen, child controllers), with a `UIView` root.
///
/// ```swift
/// final class ProgressController: UIViewController {
///     let bar = UIProgressView(progressViewStyle: .bar)
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         bar.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(bar)
///         NSLayoutConstraint.activate([
///             bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///             bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
///             bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
///         ])
///     }
/// }
/// ```
@MainActor
open class UIViewController: NSObject, KeyValueObserving {
    /// The `WidgetController` that runs the lifecycle; hosts (representables, windows) hold it.
    public private(set) lazy var widgetController = _UIKitControllerHost(owner: self)
    private var loadedView: UIView?
    /// The environment of the representable that hosts this controller, set before its view
    /// loads, so a controller that builds Graft views (the image picker) passes it on.
    package var hostingEnvironment: EnvironmentValues?
    /// The parent controller, if this is a child.
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one presented, while it is shown.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    var presentationWindow: Gtk.Window?
    var presentationTokens: [SignalToken] = []
    /// The controller's title; a navigation controller's bar shows it when `navigationItem` has
    /// no title of its own.
    open var title: String? { didSet { navigationController?.updateNavigationBar() } }
    /// What a navigation controller's bar shows while this controller is on top.
    public private(set) lazy var navigationItem = UINavigationItem(controller: self)

    /// Creates a controller — `init(nibName:bundle:)`. Graft has no nibs: both are ignored.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Ignored.
    ///   - nibBundleOrNil: Ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller from an archive; nothing is decoded (Graft has no storyboards).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let made = loadedView ?? UIView()
            loadedView = made
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Makes the root view; the default makes an empty `UIView`. Set `view` here.
    open func loadView() { loadedView = UIView() }
    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called when the view is about to be shown.
    ///
    /// - Parameter animated: Whether it appears with an animation (always `false` on GTK).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was shown (after its first frame).
    ///
    /// - Parameter animated: Whether it appeared with an animation.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the view is about to leave the screen.
    ///
    /// - Parameter animated: Whether it leaves with an animation.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    ///
    /// - Parameter animated: Whether it left with an animation.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before `view` lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after `view` laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The controller's traits (its colour scheme, from the views hosting it).
    open var traitCollection: UITraitCollection { widgetController.traitCollection }

    /// Called after the traits changed.
    ///
    /// - Parameter previousTraitCollection: The traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Children

    /// Adds a child controller (its view is yours to add to your view).
    ///
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        widgetController.addChild(childController.widgetController)
        childController.willMove(toParent: self)
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        widgetController.removeFromParent()
    }

    /// The nearest navigation controller among the controller's parents.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The children whose views appear and disappear with this controller's (all of them; a
    /// navigation controller's top one).
    var appearingChildren: [UIViewController] { children }

    /// Tells the controller its view is about to appear (`true`) or disappear, when a container
    /// controller shows or hides it: `viewWillAppear` or `viewWillDisappear` run.
    ///
    /// - Parameters:
    ///   - isAppearing: Whether the view is about to be shown.
    ///   - animated: Whether it moves with an animation (passed on to the lifecycle calls).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        widgetController.animatedTransition = animated
        widgetController.beginAppearanceTransition(isAppearing)
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began: `viewDidAppear` or
    /// `viewDidDisappear` run.
    public func endAppearanceTransition() {
        widgetController.endAppearanceTransition()
        widgetController.animatedTransition = false
    }

    /// Called before the controller moves to `parent` (`nil`: it is being removed).
    ///
    /// - Parameter parent: The new parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent` — call it after adding the child's view.
    ///
    /// - Parameter parent: The new parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Key-value observing

    /// Receives the changes of key paths this controller observes; the default ignores them.
    ///
    /// - Parameters:
    ///   - keyPath: The observed key path.
    ///   - object: The observed object.
    ///   - change: The values the options asked for.
    ///   - context: The registration's context.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {}
}

/// The `WidgetController` under a `UIViewController`: its root widget is the controller's view, and
/// its lifecycle calls are forwarded to it.
@MainActor
public final class _UIKitControllerHost: WidgetController {
    /// The UIKit controller (which owns this host).
    public private(set) weak var owner: UIViewController?
    /// Keeps the UIKit controller alive while a representable or a window hosts only this object.
    var retainedOwner: UIViewController?
    /// The `animated` argument of the lifecycle calls of the transition under way.
    var animatedTransition = false

    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }

    /// Loads the UIKit controller's view as the root widget.
    public override func loadView() {
        if let owner { view = owner.view } else { super.loadView() }
    }
    /// Forwards to `viewWillAppear(_:)`.
    public override func viewWillAppear() { owner?.viewWillAppear(animatedTransition) }
    /// Forwards to `viewDidAppear(_:)`.
    public override func viewDidAppear() { owner?.viewDidAppear(animatedTransition) }
    /// Forwards to `viewWillDisappear(_:)`.
    public override func viewWillDisappear() { owner?.viewWillDisappear(animatedTransition) }
    /// Forwards to `viewDidDisappear(_:)`.
    public override func viewDidDisappear() { owner?.viewDidDisappear(animatedTransition) }
    /// The hosts of the UIKit controller's children that appear with it.
    public override var childrenInAppearance: [WidgetController] {
        owner.map { $0.appearingChildren.map(\.widgetController) } ?? children
    }
    /// Forwards to `traitCollectionDidChange(_:)`.
    ///
    /// - Parameter previousTraitCollection: The traits before.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        owner?.traitCollectionDidChange(previousTraitCollection)
    }
}
