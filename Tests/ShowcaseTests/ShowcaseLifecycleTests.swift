import Foundation
import GraftTestSupport
import Testing

@Suite("Showcase: opens on the display and quits cleanly")
struct ShowcaseLifecycleTests {
    /// The running WebKit web processes that do not belong to this test process (whose own web
    /// views, from other tests, come and go as they like).
    static func webProcesses() -> Set<Int32> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let ours = getpid()
        return Set(
            entries.compactMap(Int32.init).filter { pid in
                let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
                return name?.hasPrefix("WebKitWebProces") == true && !ancestors(of: pid).contains(ours)
            })
    }

    /// The parent, grandparent, … of `pid`.
    static func ancestors(of pid: Int32) -> [Int32] {
        var chain: [Int32] = []
        var current = pid
        while current > 1, chain.count < 64 {
            guard let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                let parent = stat[stat.index(after: close)...].split(separator: " ").dropFirst().first.flatMap({
                    Int32($0)
                })
            else { break }
            chain.append(parent)
            current = parent
        }
        return chain
    }

    @Test("Closing its window ends the app with status 0, no error output and no web process left behind")
    func closesCleanly() async throws {
        let before = Self.webProcesses()
        // --quit-after closes the window as its close button does, once the page has been loading.
        let result = try await Subprocess.runProduct(
            "graft-showcase", arguments: ["--quit-after", "3"], adding: ["NO_AT_BRIDGE": "1"], timeout: .seconds(60))
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "error output: \(result.stderr)")
        // Web processes notice their app is gone on their own; wait for that, within a bound.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while !Self.webProcesses().subtracting(before).isEmpty, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(Self.webProcesses().subtracting(before).isEmpty, "web processes left: \(Self.webProcesses())")
    }
}
