import CGtk
import GraftListModel

extension Gtk {
    /// How a ``BlendBin`` combines its child with what is drawn behind it (`GskBlendMode`).
    public enum BlendMode: Sendable, CaseIterable {
        /// `GSK_BLEND_MODE_DEFAULT`.
        case normal
        /// `GSK_BLEND_MODE_MULTIPLY`.
        case multiply
        /// `GSK_BLEND_MODE_SCREEN`.
        case screen
        /// `GSK_BLEND_MODE_OVERLAY`.
        case overlay
        /// `GSK_BLEND_MODE_DARKEN`.
        case darken
        /// `GSK_BLEND_MODE_LIGHTEN`.
        case lighten
        /// `GSK_BLEND_MODE_COLOR_DODGE`.
        case colorDodge
        /// `GSK_BLEND_MODE_COLOR_BURN`.
        case colorBurn
        /// `GSK_BLEND_MODE_HARD_LIGHT`.
        case hardLight
        /// `GSK_BLEND_MODE_SOFT_LIGHT`.
        case softLight
        /// `GSK_BLEND_MODE_DIFFERENCE`.
        case difference
        /// `GSK_BLEND_MODE_EXCLUSION`.
        case exclusion
        /// `GSK_BLEND_MODE_COLOR`.
        case color
        /// `GSK_BLEND_MODE_HUE`.
        case hue
        /// `GSK_BLEND_MODE_SATURATION`.
        case saturation
        /// `GSK_BLEND_MODE_LUMINOSITY`.
        case luminosity

        var gskMode: GskBlendMode {
            switch self {
            case .normal: GSK_BLEND_MODE_DEFAULT
            case .multiply: GSK_BLEND_MODE_MULTIPLY
            case .screen: GSK_BLEND_MODE_SCREEN
            case .overlay: GSK_BLEND_MODE_OVERLAY
            case .darken: GSK_BLEND_MODE_DARKEN
            case .lighten: GSK_BLEND_MODE_LIGHTEN
            case .colorDodge: GSK_BLEND_MODE_COLOR_DODGE
            case .colorBurn: GSK_BLEND_MODE_COLOR_BURN
            case .hardLight: GSK_BLEND_MODE_HARD_LIGHT
            case .softLight: GSK_BLEND_MODE_SOFT_LIGHT
            case .difference: GSK_BLEND_MODE_DIFFERENCE
            case .exclusion: GSK_BLEND_MODE_EXCLUSION
            case .color: GSK_BLEND_MODE_COLOR
            case .hue: GSK_BLEND_MODE_HUE
            case .saturation: GSK_BLEND_MODE_SATURATION
            case .luminosity: GSK_BLEND_MODE_LUMINOSITY
            }
        }
    }

    /// A container of one child blended with what is drawn behind it: the siblings drawn before
    /// it in the nearest `GtkOverlay` around it, and that overlay's CSS background
    /// (`gtk_snapshot_push_blend`). It redraws when one of those siblings does.
    ///
    /// ```swift
    /// let bin = BlendBin()
    /// bin.child = label
    /// bin.mode = .multiply
    /// ```
    public final class BlendBin: Widget {
        private var childWidget: Widget?

        /// Creates an empty bin that draws its child normally.
        public init() {
            super.init(takingFloating: OpaquePointer(graft_blend_bin_new()))
        }

        /// The child blended.
        public var child: Widget? {
            get { childWidget }
            set {
                childWidget = newValue
                graft_blend_bin_set_child(widgetPointer, newValue?.widgetPointer)
            }
        }

        /// How the child combines with what is behind.
        public var mode: BlendMode = .normal {
            didSet { graft_blend_bin_set_mode(widgetPointer, Int32(mode.gskMode.rawValue)) }
        }
    }
}
