/// The container `.transition` puts around a view: it draws the view with the transition's
/// effect while the view is inserted or removed in an animated change.
///
/// Insertion: the first update of the container, when the change that made it is animated (or the
/// transition has an animation of its own), starts it at the insertion effect. Removal: the engine
/// asks the removed view's topmost containers (`_animateRemoval`) and keeps the view on screen
/// until each one that animates has finished (see `ViewNode.retire`).
struct _TransitionView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let transition: AnyTransition
    var _slots: [any View] { [content] }

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTransition()
    }

    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        // Only the update right after make is an insertion.
        guard context.storage.value == nil else { return }
        context.storage.value = true
        guard let animation = animation(for: context.transaction), !transition.insertion.isIdentity else { return }
        context.backend.animateTransition(
            context.handle(), from: transition.insertion, to: .identity, animation: animation
        ) { _ in }
    }

    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }

    func _animateRemoval<B: Backend>(
        _ context: WidgetContext<B>, completion: @escaping @MainActor () -> Void
    ) -> Bool {
        guard let animation = animation(for: context.transaction) else { return false }
        context.backend.animateTransition(context.handle(), from: nil, to: transition.removal, animation: animation) {
            _ in completion()
        }
        return true
    }

    /// The transition's own animation, else the change's; `nil` when the change is not animated.
    private func animation(for transaction: Transaction) -> Animation? {
        if transaction.disablesAnimations { return nil }
        return transition.animation ?? transaction.animation
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed in an animated change.
    ///
    /// ```swift
    /// if showsBanner {
    ///     Banner().transition(.move(edge: .top))
    /// }
    /// ```
    ///
    /// The transition runs when the change is made inside `withAnimation` (or the transition has
    /// an ``AnyTransition/animation(_:)`` of its own): an inserted view animates in from the
    /// insertion effect, and a removed one stays on screen, animating to the removal effect, until
    /// the animation ends. Changes with no animation insert and remove the view at once. It
    /// applies to views inserted and removed by `if`, `switch` and `ForEach`.
    ///
    /// - Parameter t: The transition.
    /// - Returns: A view that runs `t` when it is inserted or removed.
    public func transition(_ t: AnyTransition) -> some View { _TransitionView(content: self, transition: t) }
}
