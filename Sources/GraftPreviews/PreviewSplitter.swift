import GraftCore

/// Splits a provider's `previews` value into previews by inspecting the value (see ``Preview``).
@MainActor
enum _PreviewSplitter {
    static func split(
        _ view: any View, traits: PreviewTraits, into found: inout [(view: any View, traits: PreviewTraits)]
    ) {
        var traits = traits
        var current = view
        // Look through the wrappers that only carry traits.
        while true {
            if let carrier = current as? any _PreviewTraitCarrier {
                traits = traits.overridden(by: carrier._traits)
                current = carrier._content
            } else if let (scheme, content) = colorSchemeWriter(current) {
                traits = traits.overridden(by: PreviewTraits(colorScheme: scheme))
                current = content
            } else {
                break
            }
        }
        // An EmptyView lists no children, but a preview of nothing is still a (blank) preview.
        if let container = current as? any _MultiView, !(current is EmptyView) {
            for child in children(of: container) { split(child, traits: traits, into: &found) }
            return
        }
        found.append((view, traits.overridden(by: innerTraits(of: current))))
    }

    /// Traits set below other modifiers of a single preview (`RedLabel().previewLayout(…).padding()`).
    static func innerTraits(of view: any View) -> PreviewTraits {
        var traits = PreviewTraits()
        var current: any View = view
        for _ in 0..<64 {
            if let carrier = current as? any _PreviewTraitCarrier {
                traits = traits.overridden(by: carrier._traits)
                current = carrier._content
            } else if let (scheme, content) = colorSchemeWriter(current) {
                traits = traits.overridden(by: PreviewTraits(colorScheme: scheme))
                current = content
            } else if current is any _MultiView {
                break
            } else if let content = Mirror(reflecting: current).descendant("content") as? any View {
                current = content
            } else {
                break
            }
        }
        return traits
    }

    /// The scheme and content of a `.colorScheme(_:)` modifier (an environment writer for
    /// `\.colorScheme`).
    static func colorSchemeWriter(_ view: any View) -> (ColorScheme, any View)? {
        guard let writer = view as? any _EnvironmentWriting,
            writer._writtenKey == AnyHashable(\EnvironmentValues.colorScheme),
            let scheme = writer._writtenValue as? ColorScheme
        else { return nil }
        return (scheme, writer._writtenContent)
    }

    /// The views a group, tuple, conditional, `ForEach`, optional or `AnyView` stands for, as the
    /// view graph lists them.
    static func children(of container: any _MultiView) -> [any View] {
        var list: [(AnyHashable, any View)] = []
        container._children(into: &list)
        return list.map(\.1)
    }
}
