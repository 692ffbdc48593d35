import Graft
import GtkBridge
import Testing

@Suite(".scrollBounceBehavior on GTK", .serialized)
@MainActor
struct ScrollBounceGtkTests {
    @Test("A scroll view with a bounce behaviour is the same GtkScrolledWindow, and content that fits does not scroll")
    func bounceChangesNothing() throws {
        let host = try GtkTest.show(width: 300, height: 300) {
            HStack {
                ScrollView { Text("plain").frame(height: 40) }
                ScrollView { Text("based on size").frame(height: 40) }
                    .scrollBounceBehavior(.basedOnSize)
                ScrollView { Text("always").frame(height: 40) }
                    .scrollBounceBehavior(.always, axes: [.horizontal, .vertical])
            }
        }
        defer { host.close() }
        let windows = host.root.all("GtkScrolledWindow")
        try #require(windows.count == 3)
        for property in ["hscrollbar-policy", "vscrollbar-policy"] {
            let policies = windows.map { $0.property(property, as: Int.self) }
            #expect(Set(policies).count == 1, "\(property): \(policies)")
        }
        let kinetic = windows.map { $0.property("kinetic-scrolling", as: Bool.self) }
        #expect(Set(kinetic).count == 1)
        for window in windows {
            let adjustment = try #require(window.property("vadjustment", as: GObjectRef.self))
            let upper = adjustment.property("upper", as: Double.self) ?? 0
            let page = adjustment.property("page-size", as: Double.self) ?? 0
            #expect(page > 0 && upper <= page, "40 points of content in a taller view leave nothing to scroll")
        }
    }
}
