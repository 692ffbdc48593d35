import Graft
import GtkBridge
import Observation
import Testing

@Observable @MainActor
private final class Presentation {
    var showsDetail = false
    var selected: String?
}

private struct PresentingRoot: View {
    let model: Presentation
    var body: some View {
        VStack {
            Text(model.showsDetail ? "flag on" : "flag off")
            Button("Show") { model.showsDetail = true }
            Button("Pick kiwi") { model.selected = "kiwi" }
        }
        .navigationTitle("Root")
        .navigationDestination(isPresented: Binding(get: { model.showsDetail }, set: { model.showsDetail = $0 })) {
            Text("Detail screen").navigationTitle("Detail")
        }
        .navigationDestination(item: Binding(get: { model.selected }, set: { model.selected = $0 })) { fruit in
            Text("Fruit \(fruit)")
        }
    }
}

@Suite("navigationDestination(isPresented:) and (item:) on GTK", .serialized)
@MainActor
struct PresentedDestinationGtkTests {
    @Test("isPresented pushes the destination; the back button pops it and sets the binding false; false pops it")
    func isPresented() throws {
        let model = Presentation()
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack { PresentingRoot(model: model) }
        }
        defer { host.close() }
        host.click("Show")
        #expect(host.shownTexts.contains("Detail screen"))
        #expect(host.shownTexts.contains("Detail"))
        host.click("‹ Root")
        #expect(model.showsDetail == false, "the back button set the binding to false")
        #expect(host.shownTexts.contains("flag off"))

        model.showsDetail = true
        GtkTest.settle()
        #expect(host.shownTexts.contains("Detail screen"), "setting the binding pushes")
        model.showsDetail = false
        GtkTest.settle()
        #expect(!host.shownTexts.contains("Detail screen"), "clearing it pops")
        #expect(host.shownTexts.contains("Show"))
    }

    @Test("item: pushes the screen for the item; the back button sets it to nil")
    func item() throws {
        let model = Presentation()
        let host = try GtkTest.show(width: 360, height: 300) {
            NavigationStack { PresentingRoot(model: model) }
        }
        defer { host.close() }
        host.click("Pick kiwi")
        #expect(host.shownTexts.contains("Fruit kiwi"))
        host.click("‹ Root")
        #expect(model.selected == nil)
        #expect(host.shownTexts.contains("Pick kiwi"))
    }
}
