import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a `"presentation"` of `content` in ``presentations``, with its style.
    public func present(
        _ content: [RecordedWidget], style: PresentationStyle, anchor: RecordedWidget?,
        onDismissRequest: @escaping @MainActor () -> Void
    ) -> RecordedWidget {
        let window = make("presentation")
        window.properties["style"] = "\(style)"
        window.children = content
        window.action = onDismissRequest
        presentations.append(window)
        return window
    }

    /// Records the presentation's content widgets as its children.
    public func updatePresentation(_ presentation: RecordedWidget, _ content: [RecordedWidget]) {
        presentation.children = content
    }

    /// Removes the presentation from ``presentations`` and marks it dismantled.
    public func dismissPresentation(_ presentation: RecordedWidget) {
        presentations.removeAll { $0 === presentation }
        presentation.isDismantled = true
    }

    /// Records the title in ``windowTitle``.
    public func setWindowTitle(_ title: String, anchor: RecordedWidget) { windowTitle = title }

    /// Records the scheme in ``preferredColorScheme``.
    public func setPreferredColorScheme(_ scheme: ColorScheme?, anchor: RecordedWidget) {
        preferredColorScheme = .some(scheme)
    }
}
