import GraftCore
import GraftGtk
import GtkBridge

/// A camera screen: live preview, a shutter, then the photo with "Retake" and "Use Photo".
///
/// The camera runs while the view is on screen: it starts when the view is shown and stops
/// when it leaves the tree or its window closes. "Take Photo" freezes the preview on the current
/// frame (full resolution); "Use Photo" finishes with that image, "Retake" goes back to the live
/// preview, and "Cancel" finishes with `nil`. With no camera (`source == nil`) the view says so
/// and offers only "Cancel"; a camera that fails to start or stops with an error shows the
/// error the same way.
///
/// ```swift
/// .fullScreenCover(isPresented: $isTakingPhoto) {
///     CameraView(source: CameraSource.systemDefault) { photo in
///         model.photo = photo
///         isTakingPhoto = false
///     }
/// }
/// ```
public struct CameraView: GtkWidgetControllerRepresentable {
    let source: CameraSource?
    let onFinish: @MainActor (PlatformImage?) -> Void

    /// A camera screen for `source`.
    ///
    /// - Parameters:
    ///   - source: The camera, usually ``CameraSource/systemDefault``; `nil` shows the "No camera"
    ///     state.
    ///   - onFinish: Called with the photo on "Use Photo", with `nil` on "Cancel". It is not called
    ///     when the view is removed or its window closes; the presenter knows that already.
    public init(source: CameraSource?, onFinish: @escaping @MainActor (PlatformImage?) -> Void) {
        self.source = source
        self.onFinish = onFinish
    }

    /// Makes the controller that owns the preview, the buttons and the camera.
    public func makeController(context: Context) -> CameraViewController {
        CameraViewController(source: source, onFinish: onFinish)
    }

    /// Gives the controller the latest completion handler (a new source makes a new camera).
    public func updateController(_ controller: CameraViewController, context: Context) {
        controller.onFinish = onFinish
        controller.setSource(source)
    }

    /// Stops the camera; nothing of it outlives the view.
    public static func dismantleController(_ controller: CameraViewController, coordinator: Void) {
        controller.camera?.stop()
    }
}
