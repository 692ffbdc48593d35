extension View {
    /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`; the
    /// buttons and message are built from the data.
    ///
    /// ```swift
    /// .alert("Delete \(file?.name ?? "")?", isPresented: $asking, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.size) bytes will be lost.")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - data: What the alert is about; `nil` shows no alert.
    ///   - actions: Its buttons for the data.
    ///   - message: The text under the title for the data.
    public func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            _AlertContent(
                title: title, showsTitle: true, actions: actions($0), message: message($0), isConfirmation: false)
        }
        return sheet(isPresented: _presenting(isPresented, when: data != nil)) { content }
    }

    /// Shows an alert about `data` with buttons built from it (see
    /// ``alert(_:isPresented:presenting:actions:message:)``).
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - isPresented: Whether it shows.
    ///   - data: What the alert is about; `nil` shows no alert.
    ///   - actions: Its buttons for the data.
    public func alert<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// `nil`; the choices and message are built from the data, and Cancel is added when no
    /// choice has the cancel role.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether it shows; set to false when it closes.
    ///   - titleVisibility: Whether the title shows (GTK shows it unless `.hidden`).
    ///   - data: What the dialog is about; `nil` shows no dialog.
    ///   - actions: The choices for the data.
    ///   - message: The text under the title for the data.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            _AlertContent(
                title: title, showsTitle: titleVisibility != .hidden, actions: actions($0), message: message($0),
                isConfirmation: true)
        }
        return sheet(isPresented: _presenting(isPresented, when: data != nil)) { content }
    }

    /// Shows a confirmation dialog about `data` with choices built from it.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isPresented: Whether it shows.
    ///   - titleVisibility: Whether the title shows.
    ///   - data: What the dialog is about; `nil` shows no dialog.
    ///   - actions: The choices for the data.
    public func confirmationDialog<A: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }
}

/// `isPresented`, reading `false` while there is nothing to present.
@MainActor
func _presenting(_ isPresented: Binding<Bool>, when available: Bool) -> Binding<Bool> {
    Binding(get: { available && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
}
