/// A button in a navigation bar (`UIBarButtonItem`), on a flat `GtkButton` packed into the
/// bar's `GtkHeaderBar`: a title, an image or a system item's icon, and a primary action that
/// runs when it is clicked.
///
/// UIKit's target–action initializers (`init(title:style:target:action:)`) take an
/// Objective-C selector, which Swift on Linux does not have; the `UIAction` forms are UIKit's
/// own modern spelling of the same thing.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     addRow()
/// })
/// ```
@MainActor
open class UIBarButtonItem: NSObject {
    /// How an item's title is drawn (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain
        /// A bordered item (drawn as `.plain`, as on current UIKit).
        case bordered
        /// The main action of the bar: its title is bold (GTK's `suggested-action`).
        case done
    }

    /// UIKit's standard items: the word or the icon each shows.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// The GTK button that shows the item in a bar.
    public let button = Gtk.Button()
    private var clickToken: SignalToken?
    private let systemItem: SystemItem?

    /// The item's title (shown when it has no image).
    open var title: String? { didSet { render() } }
    /// The item's image (shown instead of the title).
    open var image: UIImage? { didSet { render() } }
    /// How the title is drawn.
    open var style: Style = .plain { didSet { render() } }
    /// What runs when the item is clicked; its title is the item's when the item has none.
    open var primaryAction: UIAction? { didSet { render() } }
    /// Whether the item can be clicked.
    open var isEnabled: Bool {
        get { button.isSensitive }
        set { button.isSensitive = newValue }
    }
    /// The width of a `.fixedSpace` item, in points.
    open var width: CGFloat = 0 { didSet { render() } }

    /// Creates an item with a title and/or image and the action it runs.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - image: Its image, shown instead of the title.
    ///   - primaryAction: What runs when it is clicked.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        setUp()
    }

    /// Creates one of UIKit's standard items and the action it runs.
    ///
    /// - Parameters:
    ///   - systemItem: The item: `.done`, `.cancel`, `.edit` and `.save` show their word, the
    ///     others an icon; `.flexibleSpace` and `.fixedSpace` are gaps.
    ///   - primaryAction: What runs when it is clicked.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        if systemItem == .done { style = .done }
        setUp()
    }

    /// Creates an item with a title, a style and the action it runs.
    ///
    /// - Parameters:
    ///   - title: Its title.
    ///   - style: How the title is drawn.
    ///   - primaryAction: What runs when it is clicked.
    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init(title: title, primaryAction: primaryAction)
        self.style = style
    }

    /// A gap that takes the room left between the items beside it.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A gap of `width` points.
    ///
    /// - Parameter width: The gap's width.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func setUp() {
        button.addCSSClass("flat")
        clickToken = button.connect("clicked") { [weak self] in
            guard let self, let action = self.primaryAction else { return }
            action.perform(from: self)
        }
        render()
    }

    private func render() {
        button.child = nil
        button.label = nil
        button.removeCSSClass("suggested-action")
        if style == .done { button.addCSSClass("suggested-action") }
        switch systemItem {
        case .flexibleSpace?, .fixedSpace?:
            button.isSensitive = false
            button.opacity = 0
            button.hexpand = systemItem == .flexibleSpace
            button.setSizeRequest(width: systemItem == .fixedSpace ? Int(width.rounded()) : 0, height: -1)
            return
        default: break
        }
        if let image {
            let picture = Gtk.Picture()
            try? picture.setImage(pixels: image.rgba, width: image.width, height: image.height)
            button.child = picture
        } else if let icon = systemItem.flatMap({ Self.icons[$0] }) {
            let picture = Gtk.Picture()
            try? picture.setImage(iconName: icon.icon, size: 16)
            button.child = picture
            try? button.setProperty("tooltip-text", icon.name)
            button.setAccessibleLabel(icon.name)
        } else {
            button.label = title ?? systemItem.flatMap(Self.word) ?? primaryAction?.title ?? ""
        }
    }

    private static func word(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// The icon and the accessible name of each item that shows an icon.
    private static let icons: [SystemItem: (icon: String, name: String)] = [
        .add: ("list-add-symbolic", "Add"), .compose: ("document-edit-symbolic", "Compose"),
        .reply: ("mail-reply-sender-symbolic", "Reply"), .action: ("document-send-symbolic", "Share"),
        .organize: ("folder-symbolic", "Organize"), .bookmarks: ("user-bookmarks-symbolic", "Bookmarks"),
        .search: ("system-search-symbolic", "Search"), .refresh: ("view-refresh-symbolic", "Refresh"),
        .stop: ("process-stop-symbolic", "Stop"), .camera: ("camera-photo-symbolic", "Camera"),
        .trash: ("user-trash-symbolic", "Delete"), .play: ("media-playback-start-symbolic", "Play"),
        .pause: ("media-playback-pause-symbolic", "Pause"), .rewind: ("media-seek-backward-symbolic", "Rewind"),
        .fastForward: ("media-seek-forward-symbolic", "Fast Forward"), .undo: ("edit-undo-symbolic", "Undo"),
        .redo: ("edit-redo-symbolic", "Redo"), .pageCurl: ("view-paged-symbolic", "Page"),
        .close: ("window-close-symbolic", "Close"),
    ]
}
