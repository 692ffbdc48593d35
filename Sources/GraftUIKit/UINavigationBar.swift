/// What a navigation bar shows for one controller (`UINavigationItem`): its title and how its back
/// button reads.
@MainActor
public final class UINavigationItem {
    /// The controller this item belongs to (nil for an item made on its own).
    weak var controller: UIViewController?

    /// The title in the bar; when `nil`, the controller's `title`.
    public var title: String? { didSet { controller?.navigationController?.updateNavigationBar() } }
    /// The back button's text on the controller pushed after this one; when `nil`, this item's
    /// title (or "Back" when there is none).
    public var backButtonTitle: String? { didSet { controller?.navigationController?.updateNavigationBar() } }
    /// Whether the bar hides its back button while this item is on top.
    public var hidesBackButton = false { didSet { controller?.navigationController?.updateNavigationBar() } }

    /// The items at the bar's leading end, after the back button (first item first).
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { refreshBar() } }
    /// The items at the bar's trailing end (the first is the outermost, as in UIKit).
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { refreshBar() } }
    /// Whether the left items go beside the back button rather than replace it.
    public var leftItemsSupplementBackButton = false { didSet { refreshBar() } }

    /// The one item at the bar's leading end (the first of ``leftBarButtonItems``).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The one item at the bar's trailing end (the first of ``rightBarButtonItems``).
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Ignored (GTK's header bar shows the change at once).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets the trailing item.
    ///
    /// - Parameters:
    ///   - item: The item, or `nil` for none.
    ///   - animated: Ignored (GTK's header bar shows the change at once).
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets the leading items.
    ///
    /// - Parameters:
    ///   - items: The items, or `nil` for none.
    ///   - animated: Ignored (GTK's header bar shows the change at once).
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets the trailing items.
    ///
    /// - Parameters:
    ///   - items: The items, or `nil` for none.
    ///   - animated: Ignored (GTK's header bar shows the change at once).
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title in the bar.
    public init(title: String) { self.title = title }

    private func refreshBar() { controller?.navigationController?.updateNavigationBar() }

    init(controller: UIViewController) { self.controller = controller }

    /// Shows or hides the back button.
    ///
    /// - Parameters:
    ///   - hidesBackButton: Whether to hide it.
    ///   - animated: Ignored (GTK's header bar shows the change at once).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

/// The bar at the top of a navigation controller (`UINavigationBar`), on a `GtkHeaderBar` without
/// window buttons: the top controller's title in the middle and, below the root, a back button at
/// the start that reads the previous controller's title.
@MainActor
open class UINavigationBar: UIView {
    /// The GTK header bar under the view.
    public let headerBar = Gtk.HeaderBar()
    /// The title label (the header bar's title widget).
    let titleLabel = Gtk.Label("")
    /// The GTK back button (`go-previous-symbolic` and the previous title); clicking it pops the
    /// top controller.
    public let backButton = Gtk.Button()
    private let backLabel = Gtk.Label("")
    var backAction: (@MainActor () -> Void)?
    private var clickToken: SignalToken?

    /// Creates a bar at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a bar from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        try? headerBar.setProperty("show-title-buttons", false)
        titleLabel.addCSSClass("title")
        headerBar.titleWidget = titleLabel
        let content = Gtk.Box(orientation: .horizontal, spacing: 4)
        let arrow = Gtk.Picture()
        if (try? arrow.setImage(iconName: "go-previous-symbolic", size: 16)) != nil { content.append(arrow) }
        content.append(backLabel)
        backButton.child = content
        headerBar.packStart(backButton)
        clickToken = backButton.connect("clicked") { [weak self] in self?.backAction?() }
        embedContent(headerBar)
    }

    /// The title shown in the middle.
    public var title: String? { titleLabel.text.isEmpty ? nil : titleLabel.text }

    /// The back button's text, or `nil` while the back button is hidden.
    public var backButtonTitle: String? { backButton.isVisible ? backLabel.text : nil }

    /// Shows `title`, a back button reading `backTitle` (none when it is `nil`), and `item`'s bar
    /// button items at both ends.
    func show(title: String?, backTitle: String?, item: UINavigationItem? = nil) {
        titleLabel.text = title ?? ""
        let left = item?.leftBarButtonItems ?? []
        let showsBack = backTitle != nil && (left.isEmpty || item?.leftItemsSupplementBackButton == true)
        backLabel.text = backTitle ?? ""
        backButton.isVisible = showsBack
        try? backButton.setProperty("tooltip-text", backTitle ?? "")
        let right = item?.rightBarButtonItems ?? []
        let same = { (items: [UIBarButtonItem], packed: [Gtk.Button]) in
            items.map(\.button).elementsEqual(packed) { $0 === $1 }
        }
        guard !same(left, packedItems.left) || !same(right, packedItems.right) else { return }
        for button in packedItems.left + packedItems.right { headerBar.remove(button) }
        for item in left { headerBar.packStart(item.button) }
        for item in right { headerBar.packEnd(item.button) }
        packedItems = (left.map(\.button), right.map(\.button))
    }

    /// The bar button items' buttons packed now, at each end.
    private var packedItems: (left: [Gtk.Button], right: [Gtk.Button]) = ([], [])
}
