import Foundation
import PackagePlugin

/// Embeds a target's own Swift files in it as `embeddedSources` (name and text of each), so an app
/// can show the code of its screens exactly as built.
@main
struct EmbedSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedSources.swift")
        return [
            .buildCommand(
                displayName: "Embedding the sources of \(target.name)",
                executable: try context.tool(named: "SourceEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
