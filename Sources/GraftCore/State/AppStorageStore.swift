import Foundation
import GraftSystem

/// Where `@AppStorage` keeps its values: one settings file per app, in GLib's key-file format,
/// under the XDG config folder (`$XDG_CONFIG_HOME`, else `~/.config`):
/// `<config>/<app>/app-storage.ini`, group `[AppStorage]`. `<app>` is the bundle identifier, or the
/// executable's name.
///
/// Each write saves the file (atomically, by rename), so a value survives the app quitting. A file
/// that cannot be written keeps the values for this run and says so once on standard error.
@MainActor
public final class _AppStorageStore {
    /// The group of the key file that holds the values.
    package static let group = "AppStorage"

    /// The store of this app, made on first use.
    package static var standard = _AppStorageStore(fileURL: defaultFileURL)

    /// `<config>/<app>/app-storage.ini`.
    package static var defaultFileURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return config.appendingPathComponent(app).appendingPathComponent("app-storage.ini")
    }

    /// The settings file.
    package let fileURL: URL
    private var file: KeyFile
    private var entries: [String: StateStorage<String?>] = [:]
    private var hasWarned = false
    /// The last error writing the file, if the last write failed.
    package private(set) var writeError: (any Error)?

    /// A store on `fileURL`, reading what the file holds now (nothing if it does not exist yet).
    ///
    /// - Parameter fileURL: The key file.
    package init(fileURL: URL) {
        self.fileURL = fileURL
        let text = (try? String(contentsOf: fileURL, encoding: .utf8)) ?? ""
        file = KeyFile(parsing: text)
    }

    /// The text stored under `key`, recording the body that reads it.
    func read(_ key: String) -> String? { entry(key).read() }

    /// Stores `value` under `key` (`nil` removes it), saves the file, and updates the views that read it.
    func write(_ value: String?, for key: String, transaction: Transaction?) {
        let entry = entry(key)
        if KeyFile.isValidKey(key) {
            file.set(value, for: key, in: Self.group)
            save()
        } else {
            warn(
                "the key \"\(key)\" cannot be a key-file key (no =, [, ], line breaks or outer spaces): kept for this run only"
            )
        }
        entry.write(value, transaction: transaction)
    }

    private func entry(_ key: String) -> StateStorage<String?> {
        if let entry = entries[key] { return entry }
        let entry = StateStorage<String?>(file.entries(in: Self.group)[key])
        entries[key] = entry
        return entry
    }

    private func save() {
        do {
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: fileURL, options: .atomic)
            writeError = nil
        } catch {
            writeError = error
            warn("cannot save \(fileURL.path): \(error.localizedDescription); values are kept for this run only")
        }
    }

    private func warn(_ message: String) {
        guard !hasWarned else { return }
        hasWarned = true
        graft_write_error_line("Graft: @AppStorage: \(message)")
    }
}
