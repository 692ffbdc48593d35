import Foundation
import GraftCore
import GraftGtk
import GtkBridge

/// The photo-library screen of the image picker: a recycling grid of thumbnails of one folder
/// (sub-folders first, photos newest first), a header with Cancel, Up and "Open other…", and a
/// visible message for an empty or unreadable folder or a photo that cannot be opened.
///
/// Thumbnails decode on worker threads through `ThumbnailCache`; picking a photo decodes the
/// full image on a worker too, then calls ``onPick``. With ``onPickFiles`` set, a pick reports the
/// files without decoding them; with a ``selectionLimit`` other than 1 the grid is in selection
/// mode: each click toggles an item's check box, the header counts them, and **Add** reports them.
@MainActor
public final class PhotoLibraryController: WidgetController {
    /// Called with the decoded photo the user activated.
    public var onPick: (@MainActor (PlatformImage) -> Void)?
    /// Like ``onPick``, with the photo's path (for `UIImagePickerController`'s `.imageURL`).
    var onPickFile: (@MainActor (PlatformImage, String) -> Void)?
    /// Called when the user presses Cancel.
    public var onCancel: (@MainActor () -> Void)?
    /// Called with the paths of the files the user chose, in the order chosen, instead of
    /// ``onPick``: at once for a single pick, on **Add** in selection mode.
    public var onPickFiles: (@MainActor ([String]) -> Void)?
    /// Called with the selected paths each time the selection mode's selection changes.
    public var onSelectionChange: (@MainActor ([String]) -> Void)?

    /// Which files the grid lists.
    public let filter: PHPickerFilter?
    /// How many items the user may select: 1 picks on activation, 0 means no limit, more turns
    /// on selection mode.
    public let selectionLimit: Int
    /// The selected files, in the order selected (selection mode).
    public internal(set) var selectedPaths: [String] = []
    /// The selection mode's count ("2 selected"), shown in the header.
    public let selectionCountLabel = Gtk.Label("")
    /// The selection mode's "Add" button.
    public let addButton = Gtk.Button(label: "Add")

    /// The folder shown at first.
    public let rootDirectory: String
    /// The folder shown now.
    public private(set) var folder: PhotoLibraryFolder
    /// The grid of items.
    public let grid = Gtk.GridView(maximumColumns: 8)
    /// The message under the header (empty folder, errors); hidden when there is nothing to say.
    public let message = Gtk.Label("")
    /// The "Up" button, shown inside a sub-folder.
    public let upButton = Gtk.Button(label: "Up")
    /// The "Open other…" button (GTK's file chooser).
    public let openOtherButton = Gtk.Button(label: "Open other…")
    /// The "Cancel" button.
    public let cancelButton = Gtk.Button(label: "Cancel")
    private let title = Gtk.Label("")
    private let cache = ThumbnailCache.shared
    var boundPaths: [ObjectIdentifier: String] = [:]
    var boundCells: [ObjectIdentifier: _PhotoCell] = [:]
    private var isOpening = false
    private var chooser: GObjectRef?

    /// Creates the screen for a folder.
    ///
    /// - Parameters:
    ///   - directory: The folder to show (the user's pictures folder by default).
    ///   - filter: Which files to list; `nil` for photos and videos.
    ///   - selectionLimit: How many items the user may select; 1 (the default) picks on
    ///     activation, 0 means no limit.
    ///   - selectedPaths: The files selected when selection mode starts.
    public init(
        directory: String = PhotoLibraryFolder.defaultDirectory, filter: PHPickerFilter? = .images,
        selectionLimit: Int = 1, selectedPaths: [String] = []
    ) {
        rootDirectory = directory
        self.filter = filter
        self.selectionLimit = max(0, selectionLimit)
        folder = PhotoLibraryFolder(path: directory, filter: filter)
        super.init()
        if isSelecting { self.selectedPaths = limited(selectedPaths) }
    }

    override public func loadView() {
        let root = Gtk.Box(orientation: .vertical, spacing: 6)
        root.addCSSClass("graft-photo-library")
        let header = Gtk.Box(orientation: .horizontal, spacing: 6)
        header.marginStart = 8
        header.marginEnd = 8
        header.marginTop = 8
        title.hexpand = true
        var parts: [Gtk.Widget] = [cancelButton, upButton, title, openOtherButton]
        if isSelecting { parts += [selectionCountLabel, addButton] }
        for widget in parts { header.append(widget) }
        root.append(header)
        message.wrap = true
        message.marginStart = 8
        root.append(message)
        let scroller = Gtk.ScrolledWindow()
        scroller.setScrolls(horizontal: false, vertical: true)
        scroller.vexpand = true
        scroller.hexpand = true
        // Two rows at least, even in a window nobody sized (a cover where no window manager
        // honours full screen).
        scroller.setSizeRequest(width: -1, height: 320)
        scroller.child = grid
        root.append(scroller)
        view = root
    }

