import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite(".textCase and .textSelection on GTK", .serialized)
@MainActor
struct TextCaseGtkTests {
    @Test("textCase shows every Text below in capitals or small letters; nil undoes it; fields keep their text")
    func textCase() throws {
        struct Cases: View {
            @State var name = "Ada"
            @State var upper = true
            var body: some View {
                VStack {
                    Text("Straße")
                    Text("Bold ") + Text("Run").bold()
                    Text("As Written").textCase(nil)
                    TextField("Name", text: $name)
                    Text("Mixed Case").textCase(.lowercase)
                    Button("off") { upper = false }
                }
                .textCase(upper ? .uppercase : nil)
                .environment(\.locale, Locale(identifier: "de_DE"))
            }
        }
        let host = try GtkTest.show { Cases() }
        defer { host.close() }
        let labels = host.root.labelTexts
        #expect(labels.contains("STRASSE"), "by the locale's rules")
        #expect(labels.contains { $0.contains("BOLD ") && $0.contains("RUN") }, "styled runs too")
        #expect(labels.contains("As Written"))
        #expect(labels.contains("mixed case"), "the nearest textCase wins")
        #expect(labels.contains("OFF"), "a button's title is a Text")
        #expect(host.root.first("GtkText")?.property("text", as: String.self) == "Ada", "a field keeps its text")

        host.root.all("GtkButton").first { $0.labelTexts == ["OFF"] }?.emit("clicked")
        GtkTest.settle()
        #expect(host.root.labelTexts.contains("Straße"), "nil shows the text as written again")
    }

    @Test("a section header takes the case of the textCase around it")
    func sectionHeader() throws {
        let host = try GtkTest.show {
            List {
                Section("Recent Files") { Text("notes.txt").textCase(nil) }
            }
            .textCase(.uppercase)
        }
        defer { host.close() }
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("RECENT FILES") })
        #expect(host.root.labelTexts.contains("notes.txt"))
    }

    @Test("textSelection(.enabled) makes the labels below selectable; the default is not")
    func textSelection() throws {
        let host = try GtkTest.show {
            VStack {
                Text("Order 1234").textSelection(.enabled)
                Text("plain")
                Text("off").textSelection(.disabled)
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        try #require(labels.count == 3)
        #expect(labels.map { $0.property("selectable", as: Bool.self) } == [true, false, false])
        #expect(labels[0].focusable, "a selectable label takes the focus, so the keyboard selects in it")
    }
}
