import Foundation
import Graft
import GtkBridge
import Testing

@MainActor
private final class TimelineSwitch: ObservableObject {
    @Published var shows = true
}

private struct TimelineHost: View {
    @ObservedObject var model: TimelineSwitch
    let start: Date
    var body: some View {
        VStack {
            if model.shows {
                TimelineView(.periodic(from: start, by: 0.2)) { context in
                    Text("tick \(Int((context.date.timeIntervalSince(start) / 0.2).rounded()))")
                }
            }
            TimelineView(.explicit([start, start.addingTimeInterval(0.3)])) { context in
                Text(context.date > start ? "second entry" : "first entry")
            }
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                Text(context.cadence == .live ? "paused live" : "not live")
            }
        }
    }
}

@Suite("TimelineView on GTK", .serialized)
@MainActor
struct TimelineViewGtkTests {
    func texts(_ host: HostingWindow) -> [String] { host.root.all("GtkLabel").flatMap(\.labelTexts) }

    func tick(_ host: HostingWindow) -> Int? {
        texts(host).first { $0.hasPrefix("tick ") }.flatMap { Int($0.dropFirst(5)) }
    }

    @Test("A periodic timeline re-evaluates its content at each entry; an explicit one stops after its last")
    func entries() async throws {
        let start = Date()
        let model = TimelineSwitch()
        let host = try GtkTest.show(width: 300, height: 200) { TimelineHost(model: model, start: start) }
        defer { host.close() }
        let first = try #require(tick(host))
        #expect(first <= 1, "the entry in force at the start")
        #expect(await waitUntil(.seconds(10)) { (tick(host) ?? 0) >= first + 3 }, "three more ticks: \(texts(host))")
        #expect(await waitUntil(.seconds(10)) { texts(host).contains("second entry") })
        #expect(texts(host).contains("paused live"))

        // Gone from the screen, the timeline stops; the rest of the window goes on.
        model.shows = false
        #expect(await waitUntil { tick(host) == nil })
        #expect(texts(host).contains("second entry"))
    }
}
