/// The backend contract for one-child containers that modifiers put around a view: padding, frame, background,
/// opacity, overlay, clip, effects, z-index and fixed size.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol WrappersBackend: BackendCore {
    /// The handle of a padding widget (see `makePadding`); the backend's `Widget` unless it keeps more.
    associatedtype PaddingWidget: BackendWidget = Widget where PaddingWidget.Widget == Widget
    /// The handle of a frame widget (see `makeFrame`); the backend's `Widget` unless it keeps more.
    associatedtype FrameWidget: BackendWidget = Widget where FrameWidget.Widget == Widget
    /// The handle of a background widget (see `makeBackground`); the backend's `Widget` unless it keeps more.
    associatedtype BackgroundWidget: BackendWidget = Widget where BackgroundWidget.Widget == Widget
    /// The handle of a opacity widget (see `makeOpacity`); the backend's `Widget` unless it keeps more.
    associatedtype OpacityWidget: BackendWidget = Widget where OpacityWidget.Widget == Widget
    /// The handle of a overlay widget (see `makeOverlay`); the backend's `Widget` unless it keeps more.
    associatedtype OverlayWidget: BackendWidget = Widget where OverlayWidget.Widget == Widget
    /// The handle of a clip widget (see `makeClip`); the backend's `Widget` unless it keeps more.
    associatedtype ClipWidget: BackendWidget = Widget where ClipWidget.Widget == Widget
    /// The handle of a effect widget (see `makeEffect`); the backend's `Widget` unless it keeps more.
    associatedtype EffectWidget: BackendWidget = Widget where EffectWidget.Widget == Widget
    /// The handle of a z index widget (see `makeZIndex`); the backend's `Widget` unless it keeps more.
    associatedtype ZIndexWidget: BackendWidget = Widget where ZIndexWidget.Widget == Widget
    /// The handle of a fixed-size container (see `makeFixedSize`); by default the backend's `Widget`.
    associatedtype FixedSizeWidget: BackendWidget = Widget where FixedSizeWidget.Widget == Widget
    /// The handle of a mask container (see `makeMask`); by default the backend's `Widget`.
    associatedtype MaskWidget: BackendWidget = Widget where MaskWidget.Widget == Widget
    /// The handle of a colour-matrix container (see `makeColorMatrix`); by default the backend's `Widget`.
    associatedtype ColorMatrixWidget: BackendWidget = Widget where ColorMatrixWidget.Widget == Widget
    /// The handle of a container-relative frame (see `makeContainerRelativeFrame`); by default the backend's `Widget`.
    associatedtype ContainerRelativeFrameWidget: BackendWidget = Widget
    where ContainerRelativeFrameWidget.Widget == Widget
    /// The handle of a 3D rotation container (see `makeRotation3D`); by default the backend's `Widget`.
    associatedtype Rotation3DWidget: BackendWidget = Widget where Rotation3DWidget.Widget == Widget
    /// The handle of a blend-mode container (see `makeBlendMode`); by default the backend's `Widget`.
    associatedtype BlendModeWidget: BackendWidget = Widget where BlendModeWidget.Widget == Widget
    /// The handle of a transition container (see `makeTransition`); by default the backend's `Widget`.
    associatedtype TransitionWidget: BackendWidget = Widget where TransitionWidget.Widget == Widget

    /// A one-child container adding space around its content (`.padding`).
    func makePadding() -> PaddingWidget

    /// Sets the space on each edge.
    func updatePadding(_ widget: PaddingWidget, _ insets: EdgeInsets)

    /// A one-child container with a size of its own (`.frame`).
    func makeFrame() -> FrameWidget

    /// Sets the size the frame asks for and where its content sits in it.
    func updateFrame(_ widget: FrameWidget, _ frame: FrameLayout)

    /// A container showing views behind its content, sized by the content (`.background`).
    func makeBackground() -> BackgroundWidget

    /// Sets a background colour (`nil`: none), resolved in `environment`'s colour scheme.
    func updateBackground(_ widget: BackgroundWidget, color: Color?, _ environment: EnvironmentValues)

    /// Puts a background container's content and background widgets in place; called after make
    /// and whenever either list changes (its "set children").
    func setBackgroundChildren(_ widget: BackgroundWidget, content: [Widget], background: [Widget])

    /// A one-child container drawing its content translucent (`.opacity`).
    func makeOpacity() -> OpacityWidget

    /// Sets the opacity (0…1), animated when `transaction` is.
    func updateOpacity(_ widget: OpacityWidget, _ opacity: Double, _ transaction: Transaction)

    /// A container showing views over its content, sized by the content.
    func makeOverlay() -> OverlayWidget

    /// Puts an overlay container's content and overlay views in place; overlays sit at
    /// `alignment` unless they fill the space, and are drawn on top in order.
    func setOverlayChildren(_ widget: OverlayWidget, content: [Widget], overlay: [Widget], alignment: Alignment)

    /// A container that clips its content to a rounded rectangle.
    func makeClip() -> ClipWidget

    /// Sets the clip's corner radius in points (`.infinity` for a capsule).
    func updateClip(_ widget: ClipWidget, cornerRadius: Double)

    /// A container that draws its content only where its mask views are opaque, and partly where
    /// they are partly transparent (`.mask`); sized by the content.
    func makeMask() -> MaskWidget

    /// Puts a mask container's content and mask views in place; the mask views are offered the
    /// content's size, sit at `alignment` unless they fill it, and are never drawn themselves.
    /// Called after make and whenever either list changes.
    func setMaskChildren(_ widget: MaskWidget, content: [Widget], mask: [Widget], alignment: Alignment)

    /// A container that draws its content through a colour matrix (`.colorMultiply`,
    /// `.luminanceToAlpha`), sized by the content.
    func makeColorMatrix() -> ColorMatrixWidget

    /// Sets the matrix each drawn colour goes through.
    func updateColorMatrix(_ widget: ColorMatrixWidget, _ matrix: ColorMatrix)

    /// Puts a colour-matrix container's content in place; called after make and when it changes.
    func setColorMatrixChildren(_ widget: ColorMatrixWidget, _ content: [Widget])

    /// A one-child container that draws its content moved, rotated, scaled and/or with a shadow,
    /// without changing the layout around it.
    func makeEffect() -> EffectWidget

    /// Sets how an effect container draws its content: the move, rotation and scale animated when
    /// `transaction` is, the shadow and filters at once.
    func updateEffect(
        _ widget: EffectWidget, _ effect: ViewEffect, _ environment: EnvironmentValues, _ transaction: Transaction)

    /// A one-child container sized on some axes from its nearest container's visible size
    /// (`.containerRelativeFrame`): the enclosing scroll view's, else the window content's. Its
    /// children come through `setChildren`.
    func makeContainerRelativeFrame() -> ContainerRelativeFrameWidget

    /// Sets the axes, the rule and the alignment; the frame follows the container's size from
    /// then on (a resized window resizes it) without further updates.
    func updateContainerRelativeFrame(_ widget: ContainerRelativeFrameWidget, _ frame: ContainerRelativeFrame)

    /// A one-child container that draws its content turned in three dimensions, in perspective
    /// (`.rotation3DEffect`), laid out as without it; its children come through `setChildren`.
    func makeRotation3D() -> Rotation3DWidget

    /// Sets the turn; clicks follow the drawing.
    func updateRotation3D(_ widget: Rotation3DWidget, _ effect: Rotation3DEffect)

    /// A container that blends its content with what its nearest ZStack, background or overlay
    /// container draws before it (`.blendMode`), sized by the content.
    func makeBlendMode() -> BlendModeWidget

    /// Sets how the content's colours combine with what is behind.
    func updateBlendMode(_ widget: BlendModeWidget, _ mode: BlendMode)

    /// Puts a blend-mode container's content in place; called after make and when it changes.
    func setBlendModeChildren(_ widget: BlendModeWidget, _ content: [Widget])

    /// A one-child container carrying a `.zIndex`: in a ZStack, children draw in ascending zIndex
    /// (declaration order among equals).
    func makeZIndex() -> ZIndexWidget

    /// Sets the container's zIndex; a change re-orders the ZStack holding it.
    func updateZIndex(_ widget: ZIndexWidget, _ zIndex: Double)

    /// A one-child container that takes its content's ideal size on the given axes instead of the
    /// space it is offered (`.fixedSize`).
    func makeFixedSize() -> FixedSizeWidget

    /// Sets the axes on which a fixed-size container keeps its content's ideal size.
    func updateFixedSize(_ widget: FixedSizeWidget, horizontal: Bool, vertical: Bool)

    /// A one-child container that draws its content with a ``TransitionEffect`` (`.transition`);
    /// it draws the content as it is (``TransitionEffect/identity``) until animated.
    func makeTransition() -> TransitionWidget

    /// Moves how the container draws its content from `from` (`nil`: how it draws it now) to
    /// `to` along `animation`, then calls `completion` once: `true` when `to` was reached, `false`
    /// when a newer call or the dismantling of the widget cut it short. A widget that is not on
    /// screen gets `to` at once. Called for an insertion right after the first update (the widget
    /// may not be in a container yet: the animation starts when it is shown) and for a removal
    /// while the widget is still shown; the engine dismantles a removed one after `completion`.
    func animateTransition(
        _ widget: TransitionWidget, from: TransitionEffect?, to: TransitionEffect, animation: Animation,
        completion: @escaping @MainActor (Bool) -> Void)
}
