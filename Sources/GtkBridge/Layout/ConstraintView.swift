import CGtk

extension Gtk {
    /// A container whose children are placed by GTK's constraint solver: a `GtkFixed` whose layout
    /// manager is a `GtkConstraintLayout` — the widget under a `UIView`.
    ///
    /// Children are added with `appendChild(_:)` / `insertChild(_:after:)` in drawing order (later
    /// children draw on top). After each frame's layout in which the container's own size changed,
    /// `didAllocate(width:height:)` runs, so a subclass can react to its new size.
    ///
    /// ```swift
    /// let view = ConstraintView()
    /// view.appendChild(label)
    /// view.constraintLayout.addConstraint(
    ///     Constraint(target: .widget(label), attribute: .centerX, relation: .equal,
    ///                source: nil, sourceAttribute: .centerX, strength: ConstraintStrength.strong))
    /// ```
    open class ConstraintView: Widget {
        /// The layout manager placing the children.
        public let constraintLayout = ConstraintLayout()
        private var realizeTokens: [SignalToken] = []
        private var layoutToken: SignalToken?
        private var lastSize: (width: Int, height: Int) = (-1, -1)

        /// Creates an empty container.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_fixed_new()))
            setConstraintLayout(constraintLayout)
            realizeTokens.append(
                connect("realize", after: true) { [weak self] in
                    guard let self else { return }
                    if self.usesOwnConstraintLayout { self.constraintLayout.attachConstraints() }
                    self.followFrameClock()
                })
            realizeTokens.append(
                connect("unrealize") { [weak self] in
                    self?.constraintLayout.detachConstraints()
                    self?.layoutToken?.cancel()
                    self?.layoutToken = nil
                })
        }

        /// Whether `constraintLayout` is still the widget's layout manager (a control's view
        /// replaces it with a bin or custom layout, and its constraints then stay out of GTK).
        private var usesOwnConstraintLayout: Bool {
            gtk_widget_get_layout_manager(widgetPointer) == constraintLayout.pointer(as: GtkLayoutManager.self)
        }

        /// Adds `child` above the other children.
        ///
        /// - Parameter child: A widget with no parent.
        public func appendChild(_ child: Widget) {
            insertChild(child, after: lastChild)
        }

        /// Adds `child` just above `sibling` (`nil`: below every other child).
        ///
        /// - Parameters:
        ///   - child: A widget with no parent, or a child of this container to move.
        ///   - sibling: A child of this container, or `nil`.
        public func insertChild(_ child: Widget, after sibling: Widget?) {
            if let parent = child.parent, !parent.isSameWidget(as: self) { return }
            gtk_widget_insert_after(child.widgetPointer, widgetPointer, sibling?.widgetPointer)
        }

        /// Removes `child` from the container; does nothing if it is not a child.
        ///
        /// - Parameter child: A child of this container.
        public func removeChild(_ child: Widget) {
            guard child.isChild(of: self) else { return }
            gtk_widget_unparent(child.widgetPointer)
        }

        /// Called after a frame's layout gave the container a new size (the `layoutSubviews`
        /// moment); the default does nothing.
        ///
        /// - Parameters:
        ///   - width: The allocated width in pixels.
        ///   - height: The allocated height in pixels.
        open func didAllocate(width: Int, height: Int) {}

        /// Forgets the last size, so the next frame's layout calls `didAllocate` even if the size
        /// did not change (`setNeedsLayout`), and queues that layout.
        public func invalidateAllocation() {
            lastSize = (-1, -1)
            queueResize()
        }

        private func followFrameClock() {
            guard layoutToken == nil, let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
            let clockObject = GObjectRef(retaining: clock)
            // Connected after the toplevel's own handler, so allocations are done when it runs.
            layoutToken = clockObject.connect("layout", after: true) { [weak self] in self?.checkAllocation() }
            lastSize = (-1, -1)
        }

        private func checkAllocation() {
            let size = (allocatedWidth, allocatedHeight)
            guard size != lastSize, isMapped else { return }
            lastSize = size
            didAllocate(width: size.0, height: size.1)
        }

        isolated deinit {
            layoutToken?.cancel()
            for token in realizeTokens { token.cancel() }
        }
    }
}
