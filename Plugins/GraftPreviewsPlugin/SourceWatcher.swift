import Foundation

/// Notices changes to the Swift files under some folders by polling their modification dates
/// (twice a second): a file added, removed, or saved.
struct SourceWatcher {
    let roots: [URL]
    private var snapshot: [String: Date]

    init(roots: [URL]) {
        self.roots = roots
        snapshot = Self.scan(roots)
    }

    /// How many files are watched.
    var fileCount: Int { snapshot.count }

    /// The process that started the plugin (SwiftPM); when it is gone, so is the user's command.
    private let parent = getppid()

    /// Blocks until a file changed, then remembers the new state. Ends the plugin when SwiftPM,
    /// which started it, has ended (stopped with Ctrl-C or killed).
    mutating func waitForChange() {
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            if getppid() != parent { exit(0) }
            let now = Self.scan(roots)
            if now != snapshot {
                let changed = Set(now.keys).union(snapshot.keys).filter { now[$0] != snapshot[$0] }.sorted()
                say(
                    "graft previews: changed: \(changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))"
                )
                snapshot = now
                return
            }
        }
    }

    private static func scan(_ roots: [URL]) -> [String: Date] {
        var dates: [String: Date] = [:]
        for root in roots {
            guard
                let files = FileManager.default.enumerator(
                    at: root, includingPropertiesForKeys: [.contentModificationDateKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let date = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                dates[file.path] = date ?? .distantPast
            }
        }
        return dates
    }
}
