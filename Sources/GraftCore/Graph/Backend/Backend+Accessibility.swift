/// The backend contract for what assistive technologies see: accessibility labels, hints, values and traits, and
/// `.help` tooltips.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol AccessibilityBackend: BackendCore {
    /// Applies what accessibility modifiers ask of `widget` (label, hint, value, hidden, traits,
    /// child behaviour), on top of what the backend announces by itself.
    ///
    /// Called right after a primitive's update when its attributes changed since the last call,
    /// with `nil` once they are removed; never for a widget the modifiers did not reach.
    func updateAccessibility(_ widget: Widget, _ attributes: AccessibilityAttributes?)

    /// Sets the tooltip of a `.help` container made by `makePadding` (nil: none); called with each
    /// of its updates.
    func setTooltip(_ widget: Widget, _ text: String?)
}
