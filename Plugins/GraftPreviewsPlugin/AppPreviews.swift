import Foundation
import PackagePlugin

/// The previews of an app's own target: the plugin builds the app's product and launches it with
/// `--graft-previews`, which the `GraftPreviewsRegistry` plugin, applied to the app's target,
/// handles in place of running the app (a package cannot link another package's executable
/// targets, so the runner package cannot reach them).
///
/// An app is an executable product whose main target has an `@main` type and declares previews
/// (`#Preview` or a `PreviewProvider`). It is launched with no `DISPLAY`: with the registry plugin
/// it renders on a private Xvfb; without it, `App.main()` finds no display and exits at once, and
/// the plugin says what to add — no window ever opens.
struct AppPreviews {
    let product: String
    let target: String

    /// The package's apps with previews.
    static func find(in package: Package) -> [AppPreviews] {
        package.products.compactMap { $0 as? ExecutableProduct }.compactMap { product in
            guard let main = product.mainTarget as? SourceModuleTarget else { return nil }
            let texts = main.sourceFiles(withSuffix: "swift").map {
                (try? String(contentsOf: $0.url, encoding: .utf8)) ?? ""
            }
            let hasMain = texts.contains { $0.contains("@main") }
            let hasPreviews = texts.contains { $0.contains("#Preview") || $0.contains(": PreviewProvider") }
            return hasMain && hasPreviews ? AppPreviews(product: product.name, target: main.name) : nil
        }
    }

    /// Builds the app and renders its previews into `output/<target>/`; `false` when either failed
    /// (the reason was printed).
    func render(with packageManager: PackageManager, options: Options) throws -> Bool {
        let build = try packageManager.build(.product(product), parameters: .init(configuration: .debug))
        guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            let lines = build.logText.split(separator: "\n")
            say(lines.filter { $0.contains("error:") }.prefix(20).joined(separator: "\n"))
            say("graft previews: building \(product) failed")
            return false
        }
        let folder = URL(fileURLWithPath: options.output!).appendingPathComponent(target).path
        var arguments = ["--graft-previews", "--output", folder]
        if let filter = options.filter { arguments += ["--filter", filter] }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let status = try run(executable.url, arguments, environment: environment, timeout: 600)
        if status != 0 {
            say(
                "graft previews: \(product) did not render its previews; add "
                    + "`plugins: [.plugin(name: \"GraftPreviewsRegistry\", package: \"Graft\")]` to its target \(target)"
            )
        }
        return status == 0
    }

    /// Runs a process with this process's output, ended after `timeout` seconds; its exit status.
    private func run(_ executable: URL, _ arguments: [String], environment: [String: String], timeout: Double)
        throws -> Int32
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            say("graft previews: \(product) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
