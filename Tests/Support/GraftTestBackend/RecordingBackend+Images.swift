import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"image"`.
    public func makeImage() -> RecordedWidget { make("image") }

    /// Records the call (see `Backend.updateImage`).
    public func updateImage(
        _ widget: RecordedWidget, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        set(widget, ["source": "\(source)", "resizable": resizable])
    }
}
