import Foundation

struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
    /// Device pixels per point of the display the views are shown on: 1, or 2 on a high-density
    /// screen. `Image("name")` picks its catalog's `@2x` file when this is 2.
    ///
    /// A window sets it from its GTK scale factor, and again when that changes; previews render
    /// at 1. Set it with `.environment(\.displayScale, 2)` to see a view as a denser display
    /// shows it.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
