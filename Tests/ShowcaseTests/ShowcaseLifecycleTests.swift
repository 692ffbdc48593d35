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
        // The app runs in an environment of its own: a private X display, a private session bus (on
        // which the accessibility bus starts on demand, as on a desktop) and a private cache folder
        // for that bus's socket. What other programs left on the machine (another run's
        // accessibility bus, alive or gone) cannot reach its output. Only the app's own standard
        // error is checked; the session bus writes its own lines to the wrapper's.
        let app = Subprocess.productsDirectory.appendingPathComponent("graft-showcase").path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(token)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errorFile = scratch.appendingPathComponent("stderr.txt")
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
            arguments: [
                "--", "/usr/bin/xvfb-run", "-a", "-s", "-screen 0 1280x1024x24",
                "/bin/sh", "-c", #"exec "$0" --quit-after 3 2>"$GRAFT_APP_STDERR""#, app,
            ],
            removing: ["DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"],
            adding: [
                "NO_AT_BRIDGE": "1", "GRAFT_TEST_MARK": token, "GRAFT_APP_STDERR": errorFile.path,
                "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
            ],
            timeout: .seconds(60))
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        let appErrors = try String(contentsOf: errorFile, encoding: .utf8)
        #expect(appErrors.isEmpty, "error output: \(appErrors)")
        // Web processes notice their app is gone on their own; wait for that, within a bound.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while !Self.webProcesses(marked: mark).isEmpty, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(Self.webProcesses(marked: mark).isEmpty, "web processes left: \(Self.webProcesses(marked: mark))")
    }
}
