import Foundation
import PackagePlugin

/// `swift package previews`: renders the previews of the package it runs in, light and dark, into
/// `.build/previews/`, with no executable target of your own.
///
/// The plugin writes a small runner package in its work folder (under `.build/plugins/`) that
/// depends on your package and on Graft, lists your previews with the `GraftPreviewsRegistry`
/// build plugin, builds it, and runs it. Previews are found in the targets of your library
/// products (a package cannot link another package's executable targets); an app's own target
/// with the registry plugin is built and launched with `--graft-previews` (see ``AppPreviews``),
/// its images going to `.build/previews/<target>/`.
///
/// ```sh
/// swift package previews                 # render once, into .build/previews/
/// swift package previews --watch         # rebuild and re-render when a source file changes
/// swift package previews --filter Border # only previews whose name contains "Border"
/// ```
@main
struct GraftPreviewsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var options = try Options(arguments)
        let graft = try Self.graftPackage(in: context.package)
        let libraryProducts = context.package.products.compactMap { $0 as? LibraryProduct }
            .filter { product in product.targets.contains { ($0 as? SourceModuleTarget)?.kind == .generic } }
        let runner = context.pluginWorkDirectoryURL.appendingPathComponent("runner")
        try RunnerPackage(
            userPackage: context.package.directoryURL, userPackageName: context.package.displayName,
            userProducts: libraryProducts.map(\.name), graft: graft
        ).write(to: runner)
        if options.output == nil {
            options.output = context.package.directoryURL.appendingPathComponent(".build/previews").path
        }
        try FileManager.default.createDirectory(atPath: options.output!, withIntermediateDirectories: true)
        Log.start(at: URL(fileURLWithPath: options.output!).appendingPathComponent("previews.log"))
        var watcher = SourceWatcher(roots: Self.sourceFolders(of: context.package))
        let apps = AppPreviews.find(in: context.package)
        var round = 0
        repeat {
            round += 1
            let started = Date()
            var rendered = libraryProducts.isEmpty && !apps.isEmpty
            if !libraryProducts.isEmpty || apps.isEmpty {
                rendered = try Self.buildAndRender(runner: runner, options: options)
            }
            for app in apps {
                rendered = try app.render(with: packageManager, options: options) && rendered
            }
            let seconds = Date().timeIntervalSince(started)
            say(
                "graft previews: round \(round) \(rendered ? "rendered" : "failed") in \(String(format: "%.1f", seconds)) s"
            )
            guard options.watch else {
                if !rendered { throw PluginError("rendering the previews failed") }
                return
            }
            say("graft previews: watching \(watcher.fileCount) source files; Ctrl-C stops")
            watcher.waitForChange()
        } while true
    }

    /// Builds the runner and runs it; `false` when either step failed (the error was printed).
    static func buildAndRender(runner: URL, options: Options) throws -> Bool {
        let scratch = runner.appendingPathComponent(".build").path
        let command = ["swift", "build", "--package-path", runner.path, "--scratch-path", scratch]
        var (build, log) = try runQuietly("/usr/bin/env", command)
        if build != 0, log.contains("because of missing inputs") {
            // SwiftPM kept the build plan of a dependency whose files have since been removed or
            // renamed (Graft's or yours): plan again from scratch, keeping the compiled objects.
            for stale in ["debug.yaml", "build.db"] {
                try? FileManager.default.removeItem(
                    atPath: URL(fileURLWithPath: scratch).appendingPathComponent(stale).path)
            }
            for plan in (try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? [] {
                let description = URL(fileURLWithPath: scratch).appendingPathComponent("\(plan)/debug/description.json")
                try? FileManager.default.removeItem(at: description)
            }
            (build, log) = try runQuietly("/usr/bin/env", command)
        }
        guard build == 0 else {
            // Only the errors (and their context) of a failed build, not the warnings of every round.
            let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
            let errors = lines.indices.filter { lines[$0].contains("error:") }
            for index in errors.prefix(20) {
                say(lines[index...min(index + 3, lines.count - 1)].joined(separator: "\n"))
            }
            if errors.isEmpty { say(lines.suffix(30).joined(separator: "\n")) }
            return false
        }
        let executable = URL(fileURLWithPath: scratch).appendingPathComponent("debug/graft-package-previews")
        var arguments = ["--output", options.output!]
        if let filter = options.filter { arguments += ["--filter", filter] }
        return try run(executable.path, arguments) == 0
    }

    /// Runs a process with this process's output; returns its exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs a process and returns its exit status and everything it printed.
    static func runQuietly(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The Graft package among the dependencies (or the package itself, when run in Graft).
    static func graftPackage(in package: Package) throws -> URL {
        var queue = [package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.id).inserted else { continue }
            if candidate.products.contains(where: { $0.name == "Graft" })
                && candidate.targets.contains(where: { $0.name == "GraftPreviews" })
            {
                return candidate.directoryURL
            }
            queue += candidate.dependencies.map(\.package)
        }
        throw PluginError("this package does not depend on Graft")
    }

    /// The folders of the package's own Swift targets (what --watch watches).
    static func sourceFolders(of package: Package) -> [URL] {
        package.targets.compactMap { $0 as? SourceModuleTarget }.map { URL(fileURLWithPath: $0.directory.string) }
    }
}

/// Prints a line at once, and appends it to `previews.log` in the output folder: SwiftPM passes a
/// plugin's output on line by line only to a terminal, so tools that follow `--watch` read the log.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
    Log.append(line)
}

/// `previews.log`: the plugin's lines of this run.
enum Log {
    nonisolated(unsafe) private static var handle: FileHandle?

    static func start(at url: URL) {
        FileManager.default.createFile(atPath: url.path, contents: nil)
        handle = try? FileHandle(forWritingTo: url)
    }

    static func append(_ line: String) {
        handle?.write(Data((line + "\n").utf8))
    }
}

/// The command line of `swift package previews`.
struct Options {
    var watch = false
    var filter: String?
    var output: String?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--watch": watch = true
            case "--filter": filter = rest.popFirst()
            case "--output", "-o": output = rest.popFirst()
            default: throw PluginError("unknown argument '\(argument)' (use --watch, --filter TEXT, --output DIR)")
            }
        }
    }
}

/// A failure the plugin reports.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "graft previews: \(description)" }
}
