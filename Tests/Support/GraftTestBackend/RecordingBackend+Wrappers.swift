import Foundation
import GraftCore

extension RecordingBackend {
    /// A fixed-size container.
    public func makeFixedSize() -> RecordedWidget { make("fixedSize") }

    /// Records the fixed axes.
    public func updateFixedSize(_ widget: RecordedWidget, horizontal: Bool, vertical: Bool) {
        set(widget, ["horizontal": horizontal, "vertical": vertical])
    }

    /// Records a widget of kind `"padding"`.
    public func makePadding() -> RecordedWidget { make("padding") }

    /// Records `insets` in the widget's properties (an update, counted).
    public func updatePadding(_ widget: RecordedWidget, _ insets: EdgeInsets) { set(widget, ["insets": "\(insets)"]) }

    /// Records a widget of kind `"frame"`.
    public func makeFrame() -> RecordedWidget { make("frame") }

    /// Records `frame` in the widget's properties (an update, counted).
    public func updateFrame(_ widget: RecordedWidget, _ frame: FrameLayout) { set(widget, ["frame": "\(frame)"]) }

    /// Records a widget of kind `"background"`.
    public func makeBackground() -> RecordedWidget { make("background") }

    /// Records `color` in the widget's properties (an update, counted).
    public func updateBackground(_ widget: RecordedWidget, color: Color?, _ environment: EnvironmentValues) {
        set(widget, ["color": color?.resolve(in: environment.colorScheme).recorded ?? "none"])
    }

    /// Records the content as the widget's children and the background as its background children.
    public func setBackgroundChildren(_ widget: RecordedWidget, content: [RecordedWidget], background: [RecordedWidget])
    {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = background
    }

    /// Records a widget of kind `"opacity"`.
    public func makeOpacity() -> RecordedWidget { make("opacity") }

    /// Records `opacity`, `animated` in the widget's properties (an update, counted).
    public func updateOpacity(_ widget: RecordedWidget, _ opacity: Double, _ transaction: Transaction) {
        set(widget, ["opacity": opacity, "animated": transaction.effectiveAnimation != nil])
    }

    /// Records a widget of kind `"colorMatrix"`.
    public func makeColorMatrix() -> RecordedWidget { make("colorMatrix") }

    /// Records the matrix's rows and offset as the `"colorMatrix"` property.
    public func updateColorMatrix(_ widget: RecordedWidget, _ matrix: ColorMatrix) {
        widget.properties["colorMatrix"] = "\(matrix.rows) + \(matrix.offset)"
    }

    /// Records the content as the widget's children.
    public func setColorMatrixChildren(_ widget: RecordedWidget, _ content: [RecordedWidget]) {
        childChanges += 1
        widget.children = content
    }

    /// Records a widget of kind `"mask"`.
    public func makeMask() -> RecordedWidget { make("mask") }

    /// Records the content as the widget's children and the mask views as its background children.
    public func setMaskChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], mask: [RecordedWidget], alignment: Alignment
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = mask
        recorded.properties["alignment"] = "\(alignment)"
    }

    /// Records a widget of kind `"overlay"`.
    public func makeOverlay() -> RecordedWidget { make("overlay") }

    /// Records the call (see `Backend.setOverlayChildren`).
    public func setOverlayChildren(
        _ widget: RecordedWidget, content: [RecordedWidget], overlay: [RecordedWidget], alignment: Alignment
    ) {
        childChanges += 1
        let recorded = widget
        recorded.children = content
        recorded.backgroundChildren = overlay
        recorded.properties["alignment"] = "\(alignment)"
    }

    /// Records a widget of kind `"clip"`.
    public func makeClip() -> RecordedWidget { make("clip") }

    /// Records `cornerRadius` in the widget's properties (an update, counted).
    public func updateClip(_ widget: RecordedWidget, cornerRadius: Double) {
        set(widget, ["cornerRadius": cornerRadius])
    }

    /// Records a widget of kind `"effect"`.
    public func makeEffect() -> RecordedWidget { make("effect") }

    /// Records `effect` in the widget's properties (an update, counted).
    public func updateEffect(
        _ widget: RecordedWidget, _ effect: ViewEffect, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        set(widget, ["effect": "\(effect)"])
    }

    /// Records a widget of kind `"zIndex"`.
    public func makeZIndex() -> RecordedWidget { make("zIndex") }

    /// Records `zIndex` in the widget's properties (an update, counted).
    public func updateZIndex(_ widget: RecordedWidget, _ zIndex: Double) { set(widget, ["zIndex": zIndex]) }
}

extension RecordingBackend {
    /// Records a widget of kind `"transition"`.
    public func makeTransition() -> RecordedWidget { make("transition") }

    /// Records the effect the transition is moving to (`"transitionTo"`) and the one it started
    /// from (`"transitionFrom"`); the animation runs until ``finishTransitions()``.
    public func animateTransition(
        _ widget: RecordedWidget, from: TransitionEffect?, to: TransitionEffect, animation: Animation,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        set(widget, ["transitionFrom": from.map { "\($0)" } ?? "current", "transitionTo": "\(to)"])
        runningTransitions.append(completion)
    }

    /// Ends every running transition animation, as if its last frame had been drawn.
    public func finishTransitions() {
        let running = runningTransitions
        runningTransitions.removeAll()
        for completion in running { completion(true) }
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"containerRelativeFrame"`.
    public func makeContainerRelativeFrame() -> RecordedWidget { make("containerRelativeFrame") }

    /// Records the axes, the alignment and the lengths the frame takes in a 300 × 200 container.
    public func updateContainerRelativeFrame(_ widget: RecordedWidget, _ frame: ContainerRelativeFrame) {
        set(
            widget,
            [
                "axes": frame.axes.rawValue, "alignment": "\(frame.alignment)",
                "width": frame.length(in: 300, on: .horizontal), "height": frame.length(in: 200, on: .vertical),
            ])
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"rotation3D"`.
    public func makeRotation3D() -> RecordedWidget { make("rotation3D") }

    /// Records the effect as the `"rotation3D"` property.
    public func updateRotation3D(_ widget: RecordedWidget, _ effect: Rotation3DEffect) {
        set(widget, ["rotation3D": effect])
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"blendMode"`.
    public func makeBlendMode() -> RecordedWidget { make("blendMode") }

    /// Records the mode as the `"blendMode"` property.
    public func updateBlendMode(_ widget: RecordedWidget, _ mode: BlendMode) {
        set(widget, ["blendMode": "\(mode)"])
    }

    /// Records the content as the widget's children.
    public func setBlendModeChildren(_ widget: RecordedWidget, _ content: [RecordedWidget]) {
        childChanges += 1
        widget.children = content
    }
}
