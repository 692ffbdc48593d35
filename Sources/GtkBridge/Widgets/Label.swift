import CGtk

extension Gtk {
    /// A piece of read-only text (`GtkLabel`).
    ///
    /// ```swift
    /// let label = Label("A long paragraph…")
    /// label.wrap = true
    /// label.xalign = 0
    /// ```
    open class Label: Widget {
        private var label: OpaquePointer { gobjectPointer }

        /// Creates a label showing `text`.
        ///
        /// - Parameter text: The plain text to show (no markup, no mnemonic).
        public init(_ text: String = "") {
            super.init(takingFloating: OpaquePointer(gtk_label_new(text)))
        }

        /// The plain text shown.
        public var text: String {
            get { String(cString: gtk_label_get_text(label)) }
            set { gtk_label_set_text(label, newValue) }
        }

        /// Sets the text as Pango markup, e.g. `"<b>Bold</b> text"`.
        ///
        /// - Parameter markup: Valid Pango markup; `text` then returns it without the tags.
        public func setMarkup(_ markup: String) {
            gtk_label_set_markup(label, markup)
        }

        /// Runs `handler` with the URI of a markup link (`<a href>`) the user activates; return
        /// `true` when it handled the link, `false` to let GTK open it with the desktop's handler.
        ///
        /// - Parameter handler: Receives the link's URI.
        /// - Returns: The token that owns the connection.
        public func onActivateLink(_ handler: @escaping @MainActor (String) -> Bool) -> SignalToken {
            _connect(
                "activate-link",
                box: _SignalClosureBox { params, returnValue in
                    guard params.count > 1, let uri = g_value_get_string(params.baseAddress! + 1) else { return }
                    let handled = handler(String(cString: uri))
                    if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
                })
        }

        /// Whether long lines break at word boundaries instead of widening the label.
        public var wrap: Bool {
            get { gtk_label_get_wrap(label) != 0 }
            set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
        }

        /// The horizontal alignment of the text within the label, from 0 (leading) to 1 (trailing).
        public var xalign: Double {
            get { Double(gtk_label_get_xalign(label)) }
            set { gtk_label_set_xalign(label, Float(newValue)) }
        }

        /// The vertical alignment of the text within the label, from 0 (top) to 1 (bottom).
        public var yalign: Double {
            get { Double(gtk_label_get_yalign(label)) }
            set { gtk_label_set_yalign(label, Float(newValue)) }
        }

        /// Whether the user can select (and copy) the text.
        public var selectable: Bool {
            get { gtk_label_get_selectable(label) != 0 }
            set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
        }

        /// How the lines of a multi-line label are aligned relative to each other.
        public var justify: Justification {
            get { Justification(gtk_label_get_justify(label)) }
            set { gtk_label_set_justify(label, newValue.gtk) }
        }

        /// Whether text that does not fit ends in "…" (`PANGO_ELLIPSIZE_END`) instead of being cut.
        public var ellipsizesAtEnd: Bool {
            get { gtk_label_get_ellipsize(label) == PANGO_ELLIPSIZE_END }
            set { gtk_label_set_ellipsize(label, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
        }

        /// Whether the natural width is the unwrapped line (`GTK_NATURAL_WRAP_NONE`) rather than
        /// GTK's estimate for wrapping text (`GTK_NATURAL_WRAP_INHERIT`, the default).
        public var naturalWidthIsUnwrapped: Bool {
            get { gtk_label_get_natural_wrap_mode(label) == GTK_NATURAL_WRAP_NONE }
            set { gtk_label_set_natural_wrap_mode(label, newValue ? GTK_NATURAL_WRAP_NONE : GTK_NATURAL_WRAP_INHERIT) }
        }

        /// The maximum number of lines when wrapping and ellipsizing; -1 for no limit.
        public var lines: Int {
            get { Int(gtk_label_get_lines(label)) }
            set { gtk_label_set_lines(label, Int32(clamping: newValue)) }
        }
    }
}

/// How the lines of a multi-line text are aligned relative to each other (`GtkJustification`).
public enum Justification: Sendable, Hashable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines end at the right edge.
    case right
    /// Lines are centred.
    case center
    /// Lines are stretched to the full width (except the last).
    case fill

    var gtk: GtkJustification {
        switch self {
        case .left: GTK_JUSTIFY_LEFT
        case .right: GTK_JUSTIFY_RIGHT
        case .center: GTK_JUSTIFY_CENTER
        case .fill: GTK_JUSTIFY_FILL
        }
    }

    init(_ value: GtkJustification) {
        switch value {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }
}
