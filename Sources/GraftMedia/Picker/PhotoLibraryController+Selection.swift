import GtkBridge

/// Selection mode: a click toggles an item, the header counts the selection, **Add** reports it.
extension PhotoLibraryController {
    /// Whether the grid selects several items rather than picking one.
    var isSelecting: Bool { selectionLimit != 1 }

    func startSelectionMode() {
        grid.singleClickActivate = true
        own(addButton.onClicked { [weak self] in self?.add() })
        showSelectionCount()
    }

    /// Selects `path`, or deselects it when it was selected; refuses a selection past the limit.
    func toggle(_ path: String) {
        if let index = selectedPaths.firstIndex(of: path) {
            selectedPaths.remove(at: index)
        } else if selectionLimit > 0, selectedPaths.count >= selectionLimit {
            showMessage("You can select up to \(selectionLimit) \(selectionLimit == 1 ? "item" : "items").")
            return
        } else {
            selectedPaths.append(path)
        }
        showMessage(nil)
        for (key, cell) in boundCells {
            if let bound = boundPaths[key], let entry = folder.entries.first(where: { $0.path == bound }) {
                showSelection(of: cell, entry)
            }
        }
        showSelectionCount()
        onSelectionChange?(selectedPaths)
    }

    /// Shows whether the item `cell` is bound to is selected: its check box and accessible state.
    func showSelection(of cell: _PhotoCell, _ entry: PhotoLibraryFolder.Entry) {
        guard isSelecting else { return }
        let selected = selectedPaths.contains(entry.path)
        cell.check.isVisible = !entry.isFolder
        cell.check.isActive = selected
        cell.setAccessibleSelected(entry.isFolder ? nil : selected)
    }

    /// The first `selectionLimit` of `paths`, without repeats.
    func limited(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        let unique = paths.filter { seen.insert($0).inserted }
        return selectionLimit > 0 ? Array(unique.prefix(selectionLimit)) : unique
    }

    /// A file chosen with "Open other…": selected in selection mode, else picked.
    func choseOther(_ path: String) {
        if isSelecting { return toggle(path) }
        if let onPickFiles { return onPickFiles([path]) }
        pick(path: path)
    }

    private func showSelectionCount() {
        let count = selectedPaths.count
        selectionCountLabel.text =
            selectionLimit > 0 ? "\(count) of \(selectionLimit) selected" : "\(count) selected"
        addButton.isSensitive = count > 0
    }

    private func add() {
        guard !selectedPaths.isEmpty else { return }
        onPickFiles?(selectedPaths)
    }
}

/// One grid cell: a 128-pixel thumbnail over its one-line name; in selection mode, a check box
/// in the thumbnail's corner shows whether the item is selected.
@MainActor
final class _PhotoCell: Gtk.Box {
    let picture = Gtk.Picture()
    let label = Gtk.Label("")
    /// Shows the selection; the grid's click toggles it, so it takes no input itself.
    let check = Gtk.CheckButton()

    init(selectable: Bool) {
        super.init(orientation: .vertical, spacing: 4)
        picture.setSizeRequest(width: 128, height: 128)
        picture.contentFit = .cover
        label.lines = 1
        label.setSizeRequest(width: 128, height: -1)
        if selectable {
            let overlay = Gtk.Overlay()
            overlay.child = picture
            check.halign = .end
            check.valign = .start
            check.canTarget = false
            check.focusable = false
            check.setAccessibleHidden(true)
            overlay.addOverlay(check)
            append(overlay)
        } else {
            append(picture)
        }
        append(label)
    }
}
