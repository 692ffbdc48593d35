import Graft
import GraftTestSupport
import GtkBridge
import Testing

@MainActor
private final class Score: ObservableObject {
    @Published var value = 1
}

private struct ScoreView: View {
    @ObservedObject var score: Score
    let transition: ContentTransition
    var body: some View {
        Text("Score \(score.value)").contentTransition(transition)
    }
}

@Suite("Content transitions of text on GTK", .serialized)
@MainActor
struct ContentTransitionGtkTests {
    func label(_ host: HostingWindow) -> Gtk.Widget? {
        host.root.all("GtkLabel").first { ($0.property("label", as: String.self) ?? "").hasPrefix("Score") }
    }

    /// Changes the score inside `withAnimation` and samples the label's text and opacity each turn
    /// until the new text shows fully opaque.
    fileprivate func change(_ score: Score, in host: HostingWindow, animated: Bool) -> [(text: String, opacity: Double)]
    {
        if animated {
            withAnimation(.linear(duration: 0.4)) { score.value += 1 }
        } else {
            score.value += 1
        }
        var samples: [(text: String, opacity: Double)] = []
        _ = MainLoop.runUntil(timeout: .seconds(3)) {
            guard let label = label(host) else { return false }
            let text = label.property("label", as: String.self) ?? ""
            samples.append((text, label.opacity))
            return text == "Score \(score.value)" && label.opacity == 1 && samples.count > 1
        }
        return samples
    }

    @Test("With .numericText() an animated change fades the old value out and the new one in")
    func fades() throws {
        let score = Score()
        let host = try GtkTest.show { ScoreView(score: score, transition: .numericText()) }
        defer { host.close() }
        let samples = change(score, in: host, animated: true)
        #expect(samples.last?.text == "Score 2" && samples.last?.opacity == 1)
        #expect(samples.contains { $0.text == "Score 1" && $0.opacity < 0.9 }, "the old value faded: \(samples)")
        #expect(samples.contains { $0.text == "Score 2" && $0.opacity < 0.9 }, "the new value faded in: \(samples)")
    }

    @Test("An unanimated change, or .identity, replaces the text at once")
    func atOnce() throws {
        let score = Score()
        let host = try GtkTest.show { ScoreView(score: score, transition: .opacity) }
        defer { host.close() }
        let plain = change(score, in: host, animated: false)
        #expect(plain.allSatisfy { $0.opacity == 1 } && plain.last?.text == "Score 2", "\(plain)")
        let identity = Score()
        let second = try GtkTest.show { ScoreView(score: identity, transition: .identity) }
        defer { second.close() }
        let samples = change(identity, in: second, animated: true)
        #expect(samples.allSatisfy { $0.opacity == 1 } && samples.last?.text == "Score 2", "\(samples)")
    }
}
