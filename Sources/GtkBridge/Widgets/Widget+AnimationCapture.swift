extension Gtk.Widget {
    /// Records a change of an animatable property (`opacity`, a progress bar's `fraction`) while
    /// an animation block collects changes (`_AnimationCapture`); `false` outside one (the caller
    /// then sets the value itself, and the animator first stops any animation still moving that
    /// property, so the value set last is the one that stays). The bridge only records;
    /// GraftGtk's animator moves the values.
    ///
    /// - Parameters:
    ///   - property: The property's name, e.g. `"opacity"`.
    ///   - value: The new value.
    ///   - current: The value now.
    ///   - set: Sets a value without animation.
    package func _captureAnimatableChange(
        _ property: String, to value: Double, from current: Double, set: @escaping @MainActor (Double) -> Void
    ) -> Bool {
        guard _AnimationCapture.changes != nil else {
            _AnimationCapture.setDirectly?(self, property)
            return false
        }
        _AnimationCapture.changes?.append(
            _AnimatableChange(widget: self, property: property, from: current, to: value, set: set))
        return true
    }
}

/// One property change recorded inside an animation block.
@MainActor
package struct _AnimatableChange {
    package let widget: Gtk.Widget
    package let property: String
    package let from: Double
    package let to: Double
    package let set: @MainActor (Double) -> Void
}

/// The changes recorded by the innermost animation block running now (`nil`: none is).
@MainActor
package enum _AnimationCapture {
    package static var changes: [_AnimatableChange]?
    /// Told that `property` of a widget is being set outside an animation block, before the value
    /// is set: the animator stops an animation still moving it, which would otherwise overwrite
    /// the value on its next frame.
    package static var setDirectly: (@MainActor (Gtk.Widget, String) -> Void)?
}
