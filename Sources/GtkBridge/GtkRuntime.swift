import CGtk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// GTK start-up: opening the display, once per process.
///
/// ```swift
/// do {
///     try GtkRuntime.initialize()
/// } catch {
///     GtkRuntime.exitWithError(error)  // "error: Graft could not open a display: …", exit status 1
/// }
/// ```
public enum GtkRuntime {
    @MainActor private static var isInitialized = false

    /// Whether `initialize()` has succeeded in this process.
    @MainActor public static var isReady: Bool { isInitialized }

    /// Initializes GTK and attaches Swift's main queue to the GLib main loop. Idempotent.
    ///
    /// Fails fast, without touching GTK, when neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, and
    /// fails with the display name when `gtk_init_check` cannot open it. When no D-Bus session bus
    /// is configured, GTK's accessibility bridge is switched off (`GTK_A11Y=none`, unless already
    /// set) so it does not warn about the missing bus on every start.
    ///
    /// - Throws: `GtkInitError` if no display can be opened.
    @MainActor
    public static func initialize() throws(GtkInitError) {
        if isInitialized { return }
        let display = environment("DISPLAY")
        let wayland = environment("WAYLAND_DISPLAY")
        guard display != nil || wayland != nil else { throw GtkInitError(reason: .noDisplayConfigured) }
        if environment("DBUS_SESSION_BUS_ADDRESS") == nil {
            setenv("GTK_A11Y", "none", 0)
        }
        // Assistive technologies list the app by its name: the program's, unless the app set one.
        if g_get_prgname() == nil, let program = CommandLine.arguments.first?.split(separator: "/").last {
            g_set_prgname(String(program))
        }
        if g_get_application_name() == nil || String(cString: g_get_application_name()) == "" {
            g_set_application_name(g_get_prgname())
        }
        guard gtk_init_check() != 0 else {
            throw GtkInitError(
                reason: .displayUnavailable(wayland.map { "WAYLAND_DISPLAY=\($0)" } ?? "DISPLAY=\(display!)"))
        }
        isInitialized = true
        MainLoop.installMainQueueSource()
    }

    /// The name assistive technologies and the desktop show for the app; by default the program's
    /// file name. Set it before ``initialize()`` to take effect everywhere.
    public static var applicationName: String {
        get { g_get_application_name().map { String(cString: $0) } ?? "" }
        set { g_set_application_name(newValue) }
    }

    /// Prints `error: <description>` to standard error and exits the process with status 1.
    ///
    /// - Parameter error: The error to report, typically a `GtkInitError`.
    public static func exitWithError(_ error: any Error) -> Never {
        let message = "error: \(error)\n"
        var bytes = Array(message.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
        exit(1)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}

/// GTK could not be initialized because no display is available.
public struct GtkInitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why initialization failed.
    public enum Reason: Sendable, Equatable {
        /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set.
        case noDisplayConfigured
        /// A display is configured (the associated text names it) but GTK could not open it.
        case displayUnavailable(String)
    }

    /// Why initialization failed.
    public let reason: Reason

    /// Creates an error for `reason`.
    ///
    /// - Parameter reason: Why initialization failed.
    public init(reason: Reason) {
        self.reason = reason
    }

    /// The message shown to the user, with what to do about it.
    public var description: String {
        switch reason {
        case .noDisplayConfigured:
            return "Graft could not open a display: DISPLAY and WAYLAND_DISPLAY are unset. "
                + "Run under a desktop session or `xvfb-run -a`."
        case .displayUnavailable(let display):
            return "Graft could not open the display (\(display)): GTK failed to connect to it. "
                + "Check that the display server is running and reachable, or run under `xvfb-run -a`."
        }
    }
}
