// The compiler plugin behind `#Preview` and `@Previewable`: an executable the compiler starts and
// talks to over standard input and output, built on the toolchain's own SwiftSyntax host modules.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Names the macros this plugin implements, for the compiler's `#externalMacro` look-ups.
struct GraftMacrosProvider: PluginProvider {
    /// The macro type for `#externalMacro(module: "GraftMacros", type: typeName)`.
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "PreviewableMacro": return PreviewableMacro.self
        default: throw UnknownMacro(name: typeName)
        }
    }

    /// Plugin libraries are not loaded: this executable implements its macros itself.
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(name: moduleName)
    }

    var features: [PluginFeature] { [] }
}

/// A macro this plugin does not implement.
struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "GraftMacros implements PreviewMacro and PreviewableMacro, not \(name)" }
}

let listener = CompilerPluginMessageListener(
    connection: try StandardIOMessageConnection(), provider: GraftMacrosProvider())
try listener.main()
