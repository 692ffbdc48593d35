import Graft
import GtkBridge
import Testing

@MainActor
final class SheetCloseLog {
    var dismissals = 0
}

@MainActor
struct SheetOnClose: View {
    let log: SheetCloseLog
    @State var isPresented = false
    var body: some View {
        Button("Open") { isPresented = true }
            .sheet(isPresented: $isPresented, onDismiss: { log.dismissals += 1 }) { Text("In the sheet") }
    }
}

@Suite("Sheets when the presenting window closes", .serialized)
@MainActor
struct SheetTeardownGtkTests {
    @Test("Closing the presenting window closes its sheet's window and runs onDismiss once")
    func presenterCloses() throws {
        let log = SheetCloseLog()
        let host = try GtkTest.show { SheetOnClose(log: log) }
        _ = host.root.first("GtkButton")!.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { Gtk.Window.toplevels.contains { $0.isModal } })
        #expect(log.dismissals == 0)
        host.window.close()  // as the user closing it
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !Gtk.Window.toplevels.contains { $0.isModal } })
        #expect(log.dismissals == 1)
        host.close()
        #expect(log.dismissals == 1)
    }
}
