import GraftCore

/// A button that lets the user pick a photo from the library into a binding — the shape of
/// SwiftUI's `PhotosPicker(selection:)`.
///
/// The selection changes only when the user picks; cancelling leaves it as it was.
///
/// ```swift
/// @State private var photo: PlatformImage?
/// PhotosPicker(selection: $photo) { Text("Choose a photo") }
/// ```
public struct PhotosPicker<Label: View>: View {
    @Binding private var selection: PlatformImage?
    private let allowsEditing: Bool
    private let label: Label
    @State private var isPresented = false

    /// A picker button.
    ///
    /// - Parameters:
    ///   - selection: Receives the picked (and, with `allowsEditing`, cropped) image.
    ///   - allowsEditing: Whether the user crops the photo to a square.
    ///   - label: The button's content.
    public init(
        selection: Binding<PlatformImage?>, allowsEditing: Bool = false, @ViewBuilder label: () -> Label
    ) {
        _selection = selection
        self.allowsEditing = allowsEditing
        self.label = label()
    }

    /// The button, presenting the library full screen.
    public var body: some View {
        let selection = $selection
        let isPresented = $isPresented
        return Button(action: { isPresented.wrappedValue = true }) { label }
            .fullScreenCover(isPresented: $isPresented) {
                ImagePicker(sourceType: .photoLibrary, allowsEditing: allowsEditing) { image in
                    if let image { selection.wrappedValue = image }
                    isPresented.wrappedValue = false
                }
            }
    }
}
