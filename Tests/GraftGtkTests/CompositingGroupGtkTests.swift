import Graft
import GtkBridge
import Testing

@Suite("compositingGroup on GTK", .serialized)
@MainActor
struct CompositingGroupGtkTests {
    @Test("A faded compositing group: where its shapes overlap, only the top one shows, at the group's opacity")
    func overlapFadesAsOne() throws {
        let host = try GtkTest.show(width: 80, height: 60, colorScheme: .light) {
            ZStack {
                Color.white
                ZStack {
                    Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40).offset(x: -10)
                    Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40).offset(x: 10)
                }
                .compositingGroup()
                .opacity(0.5)
            }
        }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let image = try WidgetRenderer.renderImage(of: host.window)
        let overlap = try image.pixel(x: 40, y: 30)
        let redOnly = try image.pixel(x: 15, y: 30)
        // Half blue over white is (127, 127, 255); red showing through would raise red and lower blue.
        #expect(abs(Int(overlap.red) - 127) < 12 && overlap.blue > 245, "the overlap is half blue on white: \(overlap)")
        #expect(abs(Int(redOnly.green) - 127) < 12 && redOnly.red > 245, "red alone is half red on white: \(redOnly)")
    }
}
