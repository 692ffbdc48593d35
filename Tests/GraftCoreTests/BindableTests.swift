import GraftCore
import GraftTestBackend
import Observation
import Testing

@Observable @MainActor
final class BindableBook {
    var title = "Untitled"
    var isRead = false
}

@Suite("@Bindable on the recording backend")
@MainActor
struct BindableTests {
    struct Editor: View {
        @Bindable var book: BindableBook
        var body: some View {
            VStack {
                TextField("Title", text: $book.title)
                Toggle("Read", isOn: $book.isRead)
            }
        }
    }

    struct Shelf: View {
        let book: BindableBook
        var body: some View {
            VStack {
                Text("\(book.title) \(book.isRead ? "read" : "unread")")
                Editor(book: book)
                LocalBindable(book: book)
            }
        }
    }

    /// `@Bindable var book = book` inside a body, as SwiftUI code writes it for an environment model.
    struct LocalBindable: View {
        let book: BindableBook
        var body: some View {
            @Bindable var book = book
            TextField("Again", text: $book.title)
        }
    }

    @Test("Editing through $model.property sets the model, and every view reading it updates")
    func edits() {
        let book = BindableBook()
        let harness = Harness(Shelf(book: book))
        #expect(harness.root.texts == ["Untitled unread", "Read"])
        let fields = harness.root.allWidgets.filter { $0.kind == "textField" }
        fields[0].type("Middlemarch")
        harness.first("toggle").setOn(true)
        harness.turn()
        #expect(book.title == "Middlemarch")
        #expect(harness.root.texts == ["Middlemarch read", "Read"])
        #expect(fields[1]["text"] == "Middlemarch", "the second editor shows the new title")
        fields[1].type("Persuasion")
        harness.turn()
        #expect(harness.root.texts == ["Persuasion read", "Read"])
    }
}
