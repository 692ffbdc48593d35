import GraftCore
import GtkBridge

/// A Graft application: its scenes, run by the GTK main loop.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup("Counter") { CounterView() }
///     }
/// }
/// ```
@MainActor
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The windows the app opens at launch.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// Opens the app's windows and runs the main loop until the last one closes.
    ///
    /// With no display, prints a clear message and exits with status 1.
    public static func main() {
        do {
            try GtkRuntime.initialize()
        } catch {
            GtkRuntime.exitWithError(error)
        }
        let app = Self()
        var open = 0
        for scene in app.body._windows {
            do {
                let host = try scene.makeHost()
                open += 1
                HostRegistry.hosts.append(host)
                host.onClose = {
                    open -= 1
                    if open == 0 { MainLoop.quit() }
                }
                host.present()
            } catch {
                GtkRuntime.exitWithError(error)
            }
        }
        if open > 0 { MainLoop.run() }
    }
}

@MainActor
enum HostRegistry {
    static var hosts: [HostingWindow] = []
}

/// Part of an app's user interface, such as a group of windows.
@MainActor
public protocol Scene {
    /// The windows this scene opens.
    var _windows: [_WindowScene] { get }
}

/// A scene's recipe for one window.
@MainActor
public struct _WindowScene {
    let makeHost: @MainActor () throws -> HostingWindow
}

/// A window showing `content`.
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let content: () -> Content
    var size: (width: Int, height: Int)?

    /// A window titled `title`.
    public init(_ title: String = "", @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    /// Sets the window's size at launch.
    public func defaultSize(width: Int, height: Int) -> WindowGroup {
        var copy = self
        copy.size = (width, height)
        return copy
    }

    public var _windows: [_WindowScene] {
        let (title, content, size) = (self.title, self.content, self.size)
        return [
            _WindowScene {
                try HostingWindow(
                    title: title, width: size?.width ?? 480, height: size?.height ?? 360, content: content)
            }
        ]
    }
}

/// Several scenes.
public struct _SceneList: Scene {
    public let _windows: [_WindowScene]
}

/// Builds an app's scenes.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// Several scenes.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _SceneList {
        var windows: [_WindowScene] = []
        for scene in repeat each scenes { windows += scene._windows }
        return _SceneList(_windows: windows)
    }
}
