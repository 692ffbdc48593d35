import GraftCore
import GtkBridge

/// An object that owns a tree of widgets and has a view lifecycle — Graft's `UIViewController`.
///
/// Subclass it, build the tree in `loadView()` (or in `viewDidLoad()` on the default box), and
/// react to the lifecycle. Tokens passed to `own(_:)` are cancelled when the controller goes away,
/// so no signal handler or observation outlives it.
///
/// ```swift
/// final class RedLabelController: WidgetController {
///     override func loadView() {
///         let box = Box(orientation: .vertical, spacing: 0)
///         box.append(Label("Red text"))
///         view = box
///     }
/// }
/// ```
@MainActor
open class WidgetController {
    private var loadedView: Gtk.Widget?
    private var ownedTokens: [AnyObject] = []
    private var mapTokens: [SignalToken] = []
    private var isAppeared = false
    private var hasCalledDidAppear = false
    private var transitionIsAppearing: Bool?
    /// The parent controller, if this is a child.
    public private(set) weak var parent: WidgetController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [WidgetController] = []

    /// Creates a controller; its view is made the first time `view` is read.
    public init() {}

    /// The root widget, loaded on first access (`loadView()` then `viewDidLoad()`).
    public var view: Gtk.Widget {
        get {
            if let loadedView { return loadedView }
            loadView()
            let made = loadedView ?? Gtk.Box(orientation: .vertical, spacing: 0)
            loadedView = made
            observeMapping(of: made)
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }

    /// The colour scheme of the views hosting the controller (its representable's environment).
    ///
    /// Set before `loadView()` and kept current; when it changes, ``colorSchemeDidChange(from:)``
    /// and ``traitCollectionDidChange(_:)`` run. Child controllers follow their parent.
    public private(set) var colorScheme: ColorScheme = .light

    /// The controller's traits (its colour scheme) — the `UITraitCollection` counterpart.
    public var traitCollection: TraitCollection { TraitCollection(userInterfaceStyle: colorScheme) }

    /// Called after ``colorScheme`` changed: redraw what you drew for the old scheme. Widget colours
    /// set with `backgroundColor`, `textColor` and `borderColor` follow by themselves.
    ///
    /// - Parameter previous: The scheme before the change.
    open func colorSchemeDidChange(from previous: ColorScheme) {}

    /// Called after the traits changed (after ``colorSchemeDidChange(from:)``) — the
    /// `traitCollectionDidChange(_:)` counterpart.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Sets the scheme for this controller and its children, telling each whose scheme changed.
    func setColorScheme(_ scheme: ColorScheme) {
        let previous = colorScheme
        if previous != scheme {
            let previousTraits = traitCollection
            colorScheme = scheme
            if isViewLoaded {
                colorSchemeDidChange(from: previous)
                traitCollectionDidChange(previousTraits)
            }
        }
        for child in children { child.setColorScheme(scheme) }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root widget; the default makes an empty vertical box. Set `view` here.
    open func loadView() { loadedView = Gtk.Box(orientation: .vertical, spacing: 0) }
    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called when the view is about to be shown on screen.
    open func viewWillAppear() {}
    /// Called after the view was shown.
    open func viewDidAppear() {}
    /// Called when the view is about to leave the screen.
    open func viewWillDisappear() {}
    /// Called after the view left the screen.
    open func viewDidDisappear() {}

    /// Keeps `token` (a signal connection, a property observation, …) until the controller goes away.
    public func own(_ token: AnyObject) { ownedTokens.append(token) }

    /// Cancels every token given to `own(_:)`; called when the controller leaves the tree.
    open func stopObserving() {
        for token in ownedTokens {
            (token as? SignalToken)?.cancel()
            (token as? SourceToken)?.cancel()
        }
        ownedTokens.removeAll()
        for child in children { child.stopObserving() }
    }

    /// Adds a child controller (its view is yours to place in your tree).
    public func addChild(_ child: WidgetController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.setColorScheme(colorScheme)
    }

    /// Removes this controller from its parent.
    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// A top-level controller follows its view's mapping; child controllers follow their parent.
    private func observeMapping(of widget: Gtk.Widget) {
        mapTokens.append(
            widget.connect("map") { [weak self] in
                guard let self, self.parent == nil else { return }
                self.appear()
            })
        mapTokens.append(
            widget.connect("unmap") { [weak self] in
                guard let self, self.parent == nil else { return }
                self.disappear()
            })
    }

    /// The children whose views appear and disappear with this controller's: all of them by
    /// default. A container that shows one child at a time, such as a navigation stack, returns
    /// the one it shows, and moves the others with the appearance transitions below.
    open var childrenInAppearance: [WidgetController] { children }

    /// Starts this controller's appearing (`true`) or disappearing, as a container does when it
    /// shows or hides a child's view itself — `beginAppearanceTransition(_:animated:)`: calls
    /// `viewWillAppear` or `viewWillDisappear`, here and in the children that appear with it.
    ///
    /// - Parameter isAppearing: Whether the view is about to be shown.
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        transitionIsAppearing = isAppearing
        if isAppearing {
            willAppearTree()
        } else {
            willDisappearTree()
        }
    }

    /// Ends the transition `beginAppearanceTransition(_:)` started: calls `viewDidAppear` or
    /// `viewDidDisappear` — `endAppearanceTransition()`.
    public func endAppearanceTransition() {
        guard let isAppearing = transitionIsAppearing else { return }
        transitionIsAppearing = nil
        if isAppearing {
            didAppearTree()
        } else {
            didDisappearTree()
        }
    }

    /// viewWillAppear runs parent first; viewDidAppear runs after the first frame, children first.
    func appear() {
        guard !isAppeared else { return }
        willAppearTree()
        MainLoop.onIdle(beforeRedraw: false) { [weak self] in self?.didAppearTree() }
    }

    private func willAppearTree() {
        guard !isAppeared else { return }
        isAppeared = true
        hasCalledDidAppear = false
        viewWillAppear()
        for child in childrenInAppearance where child.isViewLoaded { child.willAppearTree() }
    }

    private func didAppearTree() {
        for child in childrenInAppearance where child.isViewLoaded { child.didAppearTree() }
        guard isAppeared, !hasCalledDidAppear else { return }
        hasCalledDidAppear = true
        viewDidAppear()
    }

    /// viewWillDisappear runs parent first; viewDidDisappear children first.
    func disappear() {
        guard isAppeared else { return }
        willDisappearTree()
        didDisappearTree()
    }

    private func willDisappearTree() {
        guard isAppeared else { return }
        viewWillDisappear()
        for child in childrenInAppearance where child.isViewLoaded { child.willDisappearTree() }
    }

    private func didDisappearTree() {
        for child in childrenInAppearance where child.isViewLoaded { child.didDisappearTree() }
        guard isAppeared else { return }
        isAppeared = false
        viewDidDisappear()
    }

    /// Ends the controller's life in the tree: disappears if shown, stops observing, drops signals.
    func tearDown() {
        disappear()
        for token in mapTokens { token.cancel() }
        mapTokens.removeAll()
        stopObserving()
    }
}

/// A controller's traits: for now its colour scheme — Graft's `UITraitCollection`.
public struct TraitCollection: Sendable, Hashable {
    /// Light or dark (UIKit's `userInterfaceStyle`).
    public var userInterfaceStyle: ColorScheme

    /// Traits with the given colour scheme.
    ///
    /// - Parameter userInterfaceStyle: Light or dark.
    public init(userInterfaceStyle: ColorScheme) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether `other` has a different colour scheme — `hasDifferentColorAppearance(comparedTo:)`.
    ///
    /// - Parameter other: The traits to compare with, usually the previous ones.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
}
