import Graft
import GraftGtk
import GtkBridge
import Testing

@MainActor
final class AlertModel {
    var log: [String] = []
}

/// A window whose "Ask" button presents `content`'s alert or dialog through a `@State` flag, and
/// whose label shows whether it is presented (as an app would).
struct AskHost<Content: View>: View {
    @State private var isPresented = false
    let content: (Binding<Bool>) -> Content
    var body: some View {
        VStack {
            Button("Ask") { isPresented = true }
            Text(isPresented ? "presented" : "closed")
            content($isPresented)
        }
    }
}

/// The modal windows open now (alerts and dialogs are modal windows over their presenter).
@MainActor
var modalWindows: [Gtk.Window] { Gtk.Window.toplevels.filter { $0.isModal } }

@MainActor
func clickButton(titled title: String, in window: Gtk.Window) {
    let button = window.all("GtkButton").first { $0.labelTexts.first == title }
    #expect(button != nil, "no button \(title) in \(window.labelTexts)")
    _ = button?.emit("clicked")
    GtkTest.settle()
}

@Suite("Alerts, confirmation dialogs and small controls", .serialized)
@MainActor
struct AlertTests {
    @Test("An alert shows its title, message and buttons; a destructive button runs and closes it")
    func alert() throws {
        let model = AlertModel()
        let host = try GtkTest.show {
            AskHost { isPresented in
                Text("Files")
                    .alert(
                        "Delete the file?",
                        isPresented: isPresented
                    ) {
                        Button("Delete", role: .destructive) { model.log.append("deleted") }
                        Button("Cancel", role: .cancel) { model.log.append("cancelled") }
                    } message: {
                        Text("This cannot be undone.")
                    }
            }
        }
        defer { host.close() }
        #expect(modalWindows.isEmpty)
        host.click("Ask")
        let window = try #require(modalWindows.first)
        #expect(window.labelTexts == ["Delete the file?", "This cannot be undone.", "Delete", "Cancel"])
        let delete = window.all("GtkButton").first { $0.labelTexts.first == "Delete" }
        #expect(delete?.hasCSSClass("destructive-action") == true)
        clickButton(titled: "Delete", in: window)
        #expect(model.log == ["deleted"])
        #expect(host.root.labelTexts.contains("closed"), "the button closed the alert")
        #expect(modalWindows.isEmpty)
    }

    @Test("An alert without buttons has an OK button that closes it")
    func alertWithoutButtons() throws {
        let host = try GtkTest.show {
            AskHost { isPresented in
                Text("Saved").alert(
                    "Saved", isPresented: isPresented
                ) {}
            }
        }
        defer { host.close() }
        host.click("Ask")
        let window = try #require(modalWindows.first)
        clickButton(titled: "OK", in: window)
        #expect(host.root.labelTexts.contains("closed"))
        #expect(modalWindows.isEmpty)
    }

    @Test("A confirmation dialog lists its choices and adds Cancel when none is given")
    func confirmationDialog() throws {
        let model = AlertModel()
        let host = try GtkTest.show {
            AskHost { isPresented in
                Text("Photo")
                    .confirmationDialog(
                        "Share", isPresented: isPresented
                    ) {
                        Button("Mail") { model.log.append("mail") }
                        Button("Print") { model.log.append("print") }
                    }
            }
        }
        defer { host.close() }
        host.click("Ask")
        let window = try #require(modalWindows.first)
        #expect(window.labelTexts == ["Share", "Mail", "Print", "Cancel"])
        clickButton(titled: "Cancel", in: window)
        #expect(model.log.isEmpty)
        #expect(host.root.labelTexts.contains("closed"))
        host.click("Ask")
        clickButton(titled: "Print", in: try #require(modalWindows.first))
        #expect(model.log == ["print"])
        #expect(modalWindows.isEmpty)
    }

    @Test(".help sets a tooltip; Label and Image(systemName:) show theme icons from the SF Symbol table")
    func helpLabelAndSymbols() throws {
        let host = try GtkTest.show {
            VStack {
                Button("Save") {}.help("Save the document")
                Label("Trash", systemImage: "trash")
                Image(systemName: "no-such-symbol-anywhere")
            }
        }
        defer { host.close() }
        let tooltips = host.root.descendants.compactMap(\.tooltip)
        #expect(tooltips.contains("Save the document"))
        #expect(SystemSymbols.iconName(for: "trash") == "user-trash-symbolic")
        let pictures = host.root.all("GtkPicture")
        #expect(pictures.count == 2)
        #expect(!pictures[0].hasCSSClass("graft-image-missing"), "the theme has user-trash-symbolic")
        #expect(host.root.labelTexts.contains("Trash"))
        #expect(pictures[1].hasCSSClass("graft-image-missing"), "an unknown name shows the missing state")
        #expect(pictures[1].tooltip?.contains("no-such-symbol-anywhere") == true)
    }
}
