import GraftCore

extension View {
    /// Sets the size this view is rendered at when it is a preview.
    ///
    /// On a `Group` of previews it applies to every member that does not set its own.
    ///
    /// - Parameter layout: `.device` (the default, 390 × 844), `.fixed(width:height:)` or `.sizeThatFits`.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(layout: layout))
    }

    /// Names this view when it is a preview: the caption in the contact sheet and the PNG's name.
    ///
    /// - Parameter name: The display name; `nil` keeps the default (the provider's name and index).
    public func previewDisplayName(_ name: String?) -> some View {
        _PreviewTraitsView(content: self, traits: PreviewTraits(displayName: name))
    }
}

/// The preview settings carried by modifiers: layout, display name and colour scheme.
public struct PreviewTraits: Hashable, Sendable {
    /// The layout, if set.
    public var layout: PreviewLayout?
    /// The display name, if set.
    public var displayName: String?
    /// The colour scheme, if pinned with `.colorScheme(_:)`.
    public var colorScheme: ColorScheme?

    /// Traits with the given values set.
    ///
    /// - Parameters:
    ///   - layout: The layout, or `nil` for unset.
    ///   - displayName: The display name, or `nil` for unset.
    ///   - colorScheme: The colour scheme, or `nil` for unset.
    public init(layout: PreviewLayout? = nil, displayName: String? = nil, colorScheme: ColorScheme? = nil) {
        self.layout = layout
        self.displayName = displayName
        self.colorScheme = colorScheme
    }

    /// These traits with every value that `inner` sets taking precedence.
    func overridden(by inner: PreviewTraits) -> PreviewTraits {
        PreviewTraits(
            layout: inner.layout ?? layout, displayName: inner.displayName ?? displayName,
            colorScheme: inner.colorScheme ?? colorScheme)
    }
}

/// A view that shows its content unchanged and carries preview traits for ``Preview`` to read.
public struct _PreviewTraitsView<Content: View>: View, _PreviewTraitCarrier {
    let content: Content
    let traits: PreviewTraits

    /// The content, unchanged: the traits affect only how the preview is rendered.
    public var body: Content { content }

    var _traits: PreviewTraits { traits }
    var _content: any View { content }
}

/// A view that only carries preview traits around its content.
@MainActor
protocol _PreviewTraitCarrier {
    var _traits: PreviewTraits { get }
    var _content: any View { get }
}
