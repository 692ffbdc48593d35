import GraftUIKit
import Testing

/// Records what a text field tells its delegate; refuses digits.
@MainActor
final class RecordingFieldDelegate: UITextFieldDelegate {
    var edits: [(NSRange, String)] = []
    var events: [String] = []
    var returnAllowed = true

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        edits.append((range, string))
        return !string.contains { $0.isNumber }
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("begin") }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("end") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("return")
        return returnAllowed
    }
}

extension UIKitSuite {
    @Suite("UITextField on a GtkEntry")
    @MainActor
    struct TextFieldTests {
        @Test("the delegate sees each edit as a UTF-16 range, and a refused edit leaves the text as it was")
        func refusingEdits() throws {
            try GtkRuntime.initialize()
            let field = UITextField()
            let delegate = RecordingFieldDelegate()
            field.delegate = delegate
            var changes: [String] = []
            field.addAction(UIAction { [unowned field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
            field.text = "😀"
            #expect(field.text == "😀" && delegate.edits.isEmpty && changes.isEmpty)
            field.entry.cursorPosition = 1
            field.entry.typeAtCursor("ab")
            #expect(field.text == "😀ab" && field.entry.text == "😀ab")
            #expect(delegate.edits.last?.0 == NSRange(location: 2, length: 0) && delegate.edits.last?.1 == "ab")
            field.entry.typeAtCursor("7")
            #expect(field.text == "😀ab" && delegate.edits.count == 2 && delegate.edits.last?.1 == "7")
            field.entry.deleteAsUser(start: 0, end: 1)
            #expect(field.text == "ab" && delegate.edits.last?.0 == NSRange(location: 0, length: 2))
            #expect(changes == ["😀ab", "ab"])
        }

        @Test("placeholder, secure entry, border style and keyboard type reach the GtkEntry")
        func appearance() throws {
            try GtkRuntime.initialize()
            let field = UITextField()
            #expect(field.text == "" && field.placeholder == nil)
            field.placeholder = "Name"
            #expect(field.entry.placeholderText == "Name")
            #expect(field.entry.property("has-frame", as: Bool.self) == false)
            field.borderStyle = .roundedRect
            #expect(field.entry.property("has-frame", as: Bool.self) == true)
            field.keyboardType = .emailAddress
            #expect(field.entry.property("input-purpose", as: Int.self) == 6)
            field.isSecureTextEntry = true
            #expect(!field.entry.isTextVisible && field.entry.property("input-purpose", as: Int.self) == 8)
            field.isSecureTextEntry = false
            #expect(field.entry.isTextVisible && field.entry.property("input-purpose", as: Int.self) == 6)
        }

        @Test("focus begins and ends editing; Return asks textFieldShouldReturn and sends .editingDidEndOnExit")
        func editingAndReturn() throws {
            try GtkRuntime.initialize()
            let container = UIView()
            let (first, second) = (UITextField(), UITextField())
            for (index, field) in [first, second].enumerated() {
                field.frame = CGRect(x: 10, y: 10 + 50 * index, width: 200, height: 34)
                container.addSubview(field)
            }
            let delegate = RecordingFieldDelegate()
            first.delegate = delegate
            var exits = 0
            first.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
            let window = try show(container)
            defer { window.destroy() }
            #expect(first.frame.width == 200 && first.entry.allocatedWidth > 150)
            #expect(first.becomeFirstResponder())
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { delegate.events == ["begin"] })
            #expect(first.isEditing)
            first.entry.emit("activate")
            #expect(delegate.events == ["begin", "return"] && exits == 1)
            delegate.returnAllowed = false
            first.entry.emit("activate")
            #expect(exits == 1)
            #expect(second.becomeFirstResponder())
            #expect(MainLoop.runUntil(timeout: .seconds(5)) { delegate.events.last == "end" })
            #expect(!first.isEditing && second.isEditing)
        }
    }
}
