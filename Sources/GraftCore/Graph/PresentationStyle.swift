/// How a presented view covers its presenter.
public enum PresentationStyle: Sendable, Hashable {
    /// A modal window over the presenter.
    case sheet
    /// A window covering the whole screen.
    case fullScreenCover
    /// A bubble pointing at the presenter, closed by a click outside it or Escape (`.popover`):
    /// the arrow on `arrowEdge` of the anchor (`nil`: where the system puts it).
    case popover(arrowEdge: Edge?, attachmentAnchor: PopoverAttachmentAnchor)
}
