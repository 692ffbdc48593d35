/// How a presented view covers its presenter.
public enum PresentationStyle: Sendable, Hashable {
    /// A modal window over the presenter.
    case sheet
    /// A window covering the whole screen.
    case fullScreenCover
}
