import GtkBridge

// Temporary hello app until the declarative engine lands: one window with one label, built
// through the bridge's generic by-name API. Quits when the window is closed, or after
// `--quit-after SECONDS` (used when it runs on an invisible Xvfb display).

do {
    try GtkRuntime.initialize()
} catch {
    GtkRuntime.exitWithError(error)
}

do {
    let label = try GObjectRef(typeName: "GtkLabel")
    try label.setProperty("label", "Hello from Graft")
    try label.setProperty("margin-top", 48)
    try label.setProperty("margin-bottom", 48)
    try label.setProperty("margin-start", 64)
    try label.setProperty("margin-end", 64)

    let window = try GObjectRef(typeName: "GtkWindow")
    try window.setProperty("title", "Graft")
    try window.setProperty("child", label)
    let closing = window.connectReturningBool("close-request") {
        MainLoop.quit()
        return false
    }
    try window.setProperty("visible", true)
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--quit-after"), flag + 1 < arguments.count,
        let seconds = Double(arguments[flag + 1])
    {
        Task { @MainActor in
            try await Task.sleep(for: .seconds(seconds))
            print("graft-hello: quitting after \(arguments[flag + 1]) s (--quit-after)")
            MainLoop.quit()
        }
    }
    MainLoop.run()
    closing.cancel()
} catch {
    GtkRuntime.exitWithError(error)
}
