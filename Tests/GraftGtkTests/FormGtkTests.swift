import Graft
import GtkBridge
import Testing

@Suite("Form, GroupBox, DisclosureGroup, SecureField and TextEditor on GTK", .serialized)
@MainActor
struct FormGtkTests {
    final class Model {
        var password = ""
        var notes = ""
        var isOpen = false
    }

    struct Settings: View {
        @State var password = "secret"
        @State var notes = "first"
        @State var isOpen = false
        let model: Model
        var body: some View {
            Form {
                SecureField(
                    "Password",
                    text: Binding(
                        get: { password },
                        set: {
                            password = $0; model.password = $0
                        }))
                Text("Length \(password.count)")
                GroupBox("Notes") {
                    TextEditor(
                        text: Binding(
                            get: { notes },
                            set: {
                                notes = $0; model.notes = $0
                            })
                    )
                    .frame(height: 60)
                    Button("Reset notes") { notes = "reset" }
                }
                DisclosureGroup(
                    "Advanced",
                    isExpanded: Binding(
                        get: { isOpen },
                        set: {
                            isOpen = $0; model.isOpen = $0
                        })
                ) {
                    Text("Hidden until opened")
                }
                Button("Toggle advanced") { isOpen.toggle() }
            }
        }
    }

    @Test("A form is a boxed GtkListBox with one row per view; fields keep their bindings both ways")
    func form() throws {
        let model = Model()
        let host = try GtkTest.show(width: 360, height: 420) { Settings(model: model) }
        defer { host.close() }
        let list = try #require(host.root.first("GtkListBox"))
        #expect(list.hasCSSClass("boxed-list"))
        #expect(list.all("GtkListBoxRow").count == 5)

        let entry = try #require(host.root.first("GtkEntry"))
        #expect(entry.property("visibility", as: Bool.self) == false, "a secure field hides its text")
        (entry as Gtk.Widget).setText("hunter22")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("Length 8") })
        #expect(model.password == "hunter22")

        let frame = try #require(host.root.first("GtkFrame"))
        #expect(frame.labelTexts.contains("Notes"), "the group box title is on the frame")
        let textView = try #require(frame.first("GtkTextView"))
        try #require(frame.all("GtkButton").first { $0.labelTexts == ["Reset notes"] }).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { textView.textViewText == "reset" })
    }

    @Test("A disclosure group reports the user's clicks to its binding and follows the binding")
    func disclosure() throws {
        let model = Model()
        let host = try GtkTest.show(width: 360, height: 420) { Settings(model: model) }
        defer { host.close() }
        let expander = try #require(host.root.first("GtkExpander"))
        #expect(expander.property("expanded", as: Bool.self) == false)
        try expander.setProperty("expanded", true)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { model.isOpen }, "the user's open reaches the binding")
        try #require(host.root.all("GtkButton").first { $0.labelTexts == ["Toggle advanced"] }).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { expander.property("expanded", as: Bool.self) == false })
    }

    @Test("A section in a form puts its header, each row and its footer in order as rows of the one card")
    func section() throws {
        let host = try GtkTest.show(width: 360, height: 420) {
            Form {
                Section {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Turned off in flight mode")
                }
            }
        }
        defer { host.close() }
        let lists = host.root.all("GtkListBox")
        #expect(lists.count == 1, "one card for the form, none of its own for the section")
        let rows = try #require(lists.first).all("GtkListBoxRow")
        #expect(rows.map(\.labelTexts) == [["Network"], ["Wi-Fi"], ["Bluetooth"], ["Turned off in flight mode"]])
    }

    @Test("A section with only a footer, and the older header:footer: spelling, keep their rows in order")
    func footerSections() throws {
        let host = try GtkTest.show(width: 360, height: 420) {
            Form {
                Section {
                    Text("Roll")
                } footer: {
                    Text("Two dice")
                }
                Section(header: Text("History"), footer: Text("Last ten")) {
                    Text("7")
                }
                Section(footer: Text("Reset clears it")) {
                    Text("Reset")
                }
            }
        }
        defer { host.close() }
        let rows = try #require(host.root.all("GtkListBox").first).all("GtkListBoxRow")
        #expect(
            rows.map(\.labelTexts) == [
                ["Roll"], ["Two dice"], ["History"], ["7"], ["Last ten"], ["Reset"], ["Reset clears it"],
            ])
    }
}

extension Gtk.Widget {
    /// Types into an editable (entry) as the user would.
    func setText(_ text: String) { try? setProperty("text", text) }

    /// The text of a `GtkTextView`'s buffer.
    var textViewText: String? {
        property("buffer", as: GObjectRef.self)?.property("text", as: String.self)
    }
}
