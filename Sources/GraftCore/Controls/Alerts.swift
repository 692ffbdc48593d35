/// Buttons whose role an alert can read (to add a Cancel button only when none is given).
@MainActor
protocol _RoleButton {
    var _role: ButtonRole? { get }
}

/// Whether `view` (looked through tuples, groups and conditionals) holds a button of `role`.
@MainActor
func _containsButton(_ view: any View, role: ButtonRole) -> Bool {
    if let button = view as? any _RoleButton { return button._role == role }
    guard let multi = view as? any _MultiView else { return false }
    var children: [(AnyHashable, any View)] = []
    multi._children(into: &children)
    return children.contains { _containsButton($0.1, role: role) }
}

struct DismissOnButtonActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether buttons below close the presentation after their action (alert buttons do).
    var _dismissesOnButtonAction: Bool {
        get { self[DismissOnButtonActionKey.self] }
        set { self[DismissOnButtonActionKey.self] = newValue }
    }
}

/// The content of an alert or confirmation dialog window: title, message and buttons; any button
/// closes it after its action.
struct _AlertContent<Actions: View, Message: View>: View {
    let title: String
    let showsTitle: Bool
    let actions: Actions
    let message: Message
    let isConfirmation: Bool

    var body: some View {
        let hasActions = !(actions is EmptyView)
        let hasCancel = _containsButton(actions, role: .cancel)
        VStack(alignment: .leading, spacing: 12) {
            if showsTitle { Text(title).font(.headline) }
            message
            if isConfirmation {
                VStack(spacing: 6) {
                    actions
                    if !hasCancel { Button("Cancel", role: .cancel) {} }
                }
            } else {
                HStack(spacing: 8) {
                    Spacer()
                    if hasActions { actions } else { Button("OK") {} }
                }
            }
        }
        .padding(16)
        .environment(\._dismissesOnButtonAction, true)
    }
}

extension View {
    /// Shows an alert — a small modal window with a title, a message and buttons — while
    /// `isPresented` is true. Any of its buttons closes it after running its action; with no
    /// buttons it shows an OK button.
    ///
    /// ```swift
    /// .alert("Delete the file?", isPresented: $asking) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - actions: Its buttons.
    ///   - message: The text under the title.
    public func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = _AlertContent(
            title: title, showsTitle: true, actions: actions(), message: message(), isConfirmation: false)
        return sheet(isPresented: isPresented) { content }
    }

    /// Shows an alert with a title and buttons (see ``alert(_:isPresented:actions:message:)``).
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether it shows.
    ///   - actions: Its buttons.
    public func alert<A: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Shows a confirmation dialog — a modal window with a column of choices and Cancel — while
    /// `isPresented` is true. A Cancel button is added when none of the actions has the cancel role.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - titleVisibility: Whether the title shows (GTK shows it unless `.hidden`).
    ///   - actions: The choices.
    ///   - message: The text under the title.
    public func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = _AlertContent(
            title: title, showsTitle: titleVisibility != .hidden, actions: actions(), message: message(),
            isConfirmation: true)
        return sheet(isPresented: isPresented) { content }
    }

    /// Shows a confirmation dialog with a title and choices.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether it shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - actions: The choices.
    public func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }
}
