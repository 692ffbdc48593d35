import GraftCore

/// A button that presents the photo library and writes what the user picks into a selection —
/// PhotosUI's `PhotosPicker`.
///
/// The selection changes only when the user picks (or, with several items, presses **Add**);
/// cancelling or closing the picker's window leaves it as it was.
///
/// ```swift
/// @State private var item: PhotosPickerItem?
/// @State private var items: [PhotosPickerItem] = []
/// PhotosPicker("Choose a photo", selection: $item, matching: .images)
/// PhotosPicker(selection: $items, maxSelectionCount: 3, matching: .images) { Text("Choose up to 3") }
/// ```
///
/// The older Graft shape, `PhotosPicker(selection: Binding<PlatformImage?>, allowsEditing:)`,
/// decodes the photo (optionally cropped) into the binding.
public struct PhotosPicker<Label: View>: View {
    private let selection: _PhotosPickerSelection
    private let filter: PHPickerFilter?
    private let label: Label
    @State private var isPresented = false

    /// A picker button for a `PlatformImage`.
    ///
    /// - Parameters:
    ///   - selection: Receives the picked (and, with `allowsEditing`, cropped) image.
    ///   - allowsEditing: Whether the user crops the photo to a square.
    ///   - label: The button's content.
    public init(
        selection: Binding<PlatformImage?>, allowsEditing: Bool = false, @ViewBuilder label: () -> Label
    ) {
        self.selection = .image(selection, allowsEditing: allowsEditing)
        filter = .images
        self.label = label()
    }

    /// A picker button for one item.
    ///
    /// - Parameters:
    ///   - selection: Receives the picked item.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    ///   - label: The button's content.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = .item(selection)
        self.filter = filter
        self.label = label()
    }

    /// A picker button for several items.
    ///
    /// - Parameters:
    ///   - selection: The selected items: the picker starts with them selected and writes the
    ///     user's selection, in the order selected.
    ///   - maxSelectionCount: The most items the user may select; `nil` for no limit.
    ///   - selectionBehavior: Whether the binding changes on **Add** (`.default`, `.ordered`) or
    ///     with every click (`.continuous`, `.continuousAndOrdered`).
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    ///   - label: The button's content.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = .items(selection, maxSelectionCount: maxSelectionCount, behavior: selectionBehavior)
        self.filter = filter
        self.label = label()
    }

    /// The button, presenting the library.
    @ViewBuilder public var body: some View {
        let button = Button(action: { isPresented = true }) { label }
        switch selection {
        case .image(let image, let allowsEditing):
            let isPresented = $isPresented
            button.fullScreenCover(isPresented: $isPresented) {
                ImagePicker(sourceType: .photoLibrary, allowsEditing: allowsEditing) { picked in
                    if let picked { image.wrappedValue = picked }
                    isPresented.wrappedValue = false
                }
            }
        case .item(let item):
            button.photosPicker(isPresented: $isPresented, selection: item, matching: filter)
        case .items(let items, let maxSelectionCount, let behavior):
            button.photosPicker(
                isPresented: $isPresented, selection: items, maxSelectionCount: maxSelectionCount,
                selectionBehavior: behavior, matching: filter)
        }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker button for one item, titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: Receives the picked item.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter) { Text(titleKey) }
    }

    /// A picker button for one item, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: Receives the picked item.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(selection: selection, matching: filter) { Text(String(title)) }
    }

    /// A picker button for several items, titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: The selected items, in the order selected.
    ///   - maxSelectionCount: The most items the user may select; `nil` for no limit.
    ///   - selectionBehavior: Whether the binding changes on **Add** or with every click.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(Text(titleKey), selection, maxSelectionCount, selectionBehavior, filter)
    }

    /// A picker button for several items, titled `title` as written.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: The selected items, in the order selected.
    ///   - maxSelectionCount: The most items the user may select; `nil` for no limit.
    ///   - selectionBehavior: Whether the binding changes on **Add** or with every click.
    ///   - filter: Which items the library shows; `nil` for photos and videos.
    ///   - preferredItemEncoding: Accepted for SwiftUI's sake: files are never transcoded.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(Text(String(title)), selection, maxSelectionCount, selectionBehavior, filter)
    }

    private init(
        _ title: Text, _ selection: Binding<[PhotosPickerItem]>, _ maxSelectionCount: Int?,
        _ behavior: PhotosPickerSelectionBehavior, _ filter: PHPickerFilter?
    ) {
        self.init(
            selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: behavior, matching: filter
        ) { title }
    }
}

/// What a ``PhotosPicker`` writes into.
enum _PhotosPickerSelection {
    case image(Binding<PlatformImage?>, allowsEditing: Bool)
    case item(Binding<PhotosPickerItem?>)
    case items(Binding<[PhotosPickerItem]>, maxSelectionCount: Int?, behavior: PhotosPickerSelectionBehavior)
}
