extension UINavigationController {
    /// Puts the pages in the `GtkStack` for a change of the top controller: the old top page
    /// stays until the slide ends, before the new one for a push and after it for a pop, so GTK
    /// slides left or right; without an old page, only the new one.
    func showPages(from oldTop: UIViewController?, to newTop: UIViewController?, backward: Bool) {
        pages.transition = oldTop == nil ? .none : .slideLeftRight
        guard let newTop else {
            pages.children = []
            return
        }
        let newPage = newTop.widgetController.view
        guard let oldTop, oldTop !== newTop else {
            pages.children = [newPage]
            return
        }
        if backward {
            pages.children = [newPage, oldTop.widgetController.view]
            pages.showPage(newPage)
        } else {
            pages.children = [oldTop.widgetController.view, newPage]
        }
    }

    /// Ends the change under way when GTK's slide ends.
    func watchTransitions() {
        transitionTokens.append(
            pages.connect("notify::transition-running") { [weak self] in
                guard let self, !self.pages.isTransitionRunning else { return }
                self.finishTransition()
            })
        if let top = stack.last { pages.children = [top.widgetController.view] }
    }

    /// Runs the end of the change under way, if one is: the old page leaves, the lifecycle's
    /// `did` calls and the delegate's `didShow` run.
    func finishTransition() {
        idleToken?.cancel()
        idleToken = nil
        let pending = pendingTransition
        pendingTransition = nil
        pending?()
    }
}

extension Gtk.Stack {
    /// Whether the stack is sliding from one page to another (`transition-running`).
    var isTransitionRunning: Bool { property("transition-running", as: Bool.self) ?? false }
}
