import Foundation
import GraftCore

extension ContentUnavailableView
where Label == GraftCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title under an image of the app's asset catalog, with an optional description.
    ///
    /// - Parameters:
    ///   - title: What is missing.
    ///   - name: The image set's name, as `Image(_:bundle:)` takes it.
    ///   - description: Why, or what to do.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(catalogTitle: Text(String(title)), image: name, description: description)
    }

    /// A translated title under an image of the app's asset catalog, with an optional description.
    ///
    /// - Parameters:
    ///   - title: The title's key.
    ///   - name: The image set's name.
    ///   - description: Why, or what to do.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(catalogTitle: Text(title), image: name, description: description)
    }

    /// A translated title under an image of the app's asset catalog, with an optional description.
    ///
    /// - Parameters:
    ///   - title: The title's resource.
    ///   - name: The image set's name.
    ///   - description: Why, or what to do.
    public init(_ title: LocalizedStringResource, image name: String, description: Text? = nil) {
        self.init(catalogTitle: Text(title), image: name, description: description)
    }

    private init(catalogTitle: Text, image name: String, description: Text?) {
        self.init(
            label: { GraftCore.Label(title: { catalogTitle }, icon: { Image(name).resizable() }) },
            description: { description })
    }
}
