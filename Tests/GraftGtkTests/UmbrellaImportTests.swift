// Only `import Graft`: what SwiftUI's import gives must come with it.
import Graft
import GraftTestSupport
import Testing

@Observable
final class ImportedModel {
    var count = 0
}

@Suite("import Graft", .serialized)
@MainActor
struct UmbrellaImportTests {
    @Test("import Graft gives Foundation's values, the C library, @Observable and the typed GTK widgets")
    func umbrella() throws {
        let url = try #require(URL(string: "http://127.0.0.1/items?page=2"))
        #expect(url.host == "127.0.0.1")
        let encoded = try JSONEncoder().encode(["when": Date(timeIntervalSince1970: 0)])
        #expect(Data(encoded).count > 0)
        #expect(cos(0.0) == 1)
        let model = ImportedModel()
        nonisolated(unsafe) var changed = false
        withObservationTracking {
            _ = model.count
        } onChange: {
            changed = true
        }
        model.count = 1
        #expect(changed)
        let labelType: Gtk.Label.Type = Gtk.Label.self
        #expect(labelType is Gtk.Widget.Type)
    }

    @Test("Formatting: String(format:), DateFormatter, format styles, NSRange and localized error text")
    func formatting() throws {
        #expect(String(format: "%.2f|%05d|%@", 3.14159, 42, "x") == "3.14|00042|x")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        #expect(formatter.string(from: Date(timeIntervalSince1970: 86_400 * 365)) == "1971-01-01 00:00")
        let price = 1234.5.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
        #expect(price == "$1,234.50")
        #expect(Text(0.25, format: .percent.locale(Locale(identifier: "en_US"))).content == "25%")
        #expect(Text(NSNumber(value: 7), formatter: NumberFormatter()).content == "7")
        let range = NSRange(location: 2, length: 3)
        #expect(NSMaxRange(range) == 5 && ("hello" as NSString).substring(with: range) == "llo")
        let error: Error = CocoaError(.fileNoSuchFile)
        #expect(!error.localizedDescription.isEmpty)
        let sorted = [3, 1, 2].map { Box(value: $0) }.sorted(using: SortDescriptor(\Box.value, order: .reverse))
        #expect(sorted.map(\.value) == [3, 2, 1])
        let object = try JSONSerialization.jsonObject(with: Data(#"{"a":[1,2]}"#.utf8)) as? [String: [Int]]
        #expect(object?["a"] == [1, 2])
    }

    @Test("Bundle, UserDefaults and the user's folders come with import Graft")
    func bundleAndDefaults() throws {
        #expect(Bundle.main.bundlePath.isEmpty == false)
        let suite = "graft.import-test.\(getpid())"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.set(41, forKey: "answer")
        #expect(defaults.integer(forKey: "answer") == 41)
        defaults.removePersistentDomain(forName: suite)
        #expect(URL.documentsDirectory.path.isEmpty == false)
    }

    @Test("DispatchQueue.main.asyncAfter, Timer and RunLoop.main.perform run inside the running GLib loop")
    func dispatchAndTimers() async throws {
        nonisolated(unsafe) var dispatched = false
        nonisolated(unsafe) var ticks = 0
        nonisolated(unsafe) var performed = false
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { dispatched = true }
        let timer = scheduleTimer(every: 0.01, repeats: true) { ticks += 1 }
        defer { timer.invalidate() }
        RunLoop.main.perform { performed = true }
        let deadline = ContinuousClock.now + .seconds(5)
        while !(dispatched && ticks >= 3 && performed) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(dispatched && performed, "asyncAfter ran: \(dispatched), perform ran: \(performed)")
        #expect(ticks >= 3, "a 10 ms repeating timer fired \(ticks) times in up to 5 s")
        timer.invalidate()
        let stopped = ticks
        nonisolated(unsafe) var marker = false
        _ = scheduleTimer(every: 0.05, repeats: false) { marker = true }
        while !marker && ContinuousClock.now < deadline + .seconds(5) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(marker && ticks == stopped, "an invalidated timer stays quiet while a later one fires")
    }

    @Test("URLSession, URLRequest and URLCache (FoundationNetworking) reach a loopback server")
    func networking() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/hello", .html("<p>hi</p>"))
        var request = URLRequest(url: server.endpoint("/hello"))
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: .ephemeral)
        let (data, response) = try await session.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<p>hi</p>"))
        #expect(URLCache.shared.memoryCapacity >= 0)
        #expect(server.requestCount(for: "/hello") == 1)
    }
}

/// `Timer.scheduledTimer` as an app's synchronous code calls it (it is unavailable in async code).
@MainActor
private func scheduleTimer(every interval: TimeInterval, repeats: Bool, _ action: @escaping @Sendable () -> Void)
    -> Timer
{
    Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { _ in action() }
}

private struct Box {
    var value: Int
}
