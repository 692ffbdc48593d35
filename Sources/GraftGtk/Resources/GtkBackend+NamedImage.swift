import GraftCore
import GtkBridge

extension GtkBackend {
    /// Shows an asset catalog's image: the file of its set for the environment's `displayScale`
    /// and `colorScheme`, sized in points (a `@2x` file of 64 pixels shows 32 wide). A name that
    /// was not found, a malformed set, or a file that does not load shows GTK's "missing image"
    /// icon with the reason (naming the image or the file) as its tooltip.
    func updateNamedImage(_ view: NativeImage, _ image: NamedImage, _ environment: EnvironmentValues) {
        let picture = view.picture
        view.automaticLabel = image.isDecorative ? nil : image.name
        refreshAutomaticLabel(view)
        let variant: AssetCatalog.ImageSet.Variant
        switch image.lookup {
        case .success(let set):
            guard let found = set.file(forScale: environment.displayScale, in: environment.colorScheme) else {
                showMissing(view, .named(image), reason: "the image set '\(set.folder)' lists no file")
                return
            }
            variant = found
        case .failure(let error):
            showMissing(view, .named(image), reason: "\(error)")
            return
        }
        let shown = Image.Source.file(variant.path)
        guard view.source != shown else { return }
        view.source = shown
        do {
            try picture.setImage(filePath: variant.path)
            picture.removeCSSClass("graft-image-missing")
            picture.tooltip = nil
        } catch {
            view.source = nil
            showMissing(view, shown, reason: "\(image.name): \(error)")
            return
        }
        guard variant.scale > 1, let size = picture.intrinsicSize else {
            picture.pointSize = nil
            return
        }
        let scale = Double(variant.scale)
        picture.pointSize = (
            Int((Double(size.width) / scale).rounded()), Int((Double(size.height) / scale).rounded())
        )
    }

    private func showMissing(_ view: NativeImage, _ source: Image.Source, reason: String) {
        guard view.source != source else { return }
        view.source = source
        view.picture.pointSize = nil
        try? view.picture.setImage(iconName: "image-missing", size: 32)
        view.picture.addCSSClass("graft-image-missing")
        view.picture.tooltip = reason
    }
}
