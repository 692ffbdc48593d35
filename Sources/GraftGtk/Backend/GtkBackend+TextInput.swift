import GraftCore
import GtkBridge

/// A `TextField` or `SecureField`: a `GtkEntry`.
@MainActor
public final class NativeTextField: NativeWidget {
    let entry: Gtk.Entry
    /// The text last set or typed.
    var lastText: String?
    /// What runs when the user edits the text.
    var onChange: (@MainActor (String) -> Void)?
    /// What runs when the user presses Enter.
    var onSubmit: (@MainActor () -> Void)?
    /// Whether the entry draws its frame (`.textFieldStyle(.plain)` turns it off).
    var isFramed = true
    /// Whether it is a `SecureField` (its input purpose stays `password`).
    var isSecure = false
    /// The input purpose and hints last given to the entry.
    var inputTraits = TextInputTraits()
    /// The `.focused` binding's side: GTK's focus entering and leaving the entry.
    let focus: FocusFollower
    /// What runs when the user moves the cursor or selection (a `TextSelection` binding).
    var onSelect: (@MainActor (Range<Int>, String) -> Void)?
    /// Whether the entry's cursor and selection are observed.
    var followsSelection = false
    init(_ entry: Gtk.Entry) {
        self.entry = entry
        focus = FocusFollower(entry)
        super.init(entry)
    }
    override func dropCallbacks() {
        onChange = nil
        onSubmit = nil
        onSelect = nil
        focus.drop()
    }
}

/// A `TextEditor`: a `GtkTextView` in a scrolled window.
@MainActor
public final class NativeTextEditor: NativeWidget {
    let editor: Gtk.TextView
    /// The text last set or typed.
    var lastText: String?
    /// What runs when the user edits the text.
    var onChange: (@MainActor (String) -> Void)?
    /// What runs when the user moves the cursor or selection (a `TextSelection` binding).
    var onSelect: (@MainActor (Range<Int>, String) -> Void)?
    /// Whether the buffer's cursor and selection are observed.
    var followsSelection = false
    init(_ scroller: Gtk.ScrolledWindow, editor: Gtk.TextView) {
        self.editor = editor
        super.init(scroller)
    }
    override var accessibleTarget: Gtk.Widget { editor }
    override func dropCallbacks() {
        onChange = nil
        onSelect = nil
    }
}

extension GtkBackend {
    /// A `GtkEntry` that takes the width it is offered.
    public func makeTextField() -> NativeTextField {
        let entry = Gtk.Entry()
        let view = NativeTextField(entry)
        // As in SwiftUI, a text field takes the width it is offered.
        entry.hexpand = true
        view.setOwnFills(width: true, height: false)
        view.tokens.append(
            entry.onChanged { [weak view] text in
                guard let view, !view.isApplyingUpdate else { return }
                view.lastText = text
                view.onChange?(text)
            })
        view.tokens.append(entry.onActivate { [weak view] in view?.onSubmit?() })
        return view
    }

    /// Shows `text` unless the entry already does (the cursor stays); edits and Enter go to the handlers.
    public func updateTextField(
        _ view: NativeTextField, text: String, placeholder: String, title: String,
        onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        let entry = view.entry
        view.onChange = onChange
        view.onSubmit = onSubmit
        if entry.text != text {
            view.isApplyingUpdate = true
            entry.text = text
            view.isApplyingUpdate = false
        }
        if entry.placeholderText != placeholder { entry.placeholderText = placeholder }
        // SwiftUI announces a text field by its title (the placeholder when it has no prompt).
        let name = title.isEmpty ? placeholder : title
        if view.automaticLabel != name {
            view.automaticLabel = name
            refreshAutomaticLabel(view)
        }
        // `.plain` is an entry without its frame; every other style is GTK's framed entry.
        let framed = environment.textFieldAppearance != .plain
        if view.isFramed != framed {
            view.isFramed = framed
            try? entry.setProperty("has-frame", framed)
        }
        entry.isSensitive = environment.isEnabled
        view.focus.apply(environment._focusRequest)
        applyInputTraits(view, environment.textInputTraits)
    }

    /// GTK's password mode: the entry shows bullets instead of the text.
    public func setTextFieldSecure(_ view: NativeTextField, _ isSecure: Bool) {
        let entry = view.entry
        entry.isTextVisible = !isSecure
        view.isSecure = isSecure
        try? entry.setProperty("input-purpose", isSecure ? "password" : "free-form")
    }

    /// A `GtkTextView` in a `GtkScrolledWindow` with GTK's `view` frame, filling its space.
    public func makeTextEditor() -> NativeTextEditor {
        let editor = Gtk.TextView()
        let scroller = Gtk.ScrolledWindow()
        scroller.child = editor
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.addCSSClass("frame")
        let view = NativeTextEditor(scroller, editor: editor)
        view.setOwnFills(width: true, height: true)
        view.tokens.append(
            editor.onChanged { [weak view] text in
                guard let view, !view.isApplyingUpdate else { return }
                view.lastText = text
                view.onChange?(text)
                // An edit moves the cursor with the text, without a `mark-set`.
                view.onSelect?(view.editor.selectedRange, text)
            })
        return view
    }

    /// Shows `text` in the text view unless it already does (the cursor stays); edits go to `onChange`.
    public func updateTextEditor(
        _ view: NativeTextEditor, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        let editor = view.editor
        view.onChange = onChange
        if view.lastText != text {
            view.isApplyingUpdate = true
            editor.text = text
            view.isApplyingUpdate = false
            view.lastText = text
        }
        if editor.isEditable != environment.isEnabled { editor.isEditable = environment.isEnabled }
    }
}
