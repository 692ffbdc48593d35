import Foundation
import Graft
import GtkBridge
import Testing

@Suite("contentShape: transparent parts of a view take taps, as GTK hit-tests whole bounds", .serialized)
@MainActor
struct ContentShapeGtkTests {
    final class Log {
        var taps: [String] = []
    }

    @Test("A click on the Spacer of an HStack with .contentShape(Rectangle()) runs its tap action")
    func transparentAreaTaps() throws {
        let log = Log()
        let host = try HostingWindow(title: "content-shape", width: 240, height: 120, colorScheme: .light) {
            VStack(spacing: 0) {
                HStack {
                    Text("Row")
                    Spacer()
                }
                .frame(width: 200, height: 40)
                .contentShape(Rectangle())
                .onTapGesture { log.taps.append("row") }
                HStack {
                    Text("Menu")
                    Spacer()
                }
                .frame(width: 200, height: 40)
                .contentShape(.interaction, Rectangle())
                .onTapGesture { log.taps.append("menu") }
            }
        }
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        defer {
            host.close()
            Pointer.park()
        }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == 2)
        let row = try #require(labels[0].frame(in: host.window))
        let menu = try #require(labels[1].frame(in: host.window))
        // Far right of each row: nothing is drawn there (the Spacer), and no label.
        for (frame, expected) in [(row, ["row"]), (menu, ["row", "menu"])] {
            let point = (x: frame.x + 180, y: frame.y + frame.height / 2)
            let process = try Pointer.run(window: "content-shape", at: point, ["click", "1"])
            #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { log.taps == expected }, "\(log.taps)")
        }
    }
}
