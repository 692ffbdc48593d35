import Foundation
import GraftCore

extension Image {
    /// An image of an asset catalog: the image set `name` of `Assets.xcassets` in your target's
    /// resources, its `@1x`, `@2x` or `@3x` file chosen for the display's scale.
    ///
    /// With no bundle (or `Bundle.main`), the catalogs of ``Foundation/Bundle/assetCatalogSearchOrder``
    /// are searched: `Bundle.main`, then the resource bundles SwiftPM puts beside the executable.
    /// A name no catalog has shows GTK's missing-image icon with the reason as its tooltip, and
    /// writes one warning line to standard error, never a crash.
    ///
    /// ```swift
    /// Image("Logo")                       // Resources/Assets.xcassets/Logo.imageset
    /// Image("Flag", bundle: .module)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The image set's name (`Group/Name` in a group that provides a namespace).
    ///   - bundle: The bundle whose catalogs to search; nil for the main bundle and its neighbours.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(named: NamedImage(name: name, lookup: _AssetCatalogs.imageSet(named: name, bundle: bundle)))
    }

    /// An image of an asset catalog that assistive technologies skip (it has no accessible name).
    ///
    /// - Parameters:
    ///   - name: The image set's name.
    ///   - bundle: The bundle whose catalogs to search; nil for the main bundle and its neighbours.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(
            named: NamedImage(
                name: name, lookup: _AssetCatalogs.imageSet(named: name, bundle: bundle), isDecorative: true))
    }
}

extension Color {
    /// A colour of an asset catalog: the colour set `name`, with its dark appearance in the dark
    /// scheme (`colorScheme` of the environment, `.preferredColorScheme`).
    ///
    /// Bundles are searched as for `Image("name")`. A name no catalog has, or a malformed
    /// `Contents.json`, gives `Color.clear` and one warning line on standard error naming the name
    /// or the file.
    ///
    /// ```swift
    /// Text("Hello").foregroundColor(Color("Brand"))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The colour set's name.
    ///   - bundle: The bundle whose catalogs to search; nil for the main bundle and its neighbours.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch _AssetCatalogs.colorSet(named: name, bundle: bundle) {
        case .success(let set): self = set.color
        case .failure: self = .clear
        }
    }
}
