import Foundation
import GraftTestSupport
import Testing

@Suite("@AppStorage across process restarts")
struct AppStorageRestartTests {
    @Test("A value set in one run of an app is there in the next, in a key file under XDG_CONFIG_HOME")
    func survivesRestart() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("graft-appstorage-\(UUID())")
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let first = try await Subprocess.runProduct("AppStorageProbe", arguments: ["Ada"], adding: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("name=Ada launches=1"), "\(first.stdout)")
        let second = try await Subprocess.runProduct("AppStorageProbe", adding: environment)
        #expect(
            second.stdout.contains("name=Ada launches=2"),
            "the second run reads the first run's values: \(second.stdout)")
        let file = config.appendingPathComponent("AppStorageProbe/app-storage.ini")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text == "[AppStorage]\nlaunches=2\nname=Ada\n" || text == "[AppStorage]\nname=Ada\nlaunches=2\n", "\(text)")
    }

    @Test("A settings folder that cannot be written keeps the values for the run and says so on standard error")
    func unwritableFolder() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("graft-appstorage-\(UUID())")
        try Data("not a folder".utf8).write(to: config)
        defer { try? FileManager.default.removeItem(at: config) }
        let run = try await Subprocess.runProduct(
            "AppStorageProbe", arguments: ["Ada"], adding: ["XDG_CONFIG_HOME": config.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("name=Ada launches=1"))
        #expect(run.stderr.contains("@AppStorage: cannot save"), "\(run.stderr)")
    }
}
