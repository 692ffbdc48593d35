import GraftCore
import GraftGtk
import GtkBridge

/// The controller behind ``CameraView``: a preview with a button bar, in three states.
///
/// Live (preview, "Cancel", "Take Photo"), review (the frozen photo, "Retake", "Use Photo") and
/// unavailable (a message, "Cancel"). The camera starts when the view appears and stops when it
/// disappears. Use it directly to host a camera screen in a widget tree of your own.
@MainActor
public final class CameraViewController: WidgetController {
    /// What the screen shows.
    public enum Phase: Equatable, Sendable {
        /// The live preview.
        case live
        /// The photo just taken, waiting for "Retake" or "Use Photo".
        case review
        /// No camera, or the camera failed; the error says which.
        case unavailable(CameraError)
    }

    /// The running camera, or `nil` when there is no source.
    public private(set) var camera: CameraCapture?
    /// What the screen shows now.
    public private(set) var phase: Phase
    /// The photo under review, or `nil`.
    public private(set) var photo: PlatformImage?
    /// Called with the photo on "Use Photo" and `nil` on "Cancel".
    public var onFinish: @MainActor (PlatformImage?) -> Void

    private var source: CameraSource?
    private let stage = Gtk.Box(orientation: .vertical, spacing: 0)
    private let message = Gtk.Label("")
    private let bar = Gtk.Box(orientation: .horizontal, spacing: 12)
    private let cancelButton = Gtk.Button(label: "Cancel")
    private let shutterButton = Gtk.Button(label: "Take Photo")
    private let retakeButton = Gtk.Button(label: "Retake")
    private let useButton = Gtk.Button(label: "Use Photo")
    private var isOnScreen = false

    /// A controller for `source` (`nil`: the "No camera" state).
    ///
    /// - Parameters:
    ///   - source: The camera to show.
    ///   - onFinish: Receives the photo, or `nil` on cancel.
    public init(source: CameraSource?, onFinish: @escaping @MainActor (PlatformImage?) -> Void) {
        self.source = source
        self.onFinish = onFinish
        camera = source.map(CameraCapture.init(source:))
        phase = source == nil ? .unavailable(.noCamera) : .live
        super.init()
    }

    /// Builds the stage (preview or message) above the button bar.
    public override func loadView() {
        let root = Gtk.Box(orientation: .vertical, spacing: 12)
        root.hexpand = true
        root.vexpand = true
        stage.hexpand = true
        stage.vexpand = true
        message.wrap = true
        message.justify = .center
        message.vexpand = true
        message.valign = .center
        bar.halign = .center
        bar.marginBottom = 12
        shutterButton.addCSSClass("suggested-action")
        useButton.addCSSClass("suggested-action")
        for button in [cancelButton, shutterButton, retakeButton, useButton] { bar.append(button) }
        root.append(stage)
        root.append(bar)
        view = root
    }

    /// Connects the buttons and shows the first state.
    public override func viewDidLoad() {
        own(cancelButton.onClicked { [weak self] in self?.finish(with: nil) })
        own(shutterButton.onClicked { [weak self] in self?.takePhoto() })
        own(retakeButton.onClicked { [weak self] in self?.retake() })
        own(useButton.onClicked { [weak self] in self?.finish(with: self?.photo) })
        render()
    }

    /// Starts the camera when the view is shown live.
    public override func viewWillAppear() {
        isOnScreen = true
        if phase == .live { startCamera() }
    }

    /// Stops the camera when the view leaves the screen.
    public override func viewDidDisappear() {
        isOnScreen = false
        camera?.stop()
    }

    /// Replaces the camera when the source changes.
    func setSource(_ newSource: CameraSource?) {
        guard newSource != source else { return }
        camera?.stop()
        source = newSource
        camera = newSource.map(CameraCapture.init(source:))
        photo = nil
        phase = newSource == nil ? .unavailable(.noCamera) : .live
        render()
        if isOnScreen, phase == .live { startCamera() }
    }

    private func startCamera() {
        guard let camera else { return }
        camera.onFrame = { [weak self] in self?.frameArrived() }
        camera.onError = { [weak self] error in self?.fail(error) }
        do {
            try camera.start()
        } catch {
            fail(error)
        }
        shutterButton.isSensitive = camera.hasFrame
    }

    private func frameArrived() {
        if !shutterButton.isSensitive { shutterButton.isSensitive = true }
    }

    private func fail(_ error: CameraError) {
        camera?.stop()
        phase = .unavailable(error)
        render()
    }

    /// Freezes the preview on the current frame and reviews it.
    public func takePhoto() {
        guard phase == .live, let camera, let shot = camera.capturePhoto() else { return }
        camera.stop()
        photo = shot
        phase = .review
        render()
    }

    /// Drops the photo and goes back to the live preview.
    public func retake() {
        guard phase == .review else { return }
        photo = nil
        phase = .live
        render()
        if isOnScreen { startCamera() }
    }

    private func finish(with image: PlatformImage?) {
        camera?.stop()
        onFinish(image)
    }

    private func render() {
        stage.removeAll()
        switch phase {
        case .live, .review:
            if let camera {
                camera.preview.hexpand = true
                camera.preview.vexpand = true
                stage.append(camera.preview)
            }
        case .unavailable(let error):
            let title = error == .noCamera ? "No camera" : "Camera unavailable"
            message.setMarkup("<big><b>\(title)</b></big>\n\(Self.escape(error.description))")
            stage.append(message)
        }
        shutterButton.isVisible = phase == .live
        retakeButton.isVisible = phase == .review
        useButton.isVisible = phase == .review
        cancelButton.isVisible = true
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
