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
        let windows = AppWindows()
        windows.onLastClose = { MainLoop.quit() }
        do {
            try windows.open(app.body._windows)
        } catch {
            GtkRuntime.exitWithError(error)
        }
        if !windows.hosts.isEmpty { MainLoop.run() }
    }
}

/// The windows of a running app. A window that closes is let go at once — its views were
/// dismantled, and with the last reference its widgets, web processes and pipelines are freed —
/// while the other windows go on.
@MainActor
package final class AppWindows {
    /// The windows open now, in the order they opened.
    package private(set) var hosts: [HostingWindow] = []
    /// Runs when the last window has closed.
    package var onLastClose: (@MainActor () -> Void)?

    package init() {}

    /// Makes and shows a window for each scene.
    ///
    /// - Parameter scenes: The windows' recipes.
    /// - Throws: `GtkInitError` when there is no display.
    package func open(_ scenes: [_WindowScene]) throws {
        for scene in scenes {
            let host = try scene.makeHost()
            hosts.append(host)
            host.onClose = { [weak self, weak host] in
                guard let self else { return }
                self.hosts.removeAll { $0 === host }
                if self.hosts.isEmpty { self.onLastClose?() }
            }
            host.present()
        }
    }
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

    /// One window of the group's content, titled and sized as the group says.
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
    /// The windows of every scene in the list, in order.
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
