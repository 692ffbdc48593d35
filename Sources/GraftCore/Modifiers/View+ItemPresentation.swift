extension View {
    /// Presents a sheet for `item` while it is not `nil`.
    ///
    /// Closing the sheet's window sets `item` to `nil`. While the sheet shows, a new non-nil item
    /// updates its content in place (SwiftUI closes and reopens the sheet when the id changes).
    ///
    /// - Parameters:
    ///   - item: The item shown; `nil` closes the sheet.
    ///   - onDismiss: Runs after the sheet closes.
    ///   - content: The sheet's views for the item.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(isPresented: _isPresent(item), onDismiss: onDismiss) { item.wrappedValue.map(content) }
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    ///
    /// - Parameters:
    ///   - item: The item shown; `nil` closes the cover.
    ///   - onDismiss: Runs after the cover closes.
    ///   - content: The cover's views for the item.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        fullScreenCover(isPresented: _isPresent(item), onDismiss: onDismiss) { item.wrappedValue.map(content) }
    }
}

/// Whether an optional value is present; setting false clears it.
@MainActor
func _isPresent<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
    Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
