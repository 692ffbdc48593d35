/// The backend contract for windows above and around the view: sheets and full-screen covers, the window title and
/// its colour scheme.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol PresentationBackend: BackendCore {
    /// The handle of an open presentation (a sheet's window).
    associatedtype Presentation: AnyObject

    /// Shows `content` in a new modal window above the one holding `anchor`; returns its handle.
    /// Called once per presentation, after the presented views' widgets are made; `anchor` is the
    /// presenter's first widget (or its window's root container). `onDismissRequest` runs when the
    /// user closes the window; the engine then sets the binding and calls `dismissPresentation`.
    func present(
        _ content: [Widget], style: PresentationStyle, anchor: Widget?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> Presentation

    /// Replaces the widgets of an open presentation; called whenever they change.
    func updatePresentation(_ presentation: Presentation, _ content: [Widget])

    /// Closes a presentation; called once, when its binding turns false or its presenter leaves.
    /// The presentation's widgets are dismantled separately.
    func dismissPresentation(_ presentation: Presentation)

    /// Sets the title of the window holding `anchor` (`.navigationTitle` outside a navigation stack);
    /// called after a pass. `anchor` (the root container) may not be in a window yet on the first.
    func setWindowTitle(_ title: String, anchor: Widget)

    /// Asks the window holding `anchor` to use `scheme` (or the system's, for `nil`); called after
    /// an update pass whenever `.preferredColorScheme` is shown or changes.
    func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: Widget)
}
