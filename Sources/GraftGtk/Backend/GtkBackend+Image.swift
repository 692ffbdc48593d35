import GraftCore
import GtkBridge

extension GtkBackend {
    public func makeImage() -> AnyObject {
        let picture = Gtk.Picture()
        picture.canShrink = false
        return NativeView(picture, kind: .image)
    }

    /// Loads the image; an unreadable file or bad pixel data shows GTK's "missing image" icon,
    /// with the reason as the tooltip and the `graft-image-missing` class — never a crash.
    public func updateImage(
        _ widget: AnyObject, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        let view = widget as! NativeView
        let picture = view.widget as! Gtk.Picture
        picture.canShrink = resizable
        picture.contentFit = resizable ? .fill : .contain
        view.setOwnFills(width: resizable, height: resizable)
        picture.hexpand = resizable
        picture.vexpand = resizable
        guard view.imageSource != source else { return }
        view.imageSource = source
        do {
            switch source {
            case .file(let path): try picture.setImage(filePath: path)
            case .pixels(let width, let height, let rgba):
                try picture.setImage(pixels: rgba, width: width, height: height)
            case .systemName(let name): try picture.setImage(iconName: name, size: 16)
            case .platformImage(let image):
                try picture.setImage(pixels: image.rgba, width: image.width, height: image.height)
            }
            picture.removeCSSClass("graft-image-missing")
            picture.tooltip = nil
        } catch {
            try? picture.setImage(iconName: "image-missing", size: 32)
            picture.addCSSClass("graft-image-missing")
            picture.tooltip = "\(error)"
        }
    }
}
