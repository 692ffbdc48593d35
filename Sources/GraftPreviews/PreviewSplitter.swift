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
            } else if let erased = current as? AnyView,
                let inner = Mirror(reflecting: erased).descendant("view") as? any View
            {
                current = inner
            } else {
                break
            }
        }
        if let container = current as? any _PreviewContainer {
            for child in container._previewChildren { split(child, traits: traits, into: &found) }
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
            } else if current is any _PreviewContainer {
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
    /// `\.colorScheme`), read by reflection since the writer is internal to GraftCore.
    static func colorSchemeWriter(_ view: any View) -> (ColorScheme, any View)? {
        let mirror = Mirror(reflecting: view)
        guard let scheme = mirror.descendant("value") as? ColorScheme,
            let key = mirror.descendant("key") as? AnyHashable,
            key == AnyHashable(\EnvironmentValues.colorScheme),
            let content = mirror.descendant("content") as? any View
        else { return nil }
        return (scheme, content)
    }
}

/// A view whose children are separate previews.
@MainActor
protocol _PreviewContainer {
    var _previewChildren: [any View] { get }
}

extension TupleView: _PreviewContainer {
    var _previewChildren: [any View] {
        var children: [any View] = []
        for element in repeat each value { children.append(element) }
        return children
    }
}

extension Group: _PreviewContainer {
    var _previewChildren: [any View] {
        (Mirror(reflecting: self).descendant("content") as? any View).map { [$0] } ?? []
    }
}

extension ForEach: _PreviewContainer {
    var _previewChildren: [any View] { data.map { content($0) } }
}

extension Optional: _PreviewContainer where Wrapped: View {
    var _previewChildren: [any View] { map { [$0] } ?? [] }
}

extension _ConditionalContent: _PreviewContainer {
    var _previewChildren: [any View] {
        // `storage` is an enum whose one case holds the chosen branch.
        guard let storage = Mirror(reflecting: self).children.first?.value,
            let branch = Mirror(reflecting: storage).children.first?.value as? any View
        else { return [] }
        return [branch]
    }
}

extension EmptyView: _PreviewContainer {
    var _previewChildren: [any View] { [] }
}
