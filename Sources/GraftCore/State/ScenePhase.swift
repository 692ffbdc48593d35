/// Whether a scene is in front of the user: `@Environment(\.scenePhase) var scenePhase`.
///
/// On GTK a window is `.active` while it is the active window (it has the keyboard focus of the
/// desktop), `.inactive` while it is shown but another window is active, and `.background` while
/// it is not shown (before it is presented, hidden, or closed).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown, but not the window the user is working in.
    case inactive
    /// Shown and active.
    case active
}

/// A phase written with `.environment(\.scenePhase, …)`, which wins over the window's.
struct ScenePhaseKey: EnvironmentKey { static let defaultValue: ScenePhase? = nil }

extension EnvironmentValues {
    /// The phase of the window the view is in, updated as the window becomes active, inactive or hidden.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] ?? _windowState.scenePhase }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
