import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"stack"`.
    public func makeStack(_ axis: Axis) -> RecordedWidget { make("stack") }

    /// Records the call (see `Backend.updateStack`).
    public func updateStack(
        _ widget: RecordedWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues
    ) {
        set(widget, ["axis": "\(axis)", "spacing": spacing, "alignment": "\(alignment)"])
    }

    /// Records a widget of kind `"alignmentGuide"`.
    public func makeAlignmentGuide() -> RecordedWidget { make("alignmentGuide") }

    /// Records the guides it sets, by name, with their values in a 100 × 50 view with a
    /// baseline at 40 (see `Backend.updateAlignmentGuide`).
    public func updateAlignmentGuide(_ widget: RecordedWidget, _ guides: _AlignmentGuides) {
        let dimensions = ViewDimensions(width: 100, height: 50, firstBaseline: 40, lastBaseline: 40, guides: guides)
        var values: [String: Double] = [:]
        for key in guides.values.keys { values["\(key)"] = Double(dimensions.value(of: key)) }
        set(widget, ["alignmentGuides": values])
    }

    /// Records a widget of kind `"zstack"`.
    public func makeZStack() -> RecordedWidget { make("zstack") }

    /// Records `alignment` in the widget's properties (an update, counted).
    public func updateZStack(_ widget: RecordedWidget, alignment: Alignment, _ environment: EnvironmentValues) {
        set(widget, ["alignment": "\(alignment)"])
    }

    /// Records a widget of kind `"spacer"`.
    public func makeSpacer() -> RecordedWidget { make("spacer") }

    /// Records `axis` in the widget's properties (an update, counted).
    public func updateSpacer(_ widget: RecordedWidget, axis: Axis?, minLength: Double?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }

    /// Records a widget of kind `"divider"`.
    public func makeDivider() -> RecordedWidget { make("divider") }

    /// Records `axis` in the widget's properties (an update, counted).
    public func updateDivider(_ widget: RecordedWidget, axis: Axis?) {
        set(widget, ["axis": axis.map { "\($0)" } ?? "none"])
    }

    /// Records a widget of kind `"scroll"`.
    public func makeScrollView() -> RecordedWidget { make("scroll") }

    /// Records `horizontal`, `vertical` in the widget's properties (an update, counted).
    public func updateScrollView(_ widget: RecordedWidget, axes: Axis.Set, _ environment: EnvironmentValues) {
        set(widget, ["horizontal": axes.contains(.horizontal), "vertical": axes.contains(.vertical)])
    }

    /// Records the scroll in ``scrollRequests``: the widget and the anchor.
    public func scroll(to widget: RecordedWidget, anchor: UnitPoint?) {
        scrollRequests.append((widget, anchor))
    }

    /// Records a widget of kind `"viewThatFits"`.
    public func makeViewThatFits() -> RecordedWidget { make("viewThatFits") }

    /// Records `horizontal`, `vertical` in the widget's properties (an update, counted).
    public func updateViewThatFits(_ widget: RecordedWidget, axes: Axis.Set, _ environment: EnvironmentValues) {
        set(widget, ["horizontal": axes.contains(.horizontal), "vertical": axes.contains(.vertical)])
    }
}
