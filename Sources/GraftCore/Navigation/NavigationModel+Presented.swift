extension _NavigationModel {
    /// Pushes `view` for the presenter `key`, unless that presenter's screen is already pushed;
    /// `onDismiss` runs when the user (or a push of a value) removes the screen.
    func present(_ view: AnyView, key: ObjectIdentifier, onDismiss: @escaping @MainActor () -> Void) {
        guard !presenters.values.contains(where: { $0.key == key }) else { return }
        push(view)
        if let id = pushedIDs.last { presenters[id] = (key, onDismiss) }
    }

    /// Removes the screen the presenter `key` pushed, and the screens above it (whose presenters
    /// are told).
    func withdraw(key: ObjectIdentifier) {
        guard let id = presenters.first(where: { $0.value.key == key })?.key,
            let index = pushedIDs.firstIndex(of: id)
        else { return }
        let removed = Array(pushedIDs[index...])
        pushedIDs.removeSubrange(index...)
        for id in removed { pushedScreens[id] = nil }
        presenters[id] = nil
        dismissPresented(removed)
        forgetTitles(above: depth)
    }

    /// Tells the presenters of the screens `ids` (those still recorded) that their screen went.
    func dismissPresented(_ ids: [Int]) {
        for id in ids {
            if let presenter = presenters.removeValue(forKey: id) { presenter.onDismiss() }
        }
    }
}

/// The identity of one `.navigationDestination(isPresented:)` modifier, kept in its `@State`.
final class _PresenterToken {}

/// Pushes its destination onto the enclosing navigation stack while `isPresented` is true.
struct _PresentedDestinationView<Content: View>: View {
    @Environment(\._navigation) private var model
    @State private var token = _PresenterToken()
    let content: Content
    let isPresented: Binding<Bool>
    let destination: @MainActor () -> AnyView?

    var body: some View {
        if let model {
            let key = ObjectIdentifier(token)
            let isPresented = self.isPresented
            if isPresented.wrappedValue, let screen = destination() {
                let _ = model.present(screen, key: key) { isPresented.wrappedValue = false }
            } else {
                let _ = model.withdraw(key: key)
            }
        }
        content
    }
}

extension View {
    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true; the
    /// back button pops it and sets `isPresented` to false, and setting it to false pops it.
    ///
    /// The destination is built when it is pushed; its own state and observed models keep it up
    /// to date from then on.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the screen is pushed, both ways.
    ///   - destination: The screen.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
    ) -> some View {
        _PresentedDestinationView(content: self, isPresented: isPresented) { AnyView(destination()) }
    }

    /// Pushes the screen for `item` onto the enclosing `NavigationStack` while it is not `nil`;
    /// the back button pops it and sets `item` to `nil`, and setting it to `nil` pops it.
    ///
    /// The screen is built for the item it was pushed for; a different item while pushed keeps it.
    ///
    /// - Parameters:
    ///   - item: What the screen shows, both ways.
    ///   - destination: Builds the screen for the item.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _PresentedDestinationView(content: self, isPresented: isPresented) {
            item.wrappedValue.map { AnyView(destination($0)) }
        }
    }
}