    override public func viewDidLoad() {
        grid.makeCell = { [weak self] in self?.makeCell() ?? Gtk.Box() }
        grid.bindCell = { [weak self] cell, position, _ in self?.bind(cell, position) }
        grid.unbindCell = { [weak self] cell, _ in self?.unbind(cell) }
        grid.onActivate = { [weak self] position in self?.activate(position) }
        own(cancelButton.onClicked { [weak self] in self?.onCancel?() })
        own(upButton.onClicked { [weak self] in self?.goUp() })
        own(openOtherButton.onClicked { [weak self] in self?.openOther() })
        if isSelecting { startSelectionMode() }
        show(folder)
    }

    /// Forgets every cached thumbnail (benchmarks start cold with it; apps rarely need it).
    public static func removeCachedThumbnails() { ThumbnailCache.shared.removeAll() }

    /// Shows another folder.
    ///
    /// - Parameter path: The folder's path.
    public func open(folderAt path: String) { show(PhotoLibraryFolder(path: path, filter: filter)) }

    private func show(_ newFolder: PhotoLibraryFolder) {
        folder = newFolder
        title.text = (newFolder.path as NSString).lastPathComponent
        upButton.isVisible = newFolder.path != rootDirectory
        grid.setItems(newFolder.entries.map(\.path))
        if let error = newFolder.error {
            showMessage(error)
        } else if newFolder.entries.isEmpty {
            showMessage("No photos in \(newFolder.path). Use “Open other…” to choose a file elsewhere.")
        } else {
            showMessage(nil)
        }
    }

    func showMessage(_ text: String?) {
        message.text = text ?? ""
        message.isVisible = text != nil
    }

    /// A cell owns its picture and label, so GTK's teardown of a cell frees them with it (a
    /// table of parts beside the grid kept every folder's cells alive until the picker closed).
    private func makeCell() -> Gtk.Widget { _PhotoCell(selectable: isSelecting) }

    private func bind(_ cell: Gtk.Widget, _ position: Int) {
        guard folder.entries.indices.contains(position), let cell = cell as? _PhotoCell else { return }
        let entry = folder.entries[position]
        let (picture, label) = (cell.picture, cell.label)
        label.text = entry.name
        cell.tooltip = entry.accessibleDescription
        cell.setAccessibleLabel(entry.accessibleDescription)
        let key = ObjectIdentifier(cell)
        boundPaths[key] = entry.path
        boundCells[key] = cell
        showSelection(of: cell, entry)
        if entry.isFolder || entry.isVideo {
            try? picture.setImage(iconName: entry.isFolder ? "folder" : "video-x-generic", size: 96)
            return
        }
        picture.clearImage()
        cache.request(entry.path) { [weak self, weak picture] result in
            guard let self, let picture, self.boundPaths[key] == entry.path else { return }
            switch result {
            case .success(let texture): picture.setTexture(texture)
            case .failure: try? picture.setImage(iconName: "image-missing", size: 64)
            }
        }
    }

    private func unbind(_ cell: Gtk.Widget) {
        boundCells[ObjectIdentifier(cell)] = nil
        if let path = boundPaths.removeValue(forKey: ObjectIdentifier(cell)) { cache.cancel(path) }
    }

    private func activate(_ position: Int) {
        guard folder.entries.indices.contains(position) else { return }
        let entry = folder.entries[position]
        if entry.isFolder { return open(folderAt: entry.path) }
        if isSelecting { return toggle(entry.path) }
        if let onPickFiles { return onPickFiles([entry.path]) }
        pick(path: entry.path)
    }

    /// Decodes the photo at `path` on a worker thread and reports it, or shows why it failed.
    func pick(path: String) {
        guard !isOpening else { return }
        isOpening = true
        showMessage("Opening \((path as NSString).lastPathComponent)…")
        Task.detached {
            let result = Result { () throws(PlatformImageError) in try PlatformImage(contentsOfFile: path) }
            await MainActor.run { [weak self] in self?.finishPick(path, result) }
        }
    }

    private func finishPick(_ path: String, _ result: Result<PlatformImage, PlatformImageError>) {
        isOpening = false
        switch result {
        case .success(let image):
            showMessage(nil)
            onPick?(image)
            onPickFile?(image, path)
        case .failure(let error):
            showMessage("Cannot open \((path as NSString).lastPathComponent): \(error)")
        }
    }

    private func goUp() {
        let parent = (folder.path as NSString).deletingLastPathComponent
        open(folderAt: parent.hasPrefix(rootDirectory) ? parent : rootDirectory)
    }

    private func openOther() {
        if let chooser { Gtk.FileChooser.dismiss(chooser) }
        chooser = Gtk.FileChooser.openImage(title: "Open a photo", parent: view.containingWindow) {
            [weak self] path in
            self?.chooser = nil
            if let path { self?.choseOther(path) }
        }
    }

    /// Closes an open "Open other…" chooser with the picker.
    override public func stopObserving() {
        if let chooser { Gtk.FileChooser.dismiss(chooser) }
        chooser = nil
        super.stopObserving()
    }
}
