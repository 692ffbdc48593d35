import Foundation
import GraftCore
import GtkBridge

/// Renders every preview of some providers into a folder: one PNG per preview and scheme, and a
/// contact sheet. The work behind `graft-previews`.
///
/// ```swift
/// let result = try PreviewCatalog(providers: [RoundedBorder_Previews.self]).write(to: ".build/previews")
/// print(result.contactSheetPath)
/// ```
@MainActor
public struct PreviewCatalog {
    /// The previews to render, in order.
    public let previews: [Preview]

    /// The previews of `providers`, optionally only those whose display or provider name contains `filter`.
    ///
    /// - Parameters:
    ///   - providers: The provider types.
    ///   - filter: A case-insensitive substring, or `nil` for all.
    public init(providers: [any PreviewProvider.Type], filter: String? = nil) {
        let all = providers.flatMap { $0.allPreviews }
        guard let filter, !filter.isEmpty else {
            previews = all
            return
        }
        let needle = filter.lowercased()
        previews = all.filter {
            $0.displayName.lowercased().contains(needle) || $0.providerName.lowercased().contains(needle)
        }
    }

    /// One written image.
    public struct File: Sendable {
        /// The preview's display name.
        public let displayName: String
        /// The provider's type name.
        public let providerName: String
        /// The scheme it was rendered in.
        public let colorScheme: ColorScheme
        /// The image size in pixels.
        public let width: Int, height: Int
        /// The absolute path of the PNG.
        public let path: String
    }

    /// What ``write(to:)`` wrote.
    public struct Result: Sendable {
        /// The absolute path of the folder.
        public let directory: String
        /// The preview images, by preview then scheme (light first).
        public let files: [File]
        /// The absolute path of the contact sheet.
        public let contactSheetPath: String
    }

    /// The name of the contact sheet in the output folder.
    public static let contactSheetName = "contact-sheet.png"

    /// Renders the previews into `directory` (created if needed), replacing images from an
    /// earlier run, then renders the contact sheet.
    ///
    /// - Parameter directory: The output folder, relative to the current directory or absolute.
    /// - Returns: The written files.
    /// - Throws: `GtkInitError`, `RenderError`, or a file-system error.
    public func write(to directory: String) throws -> Result {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try removeEarlierImages(in: folder)
        var rendered: [(order: Int, file: File, image: PreviewImage)] = []
        var usedNames: Set<String> = []
        let names = previews.map { preview in _uniqueFileName(preview.displayName, used: &usedNames) }
        // One scheme at a time, so the display's settings change twice in all.
        for scheme in [ColorScheme.light, .dark] {
            try PreviewRenderer.withPinnedSettings(colorScheme: scheme) {
                for (index, preview) in previews.enumerated() where preview.colorSchemes.contains(scheme) {
                    let image = try PreviewRenderer.render(preview, colorScheme: scheme)
                    let url = folder.appendingPathComponent("\(names[index]).\(scheme.rawValue).png")
                    try Data(image.pngData).write(to: url)
                    let file = File(
                        displayName: preview.displayName, providerName: preview.providerName, colorScheme: scheme,
                        width: image.width, height: image.height, path: url.path)
                    rendered.append((index * 2 + (scheme == .light ? 0 : 1), file, image))
                }
            }
        }
        rendered.sort { $0.order < $1.order }
        let entries = try rendered.map { entry in
            PreviewContactSheet.Entry(
                group: Preview._baseName(entry.file.providerName),
                caption: "\(entry.file.displayName) — \(entry.file.colorScheme.rawValue)",
                image: try entry.image.pixels())
        }
        let sheet = try PreviewRenderer.render(
            PreviewContactSheet(title: "Previews", entries: entries), layout: .sizeThatFits, colorScheme: .light)
        let sheetURL = folder.appendingPathComponent(Self.contactSheetName)
        try Data(sheet.pngData).write(to: sheetURL)
        return Result(directory: folder.path, files: rendered.map(\.file), contactSheetPath: sheetURL.path)
    }

    /// Removes the images an earlier run wrote (`*.light.png`, `*.dark.png`, the contact sheet).
    private func removeEarlierImages(in folder: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names
        where name.hasSuffix(".light.png") || name.hasSuffix(".dark.png") || name == Self.contactSheetName {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// A file-name-safe form of `name` (letters, digits, `-`, `_`), made unique among `used`.
func _uniqueFileName(_ name: String, used: inout Set<String>) -> String {
    let safe = _fileSafeName(name, fallback: "Preview")
    var candidate = safe
    var counter = 2
    while used.contains(candidate) {
        candidate = "\(safe)-\(counter)"
        counter += 1
    }
    used.insert(candidate)
    return candidate
}

/// `name` with every run of characters other than letters, digits and `_` turned into one `-`
/// (none at the ends); `fallback` when nothing is left. Shared with the snapshot file names.
package func _fileSafeName(_ name: String, fallback: String) -> String {
    var safe = ""
    for scalar in name.unicodeScalars {
        if isLetterMarkOrNumber(scalar) || scalar == "_" {
            safe.unicodeScalars.append(scalar)
        } else if !safe.isEmpty, !safe.hasSuffix("-") {
            safe += "-"
        }
    }
    while safe.hasSuffix("-") { safe.removeLast() }
    return safe.isEmpty ? fallback : safe
}

/// Whether `scalar` is a letter, a mark or a number (Unicode categories L*, M* and N*): what
/// Foundation's `CharacterSet.alphanumerics` holds.
private func isLetterMarkOrNumber(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
        .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
        true
    default: false
    }
}
