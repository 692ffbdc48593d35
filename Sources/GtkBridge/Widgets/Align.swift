import CGtk

/// How a widget is placed in the extra space its parent gives it along one axis (`GtkAlign`).
///
/// Set it with `Widget.halign` and `Widget.valign`.
public enum Align: Sendable, Hashable, CaseIterable {
    /// Stretch to fill all the space (the default).
    case fill
    /// Snap to the leading (left, or right in right-to-left locales) or top edge.
    case start
    /// Snap to the trailing or bottom edge.
    case end
    /// Centre at the natural size.
    case center
    /// Align on the text baseline (vertical axis only; GTK stores it as `fill` for `halign`).
    case baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }

    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }
}

/// The direction in which a box, separator or measurement runs (`GtkOrientation`).
public enum Orientation: Sendable, Hashable, CaseIterable {
    /// Left to right (the width).
    case horizontal
    /// Top to bottom (the height).
    case vertical

    var gtk: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }

    init(_ value: GtkOrientation) {
        self = value == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    }
}
