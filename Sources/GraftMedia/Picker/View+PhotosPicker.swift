import GraftCore
import GraftGtk

extension View {
    /// Presents the photo library in a sheet while `isPresented` is true, for one item.
    ///
    /// Picking an item writes it into `selection` and closes the sheet; **Cancel** or closing
    /// the sheet's window leaves `selection` as it was. Either way `isPresented` becomes false.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows.
    ///   - selection: Receives the picked item.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        sheet(isPresented: isPresented) {
            _PhotosItemPicker(filter: filter, selectionLimit: 1, selected: [], isContinuous: false) { items in
                if let item = items?.first { selection.wrappedValue = item }
                isPresented.wrappedValue = false
            }
        }
    }

    /// Presents the photo library in a sheet while `isPresented` is true, for several items.
    ///
    /// The library starts with `selection`'s items selected; each click toggles an item, up to
    /// `maxSelectionCount`, and **Add** writes the selection, in the order selected, and closes the
    /// sheet. **Cancel** or closing the window leaves `selection` as it was (with a continuous
    /// `selectionBehavior`, it already holds every change).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the picker shows.
    ///   - selection: The selected items.
    ///   - maxSelectionCount: The most items the user may select; `nil` for no limit.
    ///   - selectionBehavior: Whether the binding changes on **Add** or with every click.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        let write: @MainActor ([PhotosPickerItem]) -> Void = { items in
            if items != selection.wrappedValue { selection.wrappedValue = items }
        }
        return sheet(isPresented: isPresented) {
            _PhotosItemPicker(
                filter: filter, selectionLimit: maxSelectionCount ?? 0,
                selected: selection.wrappedValue.compactMap(\.itemIdentifier),
                isContinuous: selectionBehavior.isContinuous, onChange: write
            ) { items in
                if let items { write(items) }
                isPresented.wrappedValue = false
            }
        }
    }
}

/// The library for ``PhotosPicker``'s items: reports files as items, never decodes them.
struct _PhotosItemPicker: View {
    let filter: PHPickerFilter?
    /// 1 for one item, 0 for no limit.
    let selectionLimit: Int
    let selected: [String]
    let isContinuous: Bool
    var onChange: (@MainActor ([PhotosPickerItem]) -> Void)?
    /// Gets the chosen items, or `nil` on Cancel.
    let onFinish: @MainActor ([PhotosPickerItem]?) -> Void
    @Environment(\.photoLibraryDirectory) private var directory

    var body: some View {
        let onFinish = self.onFinish
        var onSelectionChange: (@MainActor ([String]) -> Void)?
        if isContinuous, let onChange {
            onSelectionChange = { paths in onChange(paths.map(PhotosPickerItem.init(itemIdentifier:))) }
        }
        let onPickFiles: @MainActor ([String]) -> Void = { paths in
            onFinish(paths.map(PhotosPickerItem.init(itemIdentifier:)))
        }
        // As PHPicker's limit: 1 picks on a click, like the single-item picker.
        return _PhotoLibraryView(
            directory: directory ?? PhotoLibraryFolder.defaultDirectory, filter: filter,
            selectionLimit: selectionLimit, selectedPaths: selected, onPickFiles: onPickFiles,
            onSelectionChange: onSelectionChange, onCancel: { onFinish(nil) })
    }
}
