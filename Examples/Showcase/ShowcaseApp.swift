import Graft

/// Graft's showcase app: a web browser, the photo picker, hosted GTK widgets and live previews,
/// each screen with a "Source" toggle showing the code that makes it.
struct ShowcaseApp: App {
    var body: some Scene {
        WindowGroup("Graft Showcase") { ShowcaseView(model: .shared) }
            .defaultSize(width: ShowcaseModel.windowSize.width, height: ShowcaseModel.windowSize.height)
    }
}
