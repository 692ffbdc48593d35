import Foundation
import GraftCore
import GraftTestBackend
import Observation
import Testing

// This file is a compile test first: it holds code that compiles against SwiftUI in Swift 6
// mode (a nonisolated `@Observable` model calling `withAnimation`, a `ViewModifier` struct with
// `@State`) and must compile against Graft unchanged.

/// A model with no actor isolation, as SwiftUI code writes them.
@Observable
final class NonisolatedCounter: @unchecked Sendable {
    var count = 0

    /// Animates a change from wherever it is called, as SwiftUI allows.
    func increment() {
        withAnimation(.easeInOut(duration: 0.2)) { count += 1 }
    }

    /// `withTransaction` is nonisolated too.
    func reset() {
        withTransaction(Transaction(animation: nil)) { count = 0 }
    }
}

/// A modifier holding `@State`, as SwiftUI code writes them (no isolation annotation).
struct TapCounting: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Text("taps \(taps)")
            Button("tap") { taps += 1 }
        }
    }
}

struct ModelCounterView: View {
    let model: NonisolatedCounter
    var body: some View {
        Text("count \(model.count)").opacity(1 - Double(model.count) * 0.1).modifier(TapCounting())
    }
}

@Suite("Isolation as in SwiftUI (Swift 6 mode)")
@MainActor
struct IsolationCompileTests {
    @Test("withAnimation from a nonisolated model animates the update it causes")
    func animationFromModel() {
        let model = NonisolatedCounter()
        let harness = Harness(ModelCounterView(model: model))
        model.increment()
        #expect(harness.backend.hasScheduledUpdates)
        harness.turn()
        #expect(harness.root.texts.contains("count 1"))
        #expect(harness.root.first("opacity")?["animated"] == "true", "the update carries the animation")
        model.count = 5
        harness.turn()
        #expect(harness.root.first("opacity")?["animated"] == "false", "a plain change is not animated")
    }

    @Test("withAnimation off the main actor reaches the main-actor update with its animation")
    func animationOffMainActor() async {
        let model = NonisolatedCounter()
        let harness = Harness(ModelCounterView(model: model))
        await Task.detached { model.increment() }.value
        for _ in 0..<100 where !harness.backend.hasScheduledUpdates { await Task.yield() }
        harness.turn()
        #expect(harness.root.texts.contains("count 1"))
        #expect(harness.root.first("opacity")?["animated"] == "true", "the update carries the animation")
    }

    @Test("A ViewModifier's @State lives in the modified view")
    func modifierState() {
        let harness = Harness(ModelCounterView(model: NonisolatedCounter()))
        harness.root.first("button")?.click()
        harness.turn()
        #expect(harness.root.texts.contains("taps 1"))
    }
}
