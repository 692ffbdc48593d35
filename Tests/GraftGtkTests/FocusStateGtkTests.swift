import Foundation
import Graft
import GtkBridge
import Testing

@Suite("@FocusState and .focused on GTK's keyboard focus", .serialized)
@MainActor
struct FocusStateGtkTests {
    enum Field: Hashable { case name, password }

    struct SignIn: View {
        @FocusState var focused: Field?
        @FocusState var notesFocused: Bool
        @State var name = ""
        @State var password = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focused, equals: .name)
                SecureField("Password", text: $password).focused($focused, equals: .password)
                TextField("Notes", text: .constant("")).focused($notesFocused)
                Text("focus \(focused.map { "\($0)" } ?? "none") notes \(notesFocused)")
                Text("password \(password)")
                Button("Next") { focused = .password }
                Button("Done") { focused = nil }
            }
        }
    }

    @Test("Setting the focus state moves GTK's focus and typed keys go to that field; clearing it releases the focus")
    func programmaticFocus() throws {
        let title = "focus-state-\(UUID().uuidString.prefix(8))"
        let host = try HostingWindow(title: title, width: 320, height: 300, colorScheme: .light) { SignIn() }
        host.present()
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        let entries = host.root.all("GtkEntry")
        let passwordText = try #require(entries[1].first("GtkText"))
        host.root.all("GtkButton")[0].emit("clicked")
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { passwordText.hasFocus }, "Next moved GTK's focus to the password")
        #expect(host.root.labelTexts.contains("focus password notes false"))
        try Keyboard.focusWindow(titled: title)
        try Keyboard.xdotool(["type", "--delay", "20", "secret"])
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("password secret") },
            "typed keys reached the focused field: \(host.root.labelTexts)")
        host.root.all("GtkButton")[1].emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !passwordText.hasFocus }, "Done took the focus away")
        #expect(host.root.labelTexts.contains("focus none notes false"))
    }

    @Test("The user moving the focus into a field (GTK's grab, as a click or Tab does) writes the focus state")
    func userFocus() throws {
        let host = try GtkTest.show(height: 300) { SignIn() }
        defer { host.close() }
        let entries = host.root.all("GtkEntry")
        try #require(entries[0].first("GtkText")).grabFocus()
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("focus name notes false") },
            "\(host.root.labelTexts)")
        try #require(entries[2].first("GtkText")).grabFocus()
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("focus none notes true") },
            "\(host.root.labelTexts)")
    }
}
