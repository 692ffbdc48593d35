import Observation

/// What a window tells the views in it about itself — its scene phase and size classes — kept in
/// one observed object in the environment.
///
/// A change (the window becoming active, being resized past a size class) then reaches only the
/// bodies that read the value, as in SwiftUI, instead of changing the whole environment and
/// updating every view in the window. The window changes it on the main thread only.
@Observable
public final class _WindowState: @unchecked Sendable {
    /// The window's phase.
    public var scenePhase: ScenePhase = .active
    /// The window's horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .regular
    /// The window's vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular

    /// A state for a new window.
    public init() {}
}

/// Views outside any window (previews of a graph with no window, tests) see one state that never
/// changes: active, regular size classes.
struct WindowStateKey: EnvironmentKey { static let defaultValue = _WindowState() }

extension EnvironmentValues {
    /// The window's state, set by the window hosting the views (an object, compared by identity).
    public var _windowState: _WindowState {
        get { self[WindowStateKey.self] }
        set { self[WindowStateKey.self] = newValue }
    }
}
