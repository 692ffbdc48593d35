import Graft
import GtkBridge
import Testing

private struct Document: Identifiable {
    let id: Int
    let name: String
}

private struct Presenter: View {
    let model: AlertModel
    @State private var asking = false
    @State private var document: Document?
    @State private var oldAlert = false
    @State private var sheetItem: Document?

    var body: some View {
        VStack {
            Button("Ask about report") {
                document = Document(id: 1, name: "report.txt")
                asking = true
            }
            Button("Ask with nothing") {
                document = nil
                asking = true
            }
            Button("Old alert") { oldAlert = true }
            Button("Old sheet") { sheetItem = Document(id: 2, name: "notes.md") }
        }
        .alert("Delete?", isPresented: $asking, presenting: document) { document in
            Button("Delete \(document.name)", role: .destructive) { model.log.append("deleted \(document.name)") }
        } message: { document in
            Text("\(document.name) will be lost.")
        }
        .alert(isPresented: $oldAlert) {
            Alert(
                title: Text("Upload failed"), message: Text("No network."),
                primaryButton: .default(Text("Retry")) { model.log.append("retry") },
                secondaryButton: .cancel())
        }
        .actionSheet(item: $sheetItem) { item in
            ActionSheet(
                title: Text("Share \(item.name)"),
                buttons: [.default(Text("Copy")) { model.log.append("copy \(item.name)") }])
        }
    }
}

@Suite("Alerts presenting data, and the iOS 13 Alert and ActionSheet", .serialized)
@MainActor
struct AlertPresentingGtkTests {
    @Test(".alert(_:isPresented:presenting:) builds its buttons and message from the data; nil data shows nothing")
    func presenting() throws {
        let model = AlertModel()
        let host = try GtkTest.show(width: 320, height: 300) { Presenter(model: model) }
        defer { host.close() }
        host.click("Ask about report")
        let window = try #require(modalWindows.first)
        #expect(window.labelTexts == ["Delete?", "report.txt will be lost.", "Delete report.txt"])
        clickButton(titled: "Delete report.txt", in: window)
        #expect(model.log == ["deleted report.txt"])
        #expect(modalWindows.isEmpty)

        host.click("Ask with nothing")
        #expect(modalWindows.isEmpty, "no data, no alert")
    }

    @Test("Alert(title:message:primaryButton:secondaryButton:) and ActionSheet(item:) show as GTK dialogs")
    func oldStyle() throws {
        let model = AlertModel()
        let host = try GtkTest.show(width: 320, height: 300) { Presenter(model: model) }
        defer { host.close() }
        host.click("Old alert")
        let alert = try #require(modalWindows.first)
        #expect(alert.labelTexts == ["Upload failed", "No network.", "Retry", "Cancel"])
        clickButton(titled: "Retry", in: alert)
        #expect(model.log == ["retry"])
        #expect(modalWindows.isEmpty)

        host.click("Old sheet")
        let sheet = try #require(modalWindows.first)
        #expect(sheet.labelTexts == ["Share notes.md", "Copy", "Cancel"], "Cancel added to the choices")
        clickButton(titled: "Copy", in: sheet)
        #expect(model.log == ["retry", "copy notes.md"])
        #expect(modalWindows.isEmpty, "the item was cleared")
    }
}
