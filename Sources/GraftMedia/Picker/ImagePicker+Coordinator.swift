import GraftCore
import GraftGtk

extension ImagePicker {
    /// Handles the picker's callbacks and calls the completion handler exactly once — the
    /// counterpart of the `UIImagePickerControllerDelegate` coordinator.
    ///
    /// Its `parent` is refreshed to the newest picker value before each update, so the completion
    /// handler it calls is always the current one.
    @MainActor
    public final class Coordinator: RepresentableCoordinator {
        /// The newest value of the picker.
        public var parent: ImagePicker
        /// Whether the completion handler has been called.
        public private(set) var isFinished = false
        var dismissAction: DismissAction?

        /// Creates a coordinator for `parent`.
        ///
        /// - Parameter parent: The picker.
        public init(parent: ImagePicker) { self.parent = parent }

        /// The user chose an image (and cropped it, when `edited` is set): completes with the
        /// edited image, else the original, then dismisses the presentation.
        ///
        /// - Parameters:
        ///   - original: The image as picked or taken.
        ///   - edited: The cropped image, if the user edited.
        public func didFinishPicking(original: PlatformImage, edited: PlatformImage?) {
            didFinishPicking(Picked(original: original, edited: edited))
        }

        func didFinishPicking(_ picked: Picked) {
            if !isFinished { parent.pickedHandler?(picked) }
            finish(picked.edited ?? picked.original)
        }

        /// The user cancelled: completes with `nil`, then dismisses the presentation.
        public func didCancel() {
            if !isFinished { parent.pickedHandler?(nil) }
            finish(nil)
        }

        /// The picker left the screen (its window closed): completes with `nil` unless it already
        /// completed.
        public func didDisappear() {
            guard !isFinished else { return }
            isFinished = true
            parent.completionHandler(nil)
        }

        private func finish(_ image: PlatformImage?) {
            guard !isFinished else { return }
            isFinished = true
            parent.completionHandler(image)
            dismissAction?()
        }
    }
}
