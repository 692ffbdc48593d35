import GraftUIKit
import Testing

/// Counts a text view's delegate calls.
@MainActor
final class RecordingTextViewDelegate: UITextViewDelegate {
    var changes: [String] = []
    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
}

extension UIKitSuite {
    @Suite("UITextView on a GtkTextView in a GtkScrolledWindow")
    @MainActor
    struct TextViewTests {
        @Test("text, font and isEditable reach the GtkTextView; only the user's edits call textViewDidChange")
        func editing() throws {
            try GtkRuntime.initialize()
            let textView = UITextView()
            let delegate = RecordingTextViewDelegate()
            textView.delegate = delegate
            let window = try show(textView, placedBy: topLeft(width: 200, height: 100))
            defer { window.destroy() }
            #expect(rounded(textView.frame) == [0, 0, 200, 100] && textView.scrolledWindow.allocatedWidth == 200)
            textView.text = "Notes"
            #expect(textView.textView.text == "Notes" && delegate.changes.isEmpty)
            // Delete-word keys backwards and forwards, through the text view's keybinding signal
            // (`delete-from-cursor` by characters), wherever the cursor is.
            func deleteAll() {
                textView.textView.emit("delete-from-cursor", arguments: [0, -100])
                textView.textView.emit("delete-from-cursor", arguments: [0, 100])
            }
            deleteAll()
            #expect(textView.text == "" && delegate.changes.last == "")
            let userChanges = delegate.changes.count
            textView.text = "Read only"
            textView.isEditable = false
            deleteAll()
            #expect(textView.text == "Read only" && delegate.changes.count == userChanges)
            // A bigger font makes the same text taller.
            textView.font = .systemFont(ofSize: 10)
            try settle(window)
            let small = textView.textView.measure(orientation: .vertical, forSize: 200).natural
            textView.font = .systemFont(ofSize: 30)
            try settle(window)
            let large = textView.textView.measure(orientation: .vertical, forSize: 200).natural
            #expect(large > small && textView.font?.pointSize == 30)
        }
    }
}
