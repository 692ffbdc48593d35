import Foundation
import GraftCore

/// A type a picked item can be loaded as — the part of CoreTransferable's `Transferable` that
/// ``PhotosPickerItem/loadTransferable(type:)`` uses.
///
/// `Data` (the file's bytes) and `Image` (the decoded photo) conform, as in SwiftUI.
/// Declaring your own conforming types through `transferRepresentation` (`DataRepresentation`,
/// `FileRepresentation`) is not supported: it needs `UTType`, and UniformTypeIdentifiers does
/// not exist on Linux. Load `Data` and build your type from it instead.
public protocol Transferable: SendableMetatype {
    /// Makes a value from the picked file at `path`, or `nil` when the file is not of a content
    /// type this type imports (a video loaded as an image). Reading and decoding happen off the
    /// main thread; the value is made on the main actor (views live there).
    ///
    /// - Parameter path: The picked file.
    @MainActor static func _importPickedFile(atPath path: String) async throws -> sending Self?
}

extension Data: Transferable {
    /// The file's bytes, whatever its kind.
    ///
    /// - Parameter path: The picked file.
    @MainActor public static func _importPickedFile(atPath path: String) async throws -> sending Data? {
        try await PickedFile.read(path)
    }
}

extension Image: Transferable {
    /// The photo, decoded (EXIF orientation applied); `nil` for a video. A file that is not a
    /// readable image throws its `PlatformImageError`.
    ///
    /// - Parameter path: The picked file.
    @MainActor public static func _importPickedFile(atPath path: String) async throws -> sending Image? {
        guard PhotoLibraryFolder.kind(ofFileNamed: path) == .image else { return nil }
        return Image(try await PickedFile.decode(path))
    }
}

/// Reads picked files off the main thread.
enum PickedFile {
    /// The bytes of the file at `path`.
    @concurrent static func read(_ path: String) async throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The photo at `path`, decoded.
    @concurrent static func decode(_ path: String) async throws(PlatformImageError) -> PlatformImage {
        try PlatformImage(contentsOfFile: path)
    }
}
