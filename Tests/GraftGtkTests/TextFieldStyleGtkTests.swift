import Foundation
import Graft
import GtkBridge
import Testing

@Suite("TextField prompts, .textFieldStyle and .onSubmit on GTK", .serialized)
@MainActor
struct TextFieldStyleGtkTests {
    @Test("A prompt is the entry's placeholder; .plain turns the entry's frame off, .roundedBorder keeps it")
    func promptAndStyle() throws {
        struct Fields: View {
            @State var email = ""
            @State var code = ""
            var body: some View {
                VStack {
                    TextField("Email", text: $email, prompt: Text("you@example.org"))
                        .textFieldStyle(.roundedBorder)
                    SecureField("Code", text: $code).textFieldStyle(.plain)
                    Text("email \(email)")
                }
            }
        }
        let host = try GtkTest.show { Fields() }
        defer { host.close() }
        let entries = host.root.all("GtkEntry")
        #expect(entries.map { $0.property("placeholder-text", as: String.self) } == ["you@example.org", "Code"])
        #expect(entries.map { $0.property("has-frame", as: Bool.self) } == [true, false])
        #expect(entries[1].property("visibility", as: Bool.self) == false, "a secure field hides its text")
        try entries[0].first("GtkText")!.setProperty("text", "ada@example.org")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.last == "email ada@example.org" })
    }

    @Test("Enter in a field runs the .onSubmit around it")
    func submit() throws {
        struct Search: View {
            @State var query = ""
            @State var submitted = "nothing yet"
            var body: some View {
                VStack {
                    TextField("Query", text: $query)
                    Text("submitted \(submitted)")
                }
                .onSubmit { submitted = query }
            }
        }
        let host = try GtkTest.show { Search() }
        defer { host.close() }
        let entry = try #require(host.root.first("GtkEntry"))
        try entry.first("GtkText")!.setProperty("text", "otters")
        GtkTest.settle()
        entry.emit("activate")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.last == "submitted otters" })
    }

    @Test("keyboardType, textContentType, capitalisation and autocorrection become the entry's input purpose and hints")
    func inputTraits() throws {
        let text = Binding.constant("")
        let host = try GtkTest.show(height: 300) {
            VStack {
                TextField("Email", text: text).keyboardType(.emailAddress).textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                TextField("Phone", text: text).textContentType(.telephoneNumber)
                TextField("Code", text: text).keyboardType(.numberPad)
                TextField("Title", text: text).autocapitalization(.words)
                SecureField("Password", text: text).keyboardType(.numberPad)
            }
        }
        defer { host.close() }
        let entries = host.root.all("GtkEntry")
        #expect(
            entries.map { $0.property("input-purpose", as: String.self) } == [
                "email", "phone", "digits", "free-form", "password",
            ])
        #expect(entries[0].property("input-hints", as: String.self) == "no-spellcheck|lowercase")
        #expect(entries[1].property("input-hints", as: String.self) == "")
        #expect(entries[3].property("input-hints", as: String.self) == "uppercase-words")
    }

    @Test("Phone-only modifiers compile and change nothing on the field")
    func phoneOnly() throws {
        let text = Binding.constant("")
        let host = try GtkTest.show {
            VStack {
                TextField("Plain", text: text)
                TextField("Decorated", text: text)
                    .submitLabel(.done)
                    .scrollDismissesKeyboard(.interactively)
                    .sensoryFeedback(.success, trigger: 1)
                    .statusBarHidden()
                    .persistentSystemOverlays(.hidden)
            }
        }
        defer { host.close() }
        let entries = host.root.all("GtkEntry")
        for property in ["input-purpose", "input-hints"] {
            #expect(entries[0].property(property, as: String.self) == entries[1].property(property, as: String.self))
        }
        #expect(entries[0].allocatedHeight == entries[1].allocatedHeight)
    }
}
