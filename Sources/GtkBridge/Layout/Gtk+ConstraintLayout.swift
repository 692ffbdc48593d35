import CGtk

extension Gtk {
    /// An attribute of a widget or guide that a constraint relates (`GtkConstraintAttribute`).
    public enum ConstraintAttribute: Sendable, Hashable, CaseIterable {
        /// No attribute: the constraint compares with a constant only.
        case none
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right text).
        case start
        /// The trailing edge.
        case end
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The first baseline.
        case baseline

        var gtk: GtkConstraintAttribute {
            switch self {
            case .none: GTK_CONSTRAINT_ATTRIBUTE_NONE
            case .left: GTK_CONSTRAINT_ATTRIBUTE_LEFT
            case .right: GTK_CONSTRAINT_ATTRIBUTE_RIGHT
            case .top: GTK_CONSTRAINT_ATTRIBUTE_TOP
            case .bottom: GTK_CONSTRAINT_ATTRIBUTE_BOTTOM
            case .start: GTK_CONSTRAINT_ATTRIBUTE_START
            case .end: GTK_CONSTRAINT_ATTRIBUTE_END
            case .width: GTK_CONSTRAINT_ATTRIBUTE_WIDTH
            case .height: GTK_CONSTRAINT_ATTRIBUTE_HEIGHT
            case .centerX: GTK_CONSTRAINT_ATTRIBUTE_CENTER_X
            case .centerY: GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y
            case .baseline: GTK_CONSTRAINT_ATTRIBUTE_BASELINE
            }
        }
    }

    /// How the two sides of a constraint compare (`GtkConstraintRelation`).
    public enum ConstraintRelation: Sendable, Hashable {
        /// target ≤ source × multiplier + constant.
        case lessThanOrEqual
        /// target = source × multiplier + constant.
        case equal
        /// target ≥ source × multiplier + constant.
        case greaterThanOrEqual

        var gtk: GtkConstraintRelation {
            switch self {
            case .lessThanOrEqual: GTK_CONSTRAINT_RELATION_LE
            case .equal: GTK_CONSTRAINT_RELATION_EQ
            case .greaterThanOrEqual: GTK_CONSTRAINT_RELATION_GE
            }
        }
    }

    /// GTK's named constraint strengths (`GtkConstraintStrength`); any positive value in between works.
    public enum ConstraintStrength {
        /// The constraint must hold (`GTK_CONSTRAINT_STRENGTH_REQUIRED`).
        public static let required = Int(GTK_CONSTRAINT_STRENGTH_REQUIRED.rawValue)
        /// `GTK_CONSTRAINT_STRENGTH_STRONG`.
        public static let strong = Int(GTK_CONSTRAINT_STRENGTH_STRONG.rawValue)
        /// `GTK_CONSTRAINT_STRENGTH_MEDIUM`, the strength of a child's natural size.
        public static let medium = Int(GTK_CONSTRAINT_STRENGTH_MEDIUM.rawValue)
        /// `GTK_CONSTRAINT_STRENGTH_WEAK`.
        public static let weak = Int(GTK_CONSTRAINT_STRENGTH_WEAK.rawValue)
    }

    /// An invisible rectangle that takes part in a constraint layout (`GtkConstraintGuide`): UIKit's
    /// `UILayoutGuide`.
    public final class ConstraintGuide: GObjectRef {
        /// Creates a guide; add it to a layout with `ConstraintLayout.addGuide(_:)`.
        public init() {
            super.init(adopting: gtk_constraint_guide_new())
        }

        /// The guide's minimum size; -1 for unset.
        ///
        /// - Parameters:
        ///   - width: The minimum width.
        ///   - height: The minimum height.
        public func setMinimumSize(width: Int, height: Int) {
            gtk_constraint_guide_set_min_size(gobjectPointer, Int32(width), Int32(height))
        }

        /// How strongly the solver keeps the guide at its natural size (0 × 0 unless set);
        /// `ConstraintStrength.weak` lets other constraints size it freely.
        ///
        /// - Parameter strength: One of `ConstraintStrength`'s values.
        public func setNaturalSizeStrength(_ strength: Int) {
            gtk_constraint_guide_set_strength(gobjectPointer, GtkConstraintStrength(rawValue: UInt32(strength)))
        }
    }

    /// One side of a constraint: a child widget, a guide, or the widget that owns the layout (`nil`).
    @MainActor
    public enum ConstraintItem {
        /// A child of the widget that owns the layout.
        case widget(Widget)
        /// A guide added to the layout.
        case guide(ConstraintGuide)

        var pointer: gpointer {
            switch self {
            case .widget(let widget): UnsafeMutableRawPointer(widget.widgetPointer)
            case .guide(let guide): guide._rawPointer
            }
        }
    }

    /// A linear relation between two attributes (`GtkConstraint`):
    /// `target.attribute relation source.sourceAttribute × multiplier + constant`.
    ///
    /// A `nil` item stands for the widget that owns the layout. A constraint does nothing until it
    /// is added to that widget's `ConstraintLayout`.
    public final class Constraint: GObjectRef {
        /// Creates a constraint (`gtk_constraint_new`).
        ///
        /// - Parameters:
        ///   - target: The constrained item, `nil` for the layout's own widget.
        ///   - attribute: The constrained attribute.
        ///   - relation: How the sides compare.
        ///   - source: The other item, `nil` for the layout's own widget (ignored when
        ///     `sourceAttribute` is `.none`).
        ///   - sourceAttribute: The other item's attribute, `.none` for a constant only.
        ///   - multiplier: Multiplies the source attribute.
        ///   - constant: Added to the source side.
        ///   - strength: How strongly the solver keeps it (see `ConstraintStrength`).
        public init(
            target: ConstraintItem?, attribute: ConstraintAttribute, relation: ConstraintRelation,
            source: ConstraintItem?, sourceAttribute: ConstraintAttribute, multiplier: Double = 1,
            constant: Double = 0, strength: Int
        ) {
            let made: OpaquePointer
            if sourceAttribute == .none {
                made = gtk_constraint_new_constant(
                    target?.pointer, attribute.gtk, relation.gtk, constant, Int32(strength))
            } else {
                made = gtk_constraint_new(
                    target?.pointer, attribute.gtk, relation.gtk, source?.pointer, sourceAttribute.gtk, multiplier,
                    constant, Int32(strength))
            }
            super.init(adopting: made)
        }

        /// Whether the constraint is in a layout (`gtk_constraint_is_attached`).
        public var isAttached: Bool { gtk_constraint_is_attached(gobjectPointer) != 0 }
    }

    /// GTK's constraint solver as a widget's layout manager (`GtkConstraintLayout`): the widget's
    /// children are placed by the constraints added here.
    ///
    /// Children with no constraints keep their natural size at the widget's top-left corner.
    public final class ConstraintLayout: GObjectRef {
        private var layout: OpaquePointer { gobjectPointer }
        /// The constraints added and not removed, in order.
        private var members: [Constraint] = []
        /// Whether the constraints are in GTK's layout. GTK attaches a constraint only while the
        /// widget has a root, and cannot remove one it has not attached (nor one it detached when
        /// the widget left its root), so the constraints are given to GTK while the widget is
        /// realized and taken back before it is unrealized.
        private var isLive = false

        /// Creates an empty layout; install it with `Widget.setConstraintLayout(_:)`.
        public init() {
            super.init(adopting: OpaquePointer(gtk_constraint_layout_new()))
        }

        /// Adds a constraint between children of the layout's widget, guides and the widget itself.
        ///
        /// - Parameter constraint: A constraint not yet in any layout.
        public func addConstraint(_ constraint: Constraint) {
            guard !constraint.isAttached, !members.contains(where: { $0 === constraint }) else { return }
            members.append(constraint)
            if isLive { hand(constraint) }
        }

        /// Removes a constraint added with `addConstraint(_:)`; removing one not in it does nothing.
        ///
        /// - Parameter constraint: The constraint to remove.
        public func removeConstraint(_ constraint: Constraint) {
            guard let index = members.firstIndex(where: { $0 === constraint }) else { return }
            members.remove(at: index)
            if constraint.isAttached { gtk_constraint_layout_remove_constraint(layout, constraint.gobjectPointer) }
        }

        /// Gives the constraints to GTK: call it when the layout's widget was realized (it has a
        /// root, so GTK attaches them at once).
        public func attachConstraints() {
            guard !isLive else { return }
            isLive = true
            for constraint in members { hand(constraint) }
        }

        /// Takes the constraints back from GTK: call it when the layout's widget is unrealized,
        /// before it leaves its root.
        public func detachConstraints() {
            guard isLive else { return }
            isLive = false
            for constraint in members where constraint.isAttached {
                gtk_constraint_layout_remove_constraint(layout, constraint.gobjectPointer)
            }
        }

        private func hand(_ constraint: Constraint) {
            // The layout takes over a reference; the Swift wrapper keeps its own.
            g_object_ref(constraint._rawPointer)
            gtk_constraint_layout_add_constraint(layout, constraint.gobjectPointer)
        }

        /// Removes a guide added with `addGuide(_:)`.
        ///
        /// - Parameter guide: A guide of this layout.
        public func removeGuide(_ guide: ConstraintGuide) {
            gtk_constraint_layout_remove_guide(layout, guide.gobjectPointer)
        }

        /// Adds a guide, which constraints can then refer to.
        ///
        /// - Parameter guide: A guide not yet in any layout.
        public func addGuide(_ guide: ConstraintGuide) {
            g_object_ref(guide._rawPointer)
            gtk_constraint_layout_add_guide(layout, guide.gobjectPointer)
        }
    }
}

extension Gtk.Widget {
    /// Makes `layout` the widget's layout manager (`gtk_widget_set_layout_manager`).
    ///
    /// - Parameter layout: A layout not installed on another widget.
    public func setConstraintLayout(_ layout: Gtk.ConstraintLayout) {
        g_object_ref(layout._rawPointer)
        gtk_widget_set_layout_manager(widgetPointer, layout.pointer(as: GtkLayoutManager.self))
    }
}

extension Gtk.Widget {
    /// Makes GTK's bin layout the widget's layout manager (`GtkBinLayout`): every child fills the
    /// widget, and the widget measures as its largest child.
    public func setBinLayout() {
        gtk_widget_set_layout_manager(widgetPointer, gtk_bin_layout_new())
    }
}
