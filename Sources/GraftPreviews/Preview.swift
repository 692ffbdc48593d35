import GraftCore

/// One preview of a ``PreviewProvider`` or one `#Preview`: a view with the name, layout and colour
/// scheme it is rendered with. (The `#Preview`s of a file come through one provider, which the
/// registry declares; see ``previews(declaredIn:)``.)
///
/// Previews are found by inspecting the value of `previews`, not by rendering it: every child of
/// a `Group`, of a ``ViewBuilder`` block (`TupleView`) or of a `ForEach` at the top is one preview,
/// and groups nest. On the way down, `.previewLayout(_:)`, `.previewDisplayName(_:)` and
/// `.colorScheme(_:)` are read as traits; a trait set closer to a view wins over one set on its
/// group. Any other modifier ends the search: the view under it, groups included, is one preview.
///
/// ```swift
/// for preview in RoundedBorder_Previews.allPreviews {
///     for scheme in preview.colorSchemes {
///         let image = try PreviewRenderer.render(preview, colorScheme: scheme)
///     }
/// }
/// ```
@MainActor
public struct Preview: Identifiable {
    /// The name of the provider type, such as `"RoundedBorder_Previews"`.
    public let providerName: String
    /// The preview's position among its provider's previews, from 0.
    public let index: Int
    /// The caption: the `.previewDisplayName(_:)`, or the provider's name without `_Previews`
    /// (with the position when the provider has several previews).
    public let displayName: String
    /// The size the preview is rendered at (`.device` unless set).
    public let layout: PreviewLayout
    /// The colour scheme pinned with `.colorScheme(_:)`, or `nil` for both.
    public let colorScheme: ColorScheme?
    /// The orientation trait of a `#Preview` (`.portrait` unless set); already applied to ``layout``.
    public let orientation: InterfaceOrientation
    private let makeContent: @MainActor () -> AnyView

    /// The view, with its modifiers (a `#Preview`'s body runs each time this is read).
    public var content: AnyView { makeContent() }

    /// `providerName` and `index`: unique within a package.
    public nonisolated var id: String { "\(providerName)#\(index)" }

    /// The schemes to render: the pinned one, or light and dark.
    public var colorSchemes: [ColorScheme] { colorScheme.map { [$0] } ?? [.light, .dark] }

    /// Makes a preview by hand (providers make theirs with ``Preview/previews(of:)``).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - displayName: The caption.
    ///   - layout: The size to render at.
    ///   - colorScheme: The pinned scheme, or `nil` for light and dark.
    ///   - providerName: The name of the providing type.
    ///   - index: The position among the provider's previews.
    public init<Content: View>(
        _ content: Content, displayName: String, layout: PreviewLayout = .device, colorScheme: ColorScheme? = nil,
        providerName: String = "", index: Int = 0
    ) {
        let erased = AnyView(content)
        self.init(
            displayName: displayName, layout: layout, colorScheme: colorScheme, providerName: providerName, index: index
        ) { erased }
    }

    /// A preview whose content is made when it is read (a `#Preview`'s).
    init(
        displayName: String, layout: PreviewLayout, colorScheme: ColorScheme? = nil,
        orientation: InterfaceOrientation = .portrait, providerName: String, index: Int,
        content: @escaping @MainActor () -> AnyView
    ) {
        self.makeContent = content
        self.displayName = displayName
        self.layout = layout
        self.colorScheme = colorScheme
        self.orientation = orientation
        self.providerName = providerName
        self.index = index
    }

    /// The previews a provider declares, in order.
    ///
    /// - Parameter provider: The provider type.
    /// - Returns: One preview per child of the top-level group.
    public static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [Preview] {
        var found: [(view: any View, traits: PreviewTraits)] = []
        _PreviewSplitter.split(Provider.previews, traits: PreviewTraits(), into: &found)
        let providerName = String(describing: Provider.self)
        let base = _baseName(providerName)
        return found.enumerated().map { index, entry in
            let name = entry.traits.displayName ?? (found.count == 1 ? base : "\(base) \(index + 1)")
            return Preview(
                AnyView(erasing: entry.view), displayName: name, layout: entry.traits.layout ?? .device,
                colorScheme: entry.traits.colorScheme, providerName: providerName, index: index)
        }
    }

    /// `RoundedBorder_Previews` → `RoundedBorder`.
    static func _baseName(_ providerName: String) -> String {
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where providerName.hasSuffix(suffix) {
            let base = String(providerName.dropLast(suffix.count))
            if !base.isEmpty { return base }
        }
        return providerName
    }
}
