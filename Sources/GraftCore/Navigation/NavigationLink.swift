/// A button that pushes a screen onto the enclosing `NavigationStack`: the destination registered
/// for a value (`NavigationLink(value:)`), or a given view (`NavigationLink(destination:)`).
///
/// ```swift
/// NavigationLink("Details", value: item)          // with .navigationDestination(for: Item.self)
/// NavigationLink("About") { AboutView() }
/// ```
///
/// Outside a navigation stack a link does nothing. In the sidebar of a two-column
/// `NavigationView`, a destination link shows its destination in the detail column.
public struct NavigationLink<Label: View>: View {
    @Environment(\._navigation) private var model
    @Environment(\._navigationColumns) private var columns
    let label: Label
    let push: @MainActor (_NavigationModel) -> Void
    var destination: AnyView?

    /// A link that pushes `value`; the stack shows the destination registered for its type.
    ///
    /// - Parameters:
    ///   - value: The value to append to the path; nil makes a link that does nothing.
    ///   - label: The link's content.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = { model in if let value { model.push(AnyHashable(value)) } }
    }

    /// A link that pushes `destination`.
    ///
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - label: The link's content.
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.push = { model in model.push(AnyView(destination)) }
        self.destination = AnyView(destination)
    }

    /// A link that pushes the screen `destination` builds.
    ///
    /// - Parameters:
    ///   - destination: Builds the screen to push.
    ///   - label: The link's content.
    public init<Destination: View>(
        @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), label: label)
    }

    /// A button showing the label that pushes the link's screen when pressed.
    public var body: some View {
        let model = self.model
        let push = self.push
        if let columns, let destination {
            return Button(action: { columns.show(destination) }) { label }
        }
        return Button(action: { if let model { push(model) } }) { label }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `value`.
    ///
    /// - Parameters:
    ///   - title: The link's text.
    ///   - value: The value to append to the path.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`.
    ///
    /// - Parameters:
    ///   - title: The link's text.
    ///   - destination: Builds the screen to push.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (deprecated in SwiftUI for the closure form).
    ///
    /// - Parameters:
    ///   - title: The link's text.
    ///   - destination: The screen to push.
    public init<Destination: View>(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}
