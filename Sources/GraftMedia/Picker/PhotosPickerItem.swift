import Foundation

/// A photo or video the user picked with a ``PhotosPicker`` — PhotosUI's `PhotosPickerItem`.
///
/// The item stands for the file; nothing is read until you load it:
///
/// ```swift
/// .onChange(of: item) { _, item in
///     Task {
///         if let data = try? await item?.loadTransferable(type: Data.self) { bytes = data }
///         if let image = try? await item?.loadTransferable(type: Image.self) { photo = image }
///     }
/// }
/// ```
///
/// Two items are equal when they name the same file.
public struct PhotosPickerItem: Sendable, Hashable {
    /// How a picked item's encoding is chosen when it has several — PhotosUI's policy.
    ///
    /// A file in the library has one encoding, its own, and is never transcoded: the three
    /// policies give the same bytes.
    public struct EncodingDisambiguationPolicy: Sendable, Hashable {
        private let name: String
        /// The best encoding for the item (the file's own).
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The item's current encoding (the file's own).
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible encoding (the file's own: nothing is transcoded).
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The item's identifier: the absolute path of its file (on Apple platforms, the asset's local
    /// identifier).
    public let itemIdentifier: String?

    /// An item for the file whose path is `itemIdentifier`.
    ///
    /// - Parameter itemIdentifier: The file's absolute path.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// Loads the item as `type`: `Data` gives the file's bytes, `Image` the decoded photo.
    ///
    /// Reads and decodes off the main thread. Returns `nil` when the item is not of a content
    /// type `type` imports (a video as an `Image`); throws when the file cannot be read (it was
    /// removed: Foundation's file error) or is not a readable image (`PlatformImageError`).
    ///
    /// - Parameter type: `Data.self` or `Image.self`.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? {
        guard let path = itemIdentifier else { return nil }
        return try await T._importPickedFile(atPath: path)
    }

    /// Loads the item as `type` and calls `completionHandler` with the result, on the main actor.
    ///
    /// - Parameters:
    ///   - type: `Data.self` or `Image.self`.
    ///   - completionHandler: Gets the loaded value (`nil` when the item has no such content) or
    ///     the error.
    /// - Returns: The load's progress: one unit, completed when the handler is called.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let path = itemIdentifier
        Task { @MainActor in
            let result: Result<T?, any Error>
            do {
                if let path {
                    result = .success(try await T._importPickedFile(atPath: path))
                } else {
                    result = .success(nil)
                }
            } catch {
                result = .failure(error)
            }
            progress.completedUnitCount = 1
            completionHandler(result)
        }
        return progress
    }
}

/// How a multiple-selection ``PhotosPicker`` selects — PhotosUI's `PhotosPickerSelectionBehavior`.
///
/// The selection is always in the order the user selected; ``continuous`` and
/// ``continuousAndOrdered`` write the selection binding on every click instead of on **Add**.
public struct PhotosPickerSelectionBehavior: Sendable, Hashable {
    let isContinuous: Bool
    private let name: String

    /// The selection is written when the user presses **Add**.
    public static let `default` = PhotosPickerSelectionBehavior(isContinuous: false, name: "default")
    /// As ``default``, in selection order.
    public static let ordered = PhotosPickerSelectionBehavior(isContinuous: false, name: "ordered")
    /// The selection binding changes with every click.
    public static let continuous = PhotosPickerSelectionBehavior(isContinuous: true, name: "continuous")
    /// As ``continuous``, in selection order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(
        isContinuous: true, name: "continuousAndOrdered")
}
