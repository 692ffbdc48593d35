import Foundation
import PackagePlugin

/// Lists the `PreviewProvider` types of a target and of every target it depends on, in a
/// generated `GraftPreviewRegistry.swift` that declares `graftPreviewProviders`.
///
/// Apply it to a preview executable whose dependencies are the targets with previews:
///
/// ```swift
/// .executableTarget(
///     name: "MyAppPreviews", dependencies: ["MyAppUI", .product(name: "Graft", package: "Graft")],
///     plugins: [.plugin(name: "GraftPreviewsRegistry", package: "Graft")])
/// ```
@main
struct GraftPreviewsRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let root = target as? SourceModuleTarget else { return [] }
        var modules: [SourceModuleTarget] = [root]
        for dependency in root.recursiveTargetDependencies {
            if let module = dependency as? SourceModuleTarget, module.kind != .test { modules.append(module) }
        }
        var arguments: [String] = []
        var inputs: [URL] = []
        for module in modules {
            let files = module.sourceFiles(withSuffix: "swift").map(\.url)
            guard !files.isEmpty else { continue }
            let role = module.id == root.id ? "--local" : "--module"
            arguments += [role, module.moduleName] + files.map(\.path)
            inputs += files
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GraftPreviewRegistry.swift")
        return [
            .buildCommand(
                displayName: "Listing the previews of \(root.name) and its dependencies",
                executable: try context.tool(named: "GraftPreviewsScanner").url,
                arguments: [output.path] + arguments,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
