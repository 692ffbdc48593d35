import CGtk

extension Gtk {
    /// How a `Stack` animates from one page to the next (`GtkStackTransitionType`).
    public enum StackTransition: Sendable {
        /// The new page replaces the old one at once.
        case none
        /// The old page fades out as the new one fades in.
        case crossfade
        /// The pages slide sideways, in the direction of their order.
        case slideLeftRight
    }

    /// A row of linked toggle buttons, one per titled page of a `Stack`, that shows the page
    /// whose button the user presses (`GtkStackSwitcher`).
    public final class StackSwitcher: Widget {
        /// Creates a switcher for `stack`'s pages.
        ///
        /// - Parameter stack: The stack whose titled pages get a button each.
        public init(stack: Stack) {
            super.init(takingFloating: OpaquePointer(gtk_stack_switcher_new()))
            gtk_stack_switcher_set_stack(gobjectPointer, stack.gobjectPointer)
        }
    }
}

extension Gtk.Stack {
    private var stackPointer: OpaquePointer { gobjectPointer }

    /// Shows `page`, one of the stack's children (with the stack's transition).
    ///
    /// - Parameter page: A widget in `children`; any other widget is ignored.
    public func showPage(_ page: Gtk.Widget) {
        guard children.contains(where: { $0 === page }) else { return }
        gtk_stack_set_visible_child(stackPointer, page.widgetPointer)
    }

    /// Sets the title a `StackSwitcher` shows for `page` (`GtkStackPage:title`).
    ///
    /// - Parameters:
    ///   - title: The button's text, or `nil` for no button.
    ///   - page: A widget in `children`; any other widget is ignored.
    public func setTitle(_ title: String?, of page: Gtk.Widget) {
        guard children.contains(where: { $0 === page }), let info = gtk_stack_get_page(stackPointer, page.widgetPointer)
        else { return }
        gtk_stack_page_set_title(info, title)
    }

    /// Marks `page` as wanting the user's attention: its `StackSwitcher` button shows a dot
    /// (`GtkStackPage:needs-attention`).
    ///
    /// - Parameters:
    ///   - needsAttention: Whether the dot shows.
    ///   - page: A widget in `children`; any other widget is ignored.
    public func setNeedsAttention(_ needsAttention: Bool, of page: Gtk.Widget) {
        guard children.contains(where: { $0 === page }), let info = gtk_stack_get_page(stackPointer, page.widgetPointer)
        else { return }
        gtk_stack_page_set_needs_attention(info, needsAttention ? 1 : 0)
    }

    /// Whether `page`'s switcher button shows the attention dot.
    ///
    /// - Parameter page: A widget in `children`.
    /// - Returns: `false` for a widget that is not a page.
    public func needsAttention(of page: Gtk.Widget) -> Bool {
        guard children.contains(where: { $0 === page }), let info = gtk_stack_get_page(stackPointer, page.widgetPointer)
        else { return false }
        return gtk_stack_page_get_needs_attention(info) != 0
    }

    /// The animation between pages.
    public var transition: Gtk.StackTransition {
        get {
            switch gtk_stack_get_transition_type(stackPointer) {
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT: .slideLeftRight
            default: .none
            }
        }
        set {
            let type: GtkStackTransitionType =
                switch newValue {
                case .none: GTK_STACK_TRANSITION_TYPE_NONE
                case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
                case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
                }
            gtk_stack_set_transition_type(stackPointer, type)
        }
    }
}
