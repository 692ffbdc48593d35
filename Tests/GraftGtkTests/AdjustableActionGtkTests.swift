import Foundation
import Graft
import GtkBridge
import Observation
import Testing

@Suite(".accessibilityAdjustableAction on GTK", .serialized)
@MainActor
struct AdjustableActionGtkTests {
    @Observable
    final class Rating {
        var stars = 3
        var directions: [AccessibilityAdjustmentDirection] = []
    }

    struct Stars: View {
        let rating: Rating
        var body: some View {
            VStack {
                HStack {
                    Image(systemName: "star.fill")
                    Text("\(rating.stars) stars")
                }
                .accessibilityElement(children: .combine)
                .accessibilityValue("\(rating.stars) of 5")
                .accessibilityAdjustableAction { direction in
                    rating.directions.append(direction)
                    rating.stars += direction == .increment ? 1 : -1
                }
                HStack { Text("plain") }
            }
        }
    }

    @Test("The element is a focusable slider; Up, +, Down and - on it run the handler with .increment and .decrement")
    func keys() throws {
        let rating = Rating()
        let host = try HostingWindow(title: "adjustable", width: 240, height: 120, colorScheme: .light) {
            Stars(rating: rating)
        }
        host.present()
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        let labels = host.root.all("GtkLabel")
        let label = try #require(labels.first { $0.property("label", as: String.self) == "3 stars" })
        let adjustable = try #require(label.parent)
        let plain = try #require(labels.first { $0.property("label", as: String.self) == "plain" }?.parent)
        #expect(adjustable.accessibleRole == .slider)
        #expect(plain.accessibleRole != .slider)
        #expect(adjustable.focusable && !plain.focusable)

        try Keyboard.focusWindow(titled: "adjustable")
        #expect(adjustable.grabFocus())
        try Keyboard.xdotool(["key", "--clearmodifiers", "Up", "plus"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { rating.directions.count == 2 })
        #expect(rating.directions == [.increment, .increment])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { label.property("label", as: String.self) == "5 stars" })
        // The handler of the latest update runs: the label was re-made with the new count.
        try Keyboard.xdotool(["key", "--clearmodifiers", "Down", "minus", "Down"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { rating.directions.count == 5 })
        #expect(rating.directions.suffix(3) == [.decrement, .decrement, .decrement])
        #expect(rating.stars == 2)
        // Another key reaches the window as before: nothing is adjusted.
        try Keyboard.xdotool(["key", "--clearmodifiers", "a", "Up"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { rating.directions.count == 6 })
        #expect(rating.directions.last == .increment)
    }
}
