import GraftUIKit
import Testing

/// All UIKit suites, one test at a time: they share one GTK display and iterate its main loop.
@Suite("GraftUIKit", .serialized)
@MainActor
enum UIKitSuite {}

/// Shows `view` as the only content of a real GTK window of `width` × `height` under the test
/// display, and waits until it has been laid out and painted.
@MainActor
func show(_ view: UIView, width: Int = 300, height: Int = 200, dark: Bool = false) throws -> Gtk.Window {
    try GtkRuntime.initialize()
    let window = Gtk.Window(title: "UIKit test")
    window.setDefaultSize(width: width, height: height)
    window.resizable = false
    if dark { window.addCSSClass("graft-scheme-dark") }
    view.hexpand = true
    view.vexpand = true
    window.child = view
    window.present()
    try window.waitUntilPainted()
    try window.waitUntilPainted()
    return window
}

/// Waits (with a timeout) until the next frame of `window` was laid out and painted.
@MainActor
func settle(_ window: Gtk.Window) throws {
    try window.waitUntilPainted()
}

/// A view's frame in its superview as whole pixels, for comparisons.
@MainActor
func rounded(_ frame: CGRect) -> [Int] {
    [frame.minX, frame.minY, frame.width, frame.height].map { Int($0.rounded()) }
}

extension RGBAImage {
    /// The pixel as RGB components (alpha dropped).
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let pixel = pixel(x: x, y: y)
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }
}

/// Shows `view` in a container view of a real window, placed by the constraints `place` makes
/// between it and the container.
@MainActor
func show(_ view: UIView, placedBy place: (_ view: UIView, _ container: UIView) -> [NSLayoutConstraint]) throws
    -> Gtk.Window
{
    let container = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate(place(view, container))
    return try show(container)
}

/// Constraints that put `view` at the container's top left, `width` × `height`.
@MainActor
func topLeft(width: CGFloat, height: CGFloat) -> (UIView, UIView) -> [NSLayoutConstraint] {
    { view, container in
        [
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ]
    }
}
