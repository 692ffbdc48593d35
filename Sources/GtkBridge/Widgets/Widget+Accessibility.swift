import CGtk

/// What a widget is to assistive technologies (a subset of `GtkAccessibleRole`).
public enum AccessibleRole: Sendable, Hashable, CaseIterable {
    /// A button.
    case button
    /// A heading (of a section or screen).
    case heading
    /// A group of related elements.
    case group
    /// A picture.
    case image
    /// Text.
    case label
    /// A control whose value the user moves up and down.
    case slider

    var gtk: GtkAccessibleRole {
        switch self {
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .slider: GTK_ACCESSIBLE_ROLE_SLIDER
        }
    }
}

extension Gtk.Widget {
    /// Sets the name assistive technologies announce (`nil` goes back to GTK's own).
    ///
    /// - Parameter label: The accessible label.
    public func setAccessibleLabel(_ label: String?) {
        graft_accessible_set_string(widgetPointer, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    /// Sets the longer description announced after the name: SwiftUI's accessibility hint.
    ///
    /// - Parameter description: The description, or `nil` for none.
    public func setAccessibleDescription(_ description: String?) {
        graft_accessible_set_string(widgetPointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }

    /// Sets the value announced for the widget, as text ("30 percent", "On").
    ///
    /// - Parameter value: The value, or `nil` for none.
    public func setAccessibleValueText(_ value: String?) {
        graft_accessible_set_string(widgetPointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value)
    }

    /// Hides the widget and everything below it from assistive technologies (or shows it again).
    ///
    /// - Parameter hidden: Whether it is hidden.
    public func setAccessibleHidden(_ hidden: Bool) {
        if hidden {
            graft_accessible_set_state(widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN, 1)
        } else {
            graft_accessible_reset_state(widgetPointer, GTK_ACCESSIBLE_STATE_HIDDEN)
        }
    }

    /// Marks the widget selected, not selected, or (`nil`) neither.
    ///
    /// - Parameter selected: The selection state.
    public func setAccessibleSelected(_ selected: Bool?) {
        if let selected {
            graft_accessible_set_state(widgetPointer, GTK_ACCESSIBLE_STATE_SELECTED, selected ? 1 : 0)
        } else {
            graft_accessible_reset_state(widgetPointer, GTK_ACCESSIBLE_STATE_SELECTED)
        }
    }

    /// Names this widget by the text of `labels`, in order; it follows them when their text changes.
    ///
    /// - Parameter labels: The labelling widgets; empty removes the relation.
    public func setLabelledBy(_ labels: [Gtk.Widget]) {
        var pointers: [UnsafeMutablePointer<GtkWidget>?] = labels.map { $0.widgetPointer }
        graft_accessible_set_labelled_by(widgetPointer, &pointers, Int32(pointers.count))
    }

    /// Sets the widget's accessible role. GTK fixes a role once the widget is shown to assistive
    /// technologies, so this only works before the widget is first mapped.
    ///
    /// - Parameter role: The role.
    /// - Returns: Whether the role could still be set.
    @discardableResult
    public func setAccessibleRole(_ role: AccessibleRole) -> Bool {
        guard gtk_widget_get_realized(widgetPointer) == 0 else { return false }
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, Int32(role.gtk.rawValue))
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(widgetPointer)), "accessible-role", &value)
        g_value_unset(&value)
        return true
    }

    /// The role assistive technologies see, when it is one of ``AccessibleRole``'s.
    public var accessibleRole: AccessibleRole? {
        let role = gtk_accessible_get_accessible_role(OpaquePointer(widgetPointer))
        return AccessibleRole.allCases.first { $0.gtk == role }
    }
}
