/// An image of an asset catalog, as `Image("name")` found it: the name, and its image set or why
/// there is none. The backend picks the set's file for the display's scale and the colour scheme.
public struct NamedImage: Hashable, Sendable {
    /// The name asked for.
    public let name: String
    /// The image set found, or why there is none (no such name, a malformed `Contents.json`).
    public let lookup: Result<AssetCatalog.ImageSet, AssetCatalogError>
    /// Whether the image is hidden from assistive technologies (`Image(decorative:)`).
    public let isDecorative: Bool

    /// A named image.
    ///
    /// - Parameters:
    ///   - name: The name asked for.
    ///   - lookup: The image set, or the error finding or reading it.
    ///   - isDecorative: Whether assistive technologies skip the image.
    public init(name: String, lookup: Result<AssetCatalog.ImageSet, AssetCatalogError>, isDecorative: Bool = false) {
        (self.name, self.lookup, self.isDecorative) = (name, lookup, isDecorative)
    }
}
