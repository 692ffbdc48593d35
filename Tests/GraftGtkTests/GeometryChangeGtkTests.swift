import Foundation
import Graft
import GtkBridge
import Testing

@Suite("onGeometryChange on GTK", .serialized)
@MainActor
struct GeometryChangeGtkTests {
    final class Log {
        var widths: [CGFloat] = []
        var changes: [String] = []
    }

    struct Growing: View {
        let log: Log
        @State var wide = false
        var body: some View {
            VStack {
                Color.teal.frame(width: wide ? 120 : 60, height: 20)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: {
                        log.widths.append($0)
                    }
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: { old, new in
                        log.changes.append("\(Int(old))→\(Int(new))")
                    }
                Button("Grow") { wide = true }
            }
        }
    }

    @Test("The action gets the view's laid-out width first, then the new width after it changes; never a zero size")
    func widths() throws {
        let log = Log()
        let host = try GtkTest.show { Growing(log: log) }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.widths == [60] }, "\(log.widths)")
        #expect(log.changes == ["60→60"])
        try #require(host.root.all("GtkButton").first).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.widths == [60, 120] }, "\(log.widths)")
        #expect(log.changes == ["60→60", "60→120"])
    }
}
