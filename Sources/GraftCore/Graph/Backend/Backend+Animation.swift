/// The backend contract for animations the engine computes itself — it interpolates a view's values
/// (a shape's ``Animatable/animatableData``) and needs the display's frames to draw them on — and
/// for `.matchedGeometryEffect`'s container and `.symbolEffect`'s,, whose animation starts from a frame only layout knows.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol AnimationBackend: BackendCore {
    /// Calls `apply` on each frame the widget is drawn, with how far `animation` has come (0 at its
    /// start, 1 at its end; a spring may overshoot), and once with 1 when it ends.
    ///
    /// A new call with the same `key` on the same widget replaces the running animation (which
    /// does not finish); with `animation` `nil`, `apply(1)` runs at once. A widget that is not on
    /// screen, or dismantled, gets `apply(1)` at once and no more frames.
    ///
    /// - Parameters:
    ///   - widget: The widget whose frames pace the animation.
    ///   - key: What is animated, so that a later change replaces this animation.
    ///   - animation: The timing curve, or `nil` for no animation.
    ///   - apply: Draws the state at a progress.
    func animateFrames(
        _ widget: Widget, key: String, animation: Animation?, _ apply: @escaping @MainActor (Double) -> Void)

    /// The handle of a matched geometry container (see `makeMatchedGeometry`); by default the backend's `Widget`.
    associatedtype MatchedGeometryWidget: BackendWidget = Widget where MatchedGeometryWidget.Widget == Widget

    /// A one-child container whose frame is matched with the other containers of its key.
    func makeMatchedGeometry() -> MatchedGeometryWidget

    /// Sets the container's key and how it takes part. Each time a source is laid out, its frame in
    /// its window is recorded under `key`. With `insertion` (the update right after make, in an
    /// animated change), once the container is first laid out it draws its content from the frame
    /// last recorded under `key` by another container of its window — one still shown, or removed
    /// within the last second — and animates to its own; with no such frame it draws in place.
    func updateMatchedGeometry(
        _ widget: MatchedGeometryWidget, _ key: MatchedGeometryKey, properties: MatchedGeometryProperties,
        anchor: UnitPoint, isSource: Bool, insertion: Animation?)

    /// The handle of a symbol effect container (see `makeSymbolEffect`); by default the backend's `Widget`.
    associatedtype SymbolEffectWidget: BackendWidget = Widget where SymbolEffectWidget.Widget == Widget

    /// A one-child container that draws its content as a symbol effect's frame says
    /// (`.symbolEffect`); its content is set with `setChildren`.
    func makeSymbolEffect() -> SymbolEffectWidget

    /// Draws the content with `frame` (opacity, scale and rotation around its centre, move) at
    /// once, without changing the layout around it; a running effect stops.
    func updateSymbolEffect(_ widget: SymbolEffectWidget, _ frame: SymbolEffectFrame)

    /// Plays an effect on the container: on each frame it is drawn, draws `frame(progress)` with
    /// how far `animation` has come (0…1 within each of its runs), and `frame(1)` when it ends.
    /// A container not on screen yet starts once it is shown. A new call, or
    /// `updateSymbolEffect`, replaces the running effect; dismantling stops it.
    func animateSymbolEffect(
        _ widget: SymbolEffectWidget, animation: Animation,
        _ frame: @escaping @MainActor (Double) -> SymbolEffectFrame)
}
