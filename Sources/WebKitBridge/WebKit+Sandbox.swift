import Foundation

extension WebKit {
    /// The web process sandbox: checks that page content really runs isolated.
    ///
    /// WebKitGTK 6 always sandboxes its web processes with bubblewrap (`bwrap`): each runs in
    /// its own PID and network namespaces with a read-only view of the file system, and the
    /// API to turn this off was removed. Only the environment variable
    /// `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1`, set before the first web process starts,
    /// disables it. Extra directories can be exposed to web processes with WebKit's
    /// `webkit_web_context_add_path_to_sandbox` (not wrapped: Graft needs none).
    ///
    /// ```swift
    /// for process in WebKit.Sandbox.webProcesses() { print(process.pid, process.isSandboxed) }
    /// ```
    public enum Sandbox {
        /// One web process started by this process.
        public struct WebProcess: Sendable, Equatable {
            /// Its process id, as seen from this process.
            public let pid: Int32
            /// Whether it runs in other PID and network namespaces than this process.
            public let isSandboxed: Bool
            /// Whether its parent is bubblewrap.
            public let isLaunchedByBubblewrap: Bool
        }

        /// Whether `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS` is set (to anything but `0`).
        public static var isDisabledByEnvironment: Bool {
            guard let value = ProcessInfo.processInfo.environment["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"] else {
                return false
            }
            return !value.isEmpty && value != "0"
        }

        /// The web processes descending from this process (read from `/proc`), with their isolation.
        ///
        /// Empty until a web view has loaded something (WebKit starts web processes lazily). A process
        /// that has ended and waits to be reaped is not counted: it runs no content.
        public static func webProcesses() -> [WebProcess] {
            let table = processTable()
            let me = getpid()
            let ownPID = namespace("pid", of: "self")
            let ownNet = namespace("net", of: "self")
            return table.compactMap { pid, entry -> WebProcess? in
                guard entry.name.hasPrefix("WebKitWebProces"), !entry.hasExited, descends(pid, from: me, in: table)
                else { return nil }
                let otherPID = namespace("pid", of: String(pid))
                let otherNet = namespace("net", of: String(pid))
                let isolated = otherPID != nil && otherPID != ownPID && otherNet != nil && otherNet != ownNet
                let parentName = table[entry.parent]?.name ?? ""
                return WebProcess(pid: pid, isSandboxed: isolated, isLaunchedByBubblewrap: parentName == "bwrap")
            }.sorted { $0.pid < $1.pid }
        }

        private struct Entry {
            let name: String
            let parent: Int32
            /// Ended and not yet reaped (`Z`) or dead (`X`): its namespaces can no longer be read.
            let hasExited: Bool
        }

        private static func processTable() -> [Int32: Entry] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            var table: [Int32: Entry] = [:]
            for name in names {
                guard let pid = Int32(name),
                    let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                    let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
                else { continue }
                let comm = String(stat[stat.index(after: open)..<close])
                let rest = stat[stat.index(after: close)...].split(separator: " ")
                guard rest.count > 1, let parent = Int32(rest[1]) else { continue }
                table[pid] = Entry(name: comm, parent: parent, hasExited: rest[0] == "Z" || rest[0] == "X")
            }
            return table
        }

        private static func descends(_ pid: Int32, from ancestor: Int32, in table: [Int32: Entry]) -> Bool {
            var current = pid
            for _ in 0..<64 {
                guard let parent = table[current]?.parent, parent > 1 else { return false }
                if parent == ancestor { return true }
                current = parent
            }
            return false
        }

        private static func namespace(_ kind: String, of process: String) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/ns/\(kind)")
        }
    }
}
