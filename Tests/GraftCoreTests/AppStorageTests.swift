import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("@AppStorage and its key file", .serialized)
@MainActor
struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct Settings: View {
        @AppStorage("name") var name = "nobody"
        @AppStorage("size") var size = 14.0
        @AppStorage("theme") var theme = Theme.light
        var body: some View {
            VStack {
                Text("\(name) \(size) \(theme.rawValue)")
                TextField("Name", text: $name)
                Button("Dark") { theme = .dark }
            }
        }
    }

    struct Reader: View {
        @AppStorage("name") var name = "nobody"
        var body: some View { Text("reader \(name)") }
    }

    private func withStore(_ body: (URL) throws -> Void) rethrows {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graft-\(UUID())/app-storage.ini")
        let standard = _AppStorageStore.standard
        _AppStorageStore.standard = _AppStorageStore(fileURL: file)
        defer {
            _AppStorageStore.standard = standard
            try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
        }
        try body(file)
    }

    @Test("Typing and clicking write the key file; every view reading the key updates; a fresh store reads them back")
    func persists() throws {
        try withStore { file in
            let harness = Harness(
                VStack {
                    Settings()
                    Reader()
                })
            #expect(harness.root.texts == ["nobody 14.0 light", "Dark", "reader nobody"])
            harness.first("textField").type("Ada Lovelace")
            harness.first("button").click()
            harness.turn()
            #expect(harness.root.texts == ["Ada Lovelace 14.0 dark", "Dark", "reader Ada Lovelace"])
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text == "[AppStorage]\nname=Ada Lovelace\ntheme=dark\n")

            _AppStorageStore.standard = _AppStorageStore(fileURL: file)
            let again = Harness(Settings())
            #expect(
                again.root.texts == ["Ada Lovelace 14.0 dark", "Dark"],
                "a new store on the same file, as after a restart")
        }
    }

    @Test("A value that does not parse as the type reads as the default; other groups and comments are kept")
    func handEdited() throws {
        try withStore { file in
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "# mine\n[Other]\nkeep=1\n\n[AppStorage]\nsize=big\nname=\\sAda\\nL\n".write(
                to: file, atomically: true, encoding: .utf8)
            _AppStorageStore.standard = _AppStorageStore(fileURL: file)
            let harness = Harness(Settings())
            #expect(harness.root.texts == [" Ada\nL 14.0 light", "Dark"])
            harness.first("button").click()
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text == "# mine\n[Other]\nkeep=1\n\n[AppStorage]\nsize=big\nname=\\sAda\\nL\ntheme=dark\n")
        }
    }

    @Test("A store of UserDefaults keeps the value there and updates the views that read it")
    func userDefaultsStore() throws {
        struct Counter: View {
            let defaults: UserDefaults
            @AppStorage var count: Int
            init(defaults: UserDefaults) {
                self.defaults = defaults
                _count = AppStorage(wrappedValue: 0, "count", store: defaults)
            }
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        let suite = "graft-tests-\(UUID())"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let harness = Harness(Counter(defaults: defaults))
        harness.first("button").click()
        harness.turn()
        #expect(defaults.integer(forKey: "count") == 1)
        #expect(harness.root.texts == ["count 1"])
    }

    @Test("UserDefaults' key-value-coding spellings store and read a value, and nil removes it")
    func defaultsKeyValueCoding() throws {
        let suite = "graft-kvc-\(UUID())"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let items = try JSONEncoder().encode(["milk", "eggs"])
        defaults.setValue(items, forKey: "Items")
        #expect(defaults.data(forKey: "Items") == items, "the value is stored as set(_:forKey:) stores it")
        #expect(defaults.value(forKey: "Items") as? Data == items)
        defaults.setValue(nil, forKey: "Items")
        #expect(defaults.object(forKey: "Items") == nil)
    }
}
