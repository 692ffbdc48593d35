import Graft
import GtkBridge
import Testing

@Suite("A closed window lets its widgets go", .serialized)
@MainActor
struct WindowLifetimeGtkTests {
    @Test("Closing a window frees the widgets it showed even while its HostingWindow is still held")
    func closedWhileHeld() throws {
        let counter = FinalizationCounter()
        let host = try GtkTest.show {
            VStack {
                Text("one")
                Button("two") {}
                HStack { Text("three") }
            }
        }
        do {
            // What the views made, below the root box; the wrappers go at the end of the scope.
            for widget in walkWidgets(host.window.child!).widgets.dropFirst() { counter.track(widget) }
        }
        #expect(counter.trackedCount >= 5)
        host.window.close()  // as the user does; `host` stays referenced below
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counter.finalized == counter.trackedCount })
        #expect(host.window.child == nil)
        host.close()
    }
}
