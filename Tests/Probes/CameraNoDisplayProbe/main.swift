import GraftMedia

// Makes a camera with whatever display there is, for the no-display test: with none,
// CameraCapture(source:) must end with the typed error, never a crash inside GTK.
MainActor.assumeIsolated {
    let camera = CameraCapture(source: .testPattern())
    print("camera made: \(camera.isRunning)")
}
