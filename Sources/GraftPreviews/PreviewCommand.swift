import Glibc
import GraftGtk
import GraftSystem
import GtkBridge

/// The `graft-previews` command: renders the previews it is given into a folder and says where.
///
/// A package's preview executable is two lines, with the `GraftPreviewsRegistry` plugin listing
/// the providers of the targets it links (`graftPreviewProviders`):
///
/// ```swift
/// import Graft
/// PreviewCommand.main(providers: graftPreviewProviders)
/// ```
///
/// Usage: `graft-previews [--output DIR] [--filter TEXT] [--list]`. The default folder is
/// `.build/previews` under the current directory. With no `DISPLAY`, the command starts its own
/// Xvfb (see ``VirtualDisplay``).
@MainActor
public enum PreviewCommand {
    /// The folder images go to when `--output` is not given: `.build/previews`.
    public static let defaultOutputDirectory = ".build/previews"

    /// Parses `arguments`, renders, prints where the files went, and exits (status 1 on error).
    ///
    /// - Parameters:
    ///   - providers: The preview providers to render.
    ///   - arguments: The command line, program name first.
    public static func main(providers: [any PreviewProvider.Type], arguments: [String] = CommandLine.arguments) -> Never
    {
        var output = defaultOutputDirectory
        var filter: String?
        var listOnly = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--output", "-o": output = rest.popFirst() ?? output
            case "--filter": filter = rest.popFirst()
            case "--list": listOnly = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                fail("unknown argument '\(argument)'\n\(usage)")
            }
        }
        let catalog = PreviewCatalog(providers: providers, filter: filter)
        if listOnly {
            for preview in catalog.previews {
                let schemes = preview.colorSchemes.map(\.rawValue).joined(separator: ", ")
                print("\(preview.displayName)  [\(preview.providerName), \(preview.layout), \(schemes)]")
            }
            exit(0)
        }
        guard !catalog.previews.isEmpty else {
            fail("no previews found (is a target with PreviewProvider types or #Preview linked?)")
        }
        do {
            let display = try VirtualDisplay.startIfNeeded()
            defer { display?.stop() }
            if let display { print("graft-previews: no display set; rendering on a private Xvfb (\(display.name))") }
            // The windows are never seen: skip GL and the accessibility bus.
            setenv("GSK_RENDERER", "cairo", 0)
            let result = try catalog.write(to: output)
            print("graft-previews: \(result.files.count) images and a contact sheet in \(result.directory)")
            for file in result.files {
                print(
                    "  \(file.displayName) (\(file.colorScheme.rawValue), \(file.width)×\(file.height)): \(file.path)")
            }
            print("  contact sheet: \(result.contactSheetPath)")
        } catch {
            fail("\(error)")
        }
        exit(0)
    }

    /// The launch argument that makes an app with the `GraftPreviewsRegistry` plugin render its
    /// previews instead of running: `MyApp --graft-previews [--output DIR] [--filter TEXT] [--list]`.
    public static let launchArgument = "--graft-previews"

    /// Renders the previews when the command line holds ``launchArgument`` (the arguments after
    /// it are this command's), and runs `app` otherwise. The registry plugin, applied to an app's
    /// own target, gives the app's `@main` type a `main()` that calls this.
    ///
    /// - Parameters:
    ///   - app: The app type.
    ///   - providers: The preview providers to render.
    ///   - arguments: The command line, program name first.
    public static func main<Application: App>(
        app: Application.Type, providers: [any PreviewProvider.Type], arguments: [String] = CommandLine.arguments
    ) {
        if let flag = arguments.firstIndex(of: launchArgument) {
            main(providers: providers, arguments: Array(arguments.prefix(1) + arguments[(flag + 1)...]))
        }
        // `App.main()` itself: in a generic context the protocol's own `main()` is the one found.
        Application.main()
    }

    private static let usage = """
        usage: graft-previews [--output DIR] [--filter TEXT] [--list]
          --output DIR   where to write the PNGs (default: \(defaultOutputDirectory))
          --filter TEXT  only previews whose name contains TEXT
          --list         list the previews without rendering
        """

    private static func fail(_ message: String) -> Never {
        graft_write_error_line("graft-previews: error: \(message)")
        exit(1)
    }
}
