import Foundation
import GraftCore

extension RecordingBackend {
    /// Records the tooltip (`""` for none) as `tooltip`.
    public func setTooltip(_ widget: RecordedWidget, _ text: String?) {
        widget.properties["tooltip"] = text ?? ""
    }

    /// Records the attributes in the widget's ``RecordedWidget/accessibility``.
    public func updateAccessibility(_ widget: RecordedWidget, _ attributes: AccessibilityAttributes?) {
        widget.accessibility = attributes
    }
}
