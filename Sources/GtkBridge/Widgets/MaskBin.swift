import CGtk
import GraftListModel

extension Gtk {
    /// A container that draws its content only where its mask child is opaque, and partly where
    /// the mask is partly transparent (SwiftUI's `.mask`).
    ///
    /// The content decides the size; the mask child is allocated the same size and placed by its
    /// own `halign`/`valign`. It is never drawn itself, takes no pointer input and is hidden from
    /// assistive technologies. GTK 4.8 has no mask render node, so both children are rendered to
    /// cairo surfaces and the content is painted through the mask's alpha into a cairo node.
    ///
    /// ```swift
    /// let bin = MaskBin()
    /// bin.content = picture
    /// bin.mask = gradient
    /// ```
    public final class MaskBin: Widget {
        /// The retained children (GTK holds them too; the wrappers keep them alive for Swift).
        private var contentWidget: Widget?, maskWidget: Widget?

        /// Creates an empty bin, which draws nothing.
        public init() {
            super.init(takingFloating: OpaquePointer(graft_mask_bin_new()))
        }

        /// The child that is drawn and decides the size.
        public var content: Widget? {
            get { contentWidget }
            set {
                contentWidget = newValue
                graft_mask_bin_set_content(widgetPointer, newValue?.widgetPointer)
            }
        }

        /// The child whose alpha decides where the content shows; `nil` shows the content as is.
        public var mask: Widget? {
            get { maskWidget }
            set {
                maskWidget = newValue
                graft_mask_bin_set_mask(widgetPointer, newValue?.widgetPointer)
            }
        }
    }
}
