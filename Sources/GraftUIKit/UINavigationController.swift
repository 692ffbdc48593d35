/// The delegate of a navigation controller (`UINavigationControllerDelegate`): told before and
/// after a controller's view is shown. Both methods are optional; an image picker's delegate adopts
/// the protocol beside `UIImagePickerControllerDelegate`.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown (after its `viewWillAppear`).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether it slides in.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown (after its `viewDidAppear`).
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller shown.
    ///   - animated: Whether it slid in.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether it slides in.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller shown.
    ///   - animated: Whether it slid in.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// UIKit's navigation controller: a stack of controllers of which the top one shows, in a
/// `GtkStack` (sliding left and right when animated) under a `UINavigationBar` (a `GtkHeaderBar`)
/// with the top controller's title and a back button that pops it.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: ListController())
/// navigation.pushViewController(DetailController(), animated: true)
/// ```
@MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// The pages: one controller's view each, the top one shown.
    let pages = Gtk.Stack()
    var stack: [UIViewController] = []
    var pendingTransition: (@MainActor () -> Void)?
    var transitionTokens: [SignalToken] = []
    var idleToken: SourceToken?
    /// The delegate told before and after a controller is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller showing `rootViewController`.
    ///
    /// - Parameter rootViewController: The bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller — `init(nibName:bundle:)`.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Ignored.
    ///   - nibBundleOrNil: Ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive; nothing is decoded.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes the view: the bar above the pages.
    open override func loadView() {
        let column = Gtk.Box(orientation: .vertical, spacing: 0)
        navigationBar.vexpand = false
        column.append(navigationBar)
        pages.vexpand = true
        pages.hexpand = true
        column.append(pages)
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
        let root = UIView()
        root.embedContent(column)
        view = root
        watchTransitions()
        updateNavigationBar()
    }

    /// The controllers, bottom (the root) to top (the one shown). Setting it replaces the stack
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the one the top controller presented, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Hides or shows the bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Ignored (the bar hides at once).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Shows `viewController` on top of the stack, sliding in from the trailing side when
    /// `animated`. A controller already in the stack is not pushed again.
    ///
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - animated: Whether it slides in.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Takes the top controller off the stack and shows the one below, sliding back when
    /// `animated`. The root stays.
    ///
    /// - Parameter animated: Whether the pages slide.
    /// - Returns: The controller taken off, or `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Takes every controller above the root off the stack.
    ///
    /// - Parameter animated: Whether the pages slide.
    /// - Returns: The controllers taken off, bottom to top, or `nil` when only the root was there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Takes the controllers above `viewController` off the stack.
    ///
    /// - Parameters:
    ///   - viewController: A controller in the stack.
    ///   - animated: Whether the pages slide.
    /// - Returns: The controllers taken off, or `nil` when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. When the top controller changes on screen, the old one disappears and
    /// the new one appears (`viewWillDisappear`, `viewWillAppear`, the delegate's `willShow`, the
    /// pages slide when `animated`, then `viewDidDisappear`, `viewDidAppear` and `didShow`).
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first; a controller listed twice counts once.
    ///   - animated: Whether the pages slide.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishTransition()
        var controllers: [UIViewController] = []
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controllers.append(controller)
        }
        let (oldTop, newTop) = (stack.last, controllers.last)
        let removed = stack.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !stack.contains { $0 === new } }
        let backward = newTop.map { top in stack.contains { $0 === top } } ?? false
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added where controller.parent !== self { addChild(controller) }
        stack = controllers
        let onScreen = isViewLoaded && view.isMapped
        let changesTop = oldTop !== newTop
        let animate = animated && changesTop && onScreen && oldTop != nil
        if changesTop, onScreen {
            _ = newTop?.widgetController.view
            oldTop?.beginAppearanceTransition(false, animated: animate)
            newTop?.beginAppearanceTransition(true, animated: animate)
        }
        if changesTop, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animate) }
        updateNavigationBar()
        pendingTransition = { [weak self] in
            guard let self else { return }
            if self.isViewLoaded { self.pages.children = self.stack.last.map { [$0.widgetController.view] } ?? [] }
            for controller in removed {
                controller.removeFromParent()
                controller.didMove(toParent: nil)
            }
            for controller in added { controller.didMove(toParent: self) }
            if changesTop, onScreen {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
            if changesTop, let newTop { self.delegate?.navigationController(self, didShow: newTop, animated: animate) }
        }
        guard onScreen else { return finishTransition() }
        showPages(from: animate ? oldTop : nil, to: newTop, backward: backward)
        if !animate || !pages.isTransitionRunning {
            idleToken = MainLoop.onIdle(beforeRedraw: false) { [weak self] in self?.finishTransition() }
        }
    }

    /// Only the top controller appears with the navigation controller's view.
    override var appearingChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// Shows the top controller's title, and a back button below the root.
    func updateNavigationBar() {
        guard let top = stack.last else {
            navigationBar.show(title: nil, backTitle: nil)
            return
        }
        var backTitle: String?
        if stack.count > 1, !top.navigationItem.hidesBackButton {
            let previous = stack[stack.count - 2]
            backTitle =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title
                ?? "Back"
        }
        navigationBar.show(title: top.navigationItem.title ?? top.title, backTitle: backTitle, item: top.navigationItem)
    }
}
