import Graft
import GtkBridge
import Testing

/// What a representable's own `@Environment` properties read, and when.
@MainActor
final class EnvironmentReads {
    var atMake: ColorScheme?
    var atUpdate: [ColorScheme] = []
    var fromCoordinator: [ColorScheme] = []
    var dismissFromCoordinator = 0
}

/// A representable that reads the environment through its own `@Environment` properties, and whose
/// coordinator keeps a copy of it and reads them later (the image-picker tutorial's
/// `parent.dismiss()`).
struct EnvironmentProbe: GtkWidgetRepresentable {
    let reads: EnvironmentReads
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss

    @MainActor
    final class Coordinator {
        let parent: EnvironmentProbe
        var token: SignalToken?
        init(_ parent: EnvironmentProbe) { self.parent = parent }

        func clicked() {
            parent.reads.fromCoordinator.append(parent.colorScheme)
            parent.dismiss()
            parent.reads.dismissFromCoordinator += 1
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeGtkWidget(context: Context) -> Gtk.Button {
        reads.atMake = colorScheme
        let button = Gtk.Button(label: "probe")
        let coordinator = context.coordinator
        coordinator.token = button.onClicked { coordinator.clicked() }
        return button
    }

    func updateGtkWidget(_ button: Gtk.Button, context: Context) { reads.atUpdate.append(colorScheme) }
}

/// Reads `@Environment` of a view value never installed in a tree.
struct NeverInstalled: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { EmptyView() }
}

@Suite("A representable's own @Environment", .serialized)
@MainActor
struct RepresentableEnvironmentTests {
    @Test(
        "@Environment in a representable reads the view's environment in make and update, and from a coordinator's copy later"
    )
    func representableEnvironment() throws {
        let reads = EnvironmentReads()
        let host = try GtkTest.show(colorScheme: .dark) { EnvironmentProbe(reads: reads) }
        defer { host.close() }
        #expect(reads.atMake == .dark)
        #expect(reads.atUpdate.last == .dark)
        host.setColorScheme(.light)
        #expect(reads.atUpdate.last == .light)
        try #require(host.root.first("GtkButton")).emit("clicked")
        GtkTest.settle()
        #expect(reads.fromCoordinator == [.light], "the coordinator's copy reads the current environment")
        #expect(reads.dismissFromCoordinator == 1, "calling dismiss from the coordinator does not trap")
    }

    @Test("@Environment read on a view never installed gives the key's default value instead of trapping")
    func neverInstalled() {
        #expect(NeverInstalled().colorScheme == EnvironmentValues().colorScheme)
    }
}
