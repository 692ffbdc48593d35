import Graft
import GraftTestBackend
import GtkBridge
import Testing

/// A representable whose make must never run in these tests: the backend check comes first.
private struct UnreachableLabel: GtkWidgetRepresentable {
    func makeGtkWidget(context: Context) -> Gtk.Label { Gtk.Label("unreachable") }
    func updateGtkWidget(_ gtkWidget: Gtk.Label, context: Context) {}
}

@Suite("Backend contract")
struct BackendContractTests {
    @Test(
        "A GTK representable shown by another backend stops with a message naming both backends",
        .timeLimit(.minutes(1)))
    func representableOnAnotherBackend() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = ViewGraph(root: VStack { UnreachableLabel() }, backend: RecordingBackend())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("expected a backend of type GtkBackend, found RecordingBackend"))
    }

}
