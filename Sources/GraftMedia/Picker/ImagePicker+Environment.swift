import GraftCore

struct PhotoLibraryDirectoryKey: EnvironmentKey { static let defaultValue: String? = nil }

struct CameraSourceKey: EnvironmentKey {
    // Probed once, the first time a picker reads it (the device monitor takes a moment).
    static let defaultValue: CameraSource? = CameraSource.systemDefault
}

extension EnvironmentValues {
    /// The folder the image picker's library shows; `nil` (the default) for the user's pictures
    /// folder (XDG `PICTURES`).
    public var photoLibraryDirectory: String? {
        get { self[PhotoLibraryDirectoryKey.self] }
        set { self[PhotoLibraryDirectoryKey.self] = newValue }
    }

    /// The camera the image picker uses; by default ``CameraSource/systemDefault`` (`nil` when the
    /// machine has none, which shows the "No camera" state). Set `.testPattern()` for tests and demos.
    public var cameraSource: CameraSource? {
        get { self[CameraSourceKey.self] }
        set { self[CameraSourceKey.self] = newValue }
    }
}
