import Foundation
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
        if let problem = outputProblem(output) { fail(problem) }
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
            fail(describe(error, output: output))
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

    /// Why `path` cannot be the output folder before anything is rendered: it, or the nearest
    /// folder above it that exists, is a file.
    static func outputProblem(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                return "the output path \(path) is a file, not a folder: give a folder with --output"
            }
            return nil
        }
        var ancestor = path
        while !ancestor.isEmpty, ancestor != "/" {
            ancestor = String(ancestor[..<(ancestor.lastIndex(of: "/") ?? ancestor.startIndex)])
            let existing = ancestor.isEmpty ? "." : ancestor
            guard stat(existing, &info) == 0 else { continue }
            if info.st_mode & S_IFMT != S_IFDIR {
                return "cannot create the output folder \(path): \(existing) is a file, not a folder"
            }
            return nil
        }
        return nil
    }

    /// A sentence for a failure writing into `output`: the path and the system's reason, not a
    /// raw `NSCocoaErrorDomain` dump.
    static func describe(_ error: any Error, output: String) -> String {
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        let path = cocoa.filePath ?? cocoa.url?.path ?? output
        let reason: String
        if let posix = cocoa.underlying as? POSIXError {
            reason = String(cString: strerror(posix.code.rawValue))
        } else {
            switch cocoa.code {
            case .fileWriteVolumeReadOnly: reason = "the file system is read-only"
            case .fileWriteNoPermission, .fileReadNoPermission: reason = "permission denied"
            case .fileWriteFileExists: reason = "a file is in the way of a folder"
            case .fileWriteOutOfSpace: reason = "the disk is full"
            case .fileNoSuchFile, .fileReadNoSuchFile: reason = "it does not exist"
            default: reason = "file error \(cocoa.code.rawValue)"
            }
        }
        return "cannot write the previews into \(output): \(path): \(reason)"
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
