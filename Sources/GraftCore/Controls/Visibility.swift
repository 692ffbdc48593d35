/// Whether a piece of chrome (a confirmation dialog's title) shows.
public enum Visibility: Sendable, Hashable {
    /// The toolkit's choice (GTK: shown).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
