import Foundation
import GraftTestSupport
import Testing

@Suite("Showcase: opens on the display and quits cleanly")
struct ShowcaseLifecycleTests {
    /// The running WebKit web processes whose environment carries `mark`: the ones the app under
    /// test started (they inherit its environment), whatever else runs on the machine meanwhile, such
    /// as web views of this test process or of other test runs. Their parent is no help: once the app
    /// has exited they belong to init.
    static func webProcesses(marked mark: String) -> Set<Int32> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.compactMap(Int32.init).filter { pid in
                let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
                guard name?.hasPrefix("WebKitWebProces") == true,
                    let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
                else { return false }
                return environment.split(separator: 0).contains { Array($0) == Array(mark.utf8) }
            })
    }

    @Test("Closing its window ends the app with status 0, no error output and no web process left behind")
    func closesCleanly() async throws {
        let token = UUID().uuidString
        let mark = "GRAFT_TEST_MARK=\(token)"
        // --quit-after closes the window as its close button does, once the page has been loading.
        let result = try await Subprocess.runProduct(
            "graft-showcase", arguments: ["--quit-after", "3"],
            adding: ["NO_AT_BRIDGE": "1", "GRAFT_TEST_MARK": token], timeout: .seconds(60))
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "error output: \(result.stderr)")
        // Web processes notice their app is gone on their own; wait for that, within a bound.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while !Self.webProcesses(marked: mark).isEmpty, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(Self.webProcesses(marked: mark).isEmpty, "web processes left: \(Self.webProcesses(marked: mark))")
    }
}
