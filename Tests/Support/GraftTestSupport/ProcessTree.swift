import Foundation

/// What this test process holds of the system: the processes it started (and theirs), and its
/// open file descriptors, read from `/proc`.
///
/// ```swift
/// let before = ProcessTree.descendants().count
/// // … open and close windows …
/// #expect(ProcessTree.descendants().count <= before)
/// ```
public enum ProcessTree {
    /// A process descending from this one.
    public struct Process: Sendable, Equatable {
        /// Its process id.
        public let pid: Int32
        /// Its command name (`/proc/<pid>/comm`: at most 15 characters), such as `bwrap`.
        public let name: String
    }

    /// Every process descending from `ancestor` (this process by default), children first, found
    /// through each thread's `/proc/<pid>/task/<tid>/children`; exited children not yet waited for
    /// are included.
    ///
    /// - Parameter ancestor: The process whose descendants are listed.
    public static func descendants(of ancestor: Int32 = getpid()) -> [Process] {
        var found: [Process] = []
        var queue = children(of: ancestor)
        var seen: Set<Int32> = []
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            guard seen.insert(pid).inserted else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            found.append(Process(pid: pid, name: name.trimmingCharacters(in: .whitespacesAndNewlines)))
            queue += children(of: pid)
        }
        return found
    }

    /// How many of this process's descendants are named `name`.
    ///
    /// - Parameter name: A command name, such as `bwrap` or `xdg-dbus-proxy`.
    public static func count(named name: String) -> Int {
        descendants().filter { $0.name == name }.count
    }

    /// How many file descriptors this process has open.
    public static var openFileDescriptors: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).count
    }

    private static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            let list = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return list.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }
}
