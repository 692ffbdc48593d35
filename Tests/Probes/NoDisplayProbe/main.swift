import GtkBridge

// Initializes GTK and reports the outcome; used by the tests to check the no-display error.
do {
    try GtkRuntime.initialize()
    print("display opened")
} catch {
    GtkRuntime.exitWithError(error)
}
