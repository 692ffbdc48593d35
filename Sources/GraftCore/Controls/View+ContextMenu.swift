/// An edge of a view along the horizontal axis.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The edges, as bits.
        public let rawValue: Int8
        /// A set of edges from bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
        /// The set holding `edge`.
        ///
        /// - Parameter edge: The edge.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}

/// A view with a context menu: the items of every `.contextMenu` and `.swipeActions` applied to
/// it, in the order applied.
public struct _ContextMenuView: View, _PrimitiveView {
    /// `Never`: drawn by a native widget of its own.
    public typealias Body = Never
    let content: AnyView
    let items: [AnyView]

    /// The content, then the menu's items.
    package var _slots: [any View] { [content, _ContextMenuItems(items: items)] }
    /// Makes the native widget for this `_ContextMenuView` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeContextMenuHost()
    }
    /// Nothing to update: the menu is in the children.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    /// Puts the content and the items in place.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setContextMenuChildren(context.handle(), content: slots[0], items: slots[1])
    }
}

/// The groups of items of a context menu, one after the other.
struct _ContextMenuItems: View, _MultiView {
    let items: [AnyView]
    var body: Never { fatalError("_ContextMenuItems is a list of views") }
    func _children(into list: inout [(AnyHashable, any View)]) {
        for (index, group) in items.enumerated() { list.append((index, group)) }
    }
}

extension View {
    /// The view with `items` added to its context menu (joined with the menu it has already).
    @MainActor
    func _addingContextMenuItems(_ items: AnyView) -> _ContextMenuView {
        if let menu = self as? _ContextMenuView {
            return _ContextMenuView(content: menu.content, items: menu.items + [items])
        }
        return _ContextMenuView(content: AnyView(self), items: [items])
    }

    /// Gives the view a context menu: the user opens it with the secondary mouse button, a long
    /// press, or the Menu key (Shift+F10) while the view holds the focus; choosing an item runs
    /// its action and closes the menu.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Duplicate") { duplicate(note) }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    ///
    /// On GTK the menu is a `GtkPopover` opened at the pointer.
    ///
    /// - Parameter menuItems: The menu's buttons (and dividers).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _addingContextMenuItems(AnyView(menuItems()))
    }

    /// Gives the view a context menu with a preview; a desktop menu shows no preview.
    ///
    /// - Parameters:
    ///   - menuItems: The menu's buttons.
    ///   - preview: A phone's preview of the view; not shown on a desktop.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        _addingContextMenuItems(AnyView(menuItems()))
    }

    /// Adds swipe actions to a list row. A desktop has no swipe on rows, so the actions go in the
    /// row's context menu (secondary button, long press, Menu key), after any `.contextMenu` items.
    ///
    /// ```swift
    /// Text(mail.subject)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { delete(mail) }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - edge: The edge a phone swipes from; the menu has one list of actions.
    ///   - allowsFullSwipe: Whether a phone runs the first action on a full swipe; no effect here.
    ///   - content: The actions (buttons).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        _addingContextMenuItems(AnyView(content()))
    }
}
