import GraftCore
import GtkBridge

extension GtkBackend {
    /// The `GtkScrolledWindow` of a scroll view or a list, with the box its content is laid out in
    /// (a scroll view's column; nil for a list, whose rows are GTK's).
    private static func scroller(of view: NativeWidget) -> (scroller: Gtk.Widget, content: Gtk.Box?)? {
        switch view {
        case let scrollView as NativeScrollView: (scrollView.scroller, scrollView.box)
        case let list as NativeList: (list.list, nil)
        default: nil
        }
    }

    /// The scrolled window's scroll bar policies, kinetic and overlay scrolling from the
    /// environment: a hidden indicator is GTK's external policy (no scroll bar, still scrolling),
    /// a visible one a classic, non-overlay bar; scrolling off hides both bars, turns kinetic
    /// scrolling off and swallows scroll events in the capture phase (touch drags included, as
    /// they arrive as scroll events on X11). An axis that does not scroll stays so. A list's
    /// background goes with `.scrollContentBackground(.hidden)`; a scroll view's column takes the
    /// content margins.
    public func updateScrolling(_ view: NativeWidget, _ environment: EnvironmentValues) {
        guard let (scroller, content) = Self.scroller(of: view), let current = scroller.scrollbarPolicies else {
            return
        }
        let enabled = environment.isScrollEnabled
        func policy(_ visibility: ScrollIndicatorVisibility, _ current: Gtk.ScrollbarPolicy) -> Gtk.ScrollbarPolicy {
            if current == .never { return .never }
            return !enabled || visibility._hides ? .external : .automatic
        }
        scroller.setScrollbarPolicies(
            horizontal: policy(environment.horizontalScrollIndicatorVisibility, current.horizontal),
            vertical: policy(environment.verticalScrollIndicatorVisibility, current.vertical))
        let classic =
            environment.horizontalScrollIndicatorVisibility._staysVisible
            || environment.verticalScrollIndicatorVisibility._staysVisible
        if scroller.isOverlayScrolling == classic { scroller.isOverlayScrolling = !classic }
        if scroller.isKineticScrolling != enabled { scroller.isKineticScrolling = enabled }
        if !enabled && !scroller.hasCSSClass(Self.scrollLockClass) {
            scroller.addCSSClass(Self.scrollLockClass)
            view.tokens.append(
                scroller.interceptScrollEvents { [weak scroller] in
                    scroller?.hasCSSClass(Self.scrollDisabledClass) == true
                })
        }
        if enabled {
            scroller.removeCSSClass(Self.scrollDisabledClass)
        } else {
            scroller.addCSSClass(Self.scrollDisabledClass)
        }

        if let scrollView = view as? NativeScrollView { updateSnapping(scrollView, environment) }
        if view is NativeList {
            Self.installScrollingStyles()
            if environment._scrollContentBackground == .hidden {
                scroller.addCSSClass("graft-no-content-background")
            } else {
                scroller.removeCSSClass("graft-no-content-background")
            }
        }
        if let content {
            let margins = environment._scrollContentMargins
            let values = [margins.top, margins.leading, margins.bottom, margins.trailing].map { Int($0.rounded()) }
            if [content.marginTop, content.marginStart, content.marginBottom, content.marginEnd] != values {
                (content.marginTop, content.marginStart, content.marginBottom, content.marginEnd) =
                    (values[0], values[1], values[2], values[3])
            }
        }
    }

    /// Ends the scroll view's scrolls where the environment's `ScrollTargetBehavior` says, or
    /// stops doing so once it has none.
    private func updateSnapping(_ view: NativeScrollView, _ environment: EnvironmentValues) {
        guard let behavior = environment._scrollTargetBehavior else {
            view.snapping = nil
            return
        }
        if let snapping = view.snapping {
            snapping.behavior = behavior
            snapping.environment = environment
        } else {
            view.snapping = ScrollTargetSnapping(view, behavior: behavior, environment: environment)
        }
    }

    /// A one-child box marked as the layout whose children are the scroll view's targets.
    public func makeScrollTargetLayout() -> NativeWidget { makePadding() }

    /// Marks the box (a CSS class the scroll view looks for) while the children are targets.
    public func updateScrollTargetLayout(_ view: NativeWidget, isEnabled: Bool) {
        if isEnabled {
            view.widget.addCSSClass(ScrollTargetSnapping.layoutClass)
        } else {
            view.widget.removeCSSClass(ScrollTargetSnapping.layoutClass)
        }
    }

    /// Marks a scrolled window that has the capture-phase scroll interceptor.
    private static let scrollLockClass = "graft-scroll-lock"
    /// Marks a scrolled window whose scrolling is off: its interceptor swallows scroll events.
    private static let scrollDisabledClass = "graft-scroll-disabled"

    private static var scrollingStylesInstalled = false

    private static func installScrollingStyles() {
        guard !scrollingStylesInstalled else { return }
        scrollingStylesInstalled = true
        _ = StyleSheet.shared.addRule(
            selector: ".graft-no-content-background, .graft-no-content-background > listview",
            declarations: "background: none;")
        StyleSheet.shared.commit()
    }
}
