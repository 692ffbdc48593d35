import Foundation
import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UIScreen")
    @MainActor
    struct ScreenTests {
        @Test("UIScreen.main is the display's monitor: its size in points, its pixels at its scale")
        func mainScreen() throws {
            try GtkRuntime.initialize()
            let screen = UIScreen.main
            #expect(screen.bounds.origin == .zero)
            #expect(screen.bounds.width > 0 && screen.bounds.height > 0, "\(screen.bounds)")
            #expect(screen.scale >= 1)
            #expect(screen.nativeBounds.width == screen.bounds.width * screen.scale)
            #expect(UIScreen.screens.first?.bounds == screen.bounds)
            // xvfb-run (scripts/test and CI, when no display is set) keeps its X authority in its own
            // folder; its screen is the one scripts/_common.sh asks for.
            if ProcessInfo.processInfo.environment["XAUTHORITY"]?.contains("xvfb-run") == true {
                #expect(screen.bounds.size == CGSize(width: 1280, height: 1024))
                #expect(screen.scale == 1)
            }
        }

        @Test("A view sized from UIScreen.main.bounds, as phone code does, gets that size")
        func viewFromScreenBounds() throws {
            try GtkRuntime.initialize()
            let bounds = UIScreen.main.bounds
            let view = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width / 4, height: bounds.height / 4))
            #expect(view.frame.size == CGSize(width: bounds.width / 4, height: bounds.height / 4))
        }
    }
}
