import Foundation
import Graft
import GtkBridge
import Testing

@Suite(".onReceive with Timer.publish, subjects and Just on GTK", .serialized)
@MainActor
struct OnReceiveGtkTests {
    struct Clock: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @State var ticks = 0
        var body: some View {
            Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    struct Stopwatch: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        @State var running = true
        var body: some View {
            VStack {
                if running { Clock(timer: timer) }
                Button("Stop") { running = false }
            }
        }
    }

    @Test("Timer.publish(every:on:in:).autoconnect() ticks the label on the main loop, and stops when its view goes")
    func timer() async throws {
        let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()
        let host = try GtkTest.show { Stopwatch(timer: timer) }
        defer { host.close() }
        #expect(
            await waitUntil(.seconds(5)) {
                (host.root.labelTexts.first?.split(separator: " ").last.flatMap { Int($0) } ?? 0) >= 3
            }, "\(host.root.labelTexts)")
        // Removing the view cancels its subscription: the last subscriber gone, the timer disconnects,
        // and a new subscriber reconnects it.
        host.root.all("GtkButton")[0].emit("clicked")
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts == ["Stop"] })
        var after: [Date] = []
        let probe = timer.sink { after.append($0) }
        #expect(await waitUntil(.seconds(5)) { after.count >= 2 }, "the timer reconnects for a new subscriber")
        probe.cancel()
    }

    @Test("A PassthroughSubject's values and Just's one value reach .onReceive")
    func subjects() async throws {
        struct Inbox: View {
            let messages: PassthroughSubject<String, Never>
            @State var last = "none"
            @State var greeting = ""
            var body: some View {
                VStack {
                    Text("last \(last)").onReceive(messages) { last = $0 }
                    Text("greeting \(greeting)").onReceive(Just("hello")) { greeting = $0 }
                }
            }
        }
        let messages = PassthroughSubject<String, Never>()
        let host = try GtkTest.show { Inbox(messages: messages) }
        defer { host.close() }
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts.last == "greeting hello" })
        messages.send("first")
        messages.send("second")
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts.first == "last second" })
    }

    @Test("NotificationCenter.publisher(for:object:) reaches .onReceive from any thread, only from its sender")
    func notifications() async throws {
        let name = Notification.Name("OnReceiveGtkTests.ping")
        final class Sender: Sendable {}
        let sender = Sender()
        struct Listener: View {
            let publisher: NotificationCenter.Publisher
            @State var count = 0
            @State var last = ""
            var body: some View {
                Text("pings \(count) \(last)").onReceive(publisher) { note in
                    count += 1
                    last = note.userInfo?["word"] as? String ?? ""
                }
            }
        }
        struct Switch: View {
            let publisher: NotificationCenter.Publisher
            @State var listening = true
            var body: some View {
                VStack {
                    if listening { Listener(publisher: publisher) }
                    Button("Stop") { listening = false }
                }
            }
        }
        let center = NotificationCenter()
        let host = try GtkTest.show { Switch(publisher: center.publisher(for: name, object: sender)) }
        defer { host.close() }
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts.first == "pings 0 " })
        center.post(name: name, object: sender, userInfo: ["word": "main"])
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts.first == "pings 1 main" })
        // Another sender's notification is not delivered: the one after it, from the sender, is
        // the marker that both were processed.
        center.post(name: name, object: Sender(), userInfo: ["word": "other"])
        let posted = Thread { center.post(name: name, object: sender, userInfo: ["word": "thread"]) }
        posted.start()
        #expect(
            await waitUntil(.seconds(5)) { host.root.labelTexts.first == "pings 2 thread" },
            "\(host.root.labelTexts)")
        // A post after the view went, and so its subscription, reaches only a probe subscribed now.
        host.root.all("GtkButton")[0].emit("clicked")
        #expect(await waitUntil(.seconds(5)) { host.root.labelTexts == ["Stop"] })
        var probed = 0
        let probe = center.publisher(for: name).sink { _ in probed += 1 }
        center.post(name: name, object: sender)
        #expect(probed == 1)
        #expect(host.root.labelTexts == ["Stop"])
        probe.cancel()
        center.post(name: name, object: sender)
        #expect(probed == 1, "a cancelled subscription receives nothing")
    }
}
