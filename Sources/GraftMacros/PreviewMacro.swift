import GraftPreviewSites
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: declares `_graftPreview(<site>: Void)`, a function
/// that returns the preview's declaration (name, file, line, traits, and the body as a closure).
///
/// Every expansion declares an overload of the same base name, told apart by an argument label
/// made from the file name and the position of the `#` (see `PreviewSite.label`), so the registry
/// the `GraftPreviewsScanner` writes can call each one by name. `@Previewable` variables at the
/// top of the body become the stored properties of a view the expansion declares, whose `body`
/// is the rest of the closure, as SwiftUI does.
struct PreviewMacro: DeclarationMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        guard let location = context.location(of: node.pound, at: .afterLeadingTrivia, filePathMode: .fileID),
            let fileID = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            let line = Int(location.line.trimmedDescription), let column = Int(location.column.trimmedDescription)
        else { throw PreviewMacroError("#Preview: the compiler gave no source location for this preview") }
        let fileName = String(fileID.split(separator: "/").last ?? Substring(fileID))
        let label = PreviewSite.label(fileName: fileName, line: line, column: column)
        let (previewables, rest) = splitPreviewables(arguments.body.statements)
        let name = arguments.name.map(\.trimmedDescription) ?? "nil"
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        let header = "name: \(name), fileID: \(fileID.debugDescription), line: \(line), traits: [\(traits)]"
        guard !previewables.isEmpty else {
            return [
                """
                @MainActor func _graftPreview(\(raw: label) _: Void) -> GraftPreviews.Preview._Declaration {
                    GraftPreviews.Preview._Declaration(\(raw: header)) \(arguments.body.trimmed)
                }
                """
            ]
        }
        let properties = previewables.map(\.trimmedDescription).joined(separator: "\n")
        return [
            """
            @MainActor func _graftPreview(\(raw: label) _: Void) -> GraftPreviews.Preview._Declaration {
                struct _GraftPreviewable: GraftCore.View {
                    \(raw: properties)
                    @GraftCore.ViewBuilder var body: some GraftCore.View {
                        \(rest.trimmed)
                    }
                }
                return GraftPreviews.Preview._Declaration(\(raw: header)) { _GraftPreviewable() }
            }
            """
        ]
    }

    /// The body's `@Previewable` variables (the attribute removed) and the other statements.
    static func splitPreviewables(_ statements: CodeBlockItemListSyntax) -> (
        [VariableDeclSyntax], CodeBlockItemListSyntax
    ) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            guard var variable = item.item.as(VariableDeclSyntax.self),
                let index = variable.attributes.firstIndex(where: { isPreviewable($0) })
            else {
                rest.append(item)
                continue
            }
            variable.attributes.remove(at: index)
            previewables.append(variable)
        }
        return (previewables, CodeBlockItemListSyntax(rest))
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body as state of the preview's view. The
/// attribute alone expands to nothing; `#Preview` reads it.
struct PreviewableMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// The arguments of one `#Preview`: the optional name, the traits, and the body closure.
struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var inTraits = false
        var body = node.trailingClosure
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits: traits.append(argument.expression)
            case nil where name == nil && traits.isEmpty: name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                inTraits = false
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw PreviewMacroError("#Preview: unexpected argument '\(argument.trimmedDescription)'")
            }
        }
        guard let body else { throw PreviewMacroError("#Preview needs a body: #Preview { ContentView() }") }
        self.body = body
    }
}

/// A `#Preview` the macro cannot expand; the text is the compiler's error.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
