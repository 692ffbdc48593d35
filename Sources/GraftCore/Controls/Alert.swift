/// An alert as iOS 13 wrote it (deprecated in SwiftUI for `.alert(_:isPresented:actions:)`):
/// a title, a message and one or two buttons, shown with `.alert(isPresented:content:)`.
///
/// ```swift
/// .alert(isPresented: $failed) {
///     Alert(title: Text("Upload failed"), message: Text(reason), dismissButton: .default(Text("OK")))
/// }
/// ```
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an `Alert` or `ActionSheet`: its text, role and action.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        ///
        /// - Parameters:
        ///   - label: Its text.
        ///   - action: What runs when pressed, before the alert closes.
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A Cancel button with the given text.
        ///
        /// - Parameters:
        ///   - label: Its text.
        ///   - action: What runs when pressed, before the alert closes.
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A Cancel button titled "Cancel".
        ///
        /// - Parameter action: What runs when pressed, before the alert closes.
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button for an action that destroys something (GTK's `destructive-action` style).
        ///
        /// - Parameters:
        ///   - label: Its text.
        ///   - action: What runs when pressed, before the alert closes.
        /// - Returns: The button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// An alert with one button (OK when `dismissButton` is `nil`).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under it.
    ///   - dismissButton: The button that closes it.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under it.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// A list of choices as iOS 13 wrote it (deprecated in SwiftUI for `.confirmationDialog`),
/// shown with `.actionSheet(isPresented:content:)` as a confirmation dialog.
@MainActor
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under it.
    ///   - buttons: The choices; a Cancel button is added when none has the cancel role.
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of an old-style alert or action sheet as Graft buttons.
struct _AlertButtons: View, _MultiView {
    let buttons: [Alert.Button]
    var body: Never { fatalError("_AlertButtons is a list of buttons") }
    func _children(into list: inout [(AnyHashable, any View)]) {
        for (index, button) in buttons.enumerated() {
            let action = button.action
            list.append((index, Button(button.label.content, role: button.role) { action?() }))
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - content: Makes the alert.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return sheet(isPresented: isPresented) { _AlertContent(alert, isConfirmation: false) }
    }

    /// Shows the alert `content` makes for `item` while it is not `nil`; closing sets it to `nil`
    /// (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - item: What the alert is about.
    ///   - content: Makes the alert for the item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return sheet(isPresented: _presence(of: item)) { alert.map { _AlertContent($0, isConfirmation: false) } }
    }

    /// Shows the action sheet `content` makes while `isPresented` is true, as a confirmation
    /// dialog (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - content: Makes the action sheet.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        let alert = Alert(title: sheet.title, message: sheet.message, buttons: sheet.buttons)
        return self.sheet(isPresented: isPresented) { _AlertContent(alert, isConfirmation: true) }
    }

    /// Shows the action sheet `content` makes for `item` while it is not `nil` (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - item: What the sheet is about.
    ///   - content: Makes the action sheet for the item.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let alert = item.wrappedValue.map(content).map {
            Alert(title: $0.title, message: $0.message, buttons: $0.buttons)
        }
        return sheet(isPresented: _presence(of: item)) { alert.map { _AlertContent($0, isConfirmation: true) } }
    }
}

extension Alert {
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension _AlertContent where Actions == _AlertButtons, Message == Text? {
    init(_ alert: Alert, isConfirmation: Bool) {
        self.init(
            title: alert.title.content, showsTitle: true,
            actions: _AlertButtons(buttons: alert.buttons.isEmpty ? [.default(Text("OK"))] : alert.buttons),
            message: alert.message, isConfirmation: isConfirmation)
    }
}

/// A binding that is true while `item` holds a value; setting it to false clears the item.
@MainActor
func _presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
