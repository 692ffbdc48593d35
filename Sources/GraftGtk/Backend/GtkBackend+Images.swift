import GraftCore
import GtkBridge

/// An `Image`: a `GtkPicture`.
@MainActor
public final class NativeImage: NativeWidget {
    let picture: Gtk.Picture
    /// The source shown, to skip reloading it.
    var source: Image.Source?
    /// The icon size a symbol image was loaded at (`.imageScale`).
    var iconSize = Image.Scale.medium.pointSize
    /// The colour a symbol image was drawn in (a list row's `.listItemTint`).
    var symbolTint: Color.Components?
    init(_ picture: Gtk.Picture) {
        self.picture = picture
        super.init(picture)
    }
}

extension GtkBackend {
    /// A `GtkPicture` that keeps its image's size unless a frame or resizing says otherwise.
    public func makeImage() -> NativeImage {
        let picture = Gtk.Picture()
        picture.canShrink = false
        return NativeImage(picture)
    }

    /// Loads the image; an unreadable file or bad pixel data shows GTK's "missing image" icon,
    /// with the reason as the tooltip and the `graft-image-missing` class — never a crash.
    public func updateImage(
        _ view: NativeImage, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues
    ) {
        let picture = view.picture
        picture.canShrink = resizable
        switch environment.contentMode {
        case .fit?: picture.contentFit = .contain
        case .fill?: picture.contentFit = resizable ? .cover : .contain
        case nil: picture.contentFit = resizable ? .fill : .contain
        }
        view.setOwnFills(width: resizable, height: resizable)
        picture.hexpand = resizable
        picture.vexpand = resizable
        if case .named(let image) = source { return updateNamedImage(view, image, environment) }
        if picture.pointSize != nil { picture.pointSize = nil }
        let iconSize = environment.imageScale.pointSize
        var source = source
        if case .systemName(let name) = source {
            source = .systemName(SystemSymbols.name(name, in: environment.symbolVariants))
        }
        let tint = environment._listItemTint?._resolved(in: environment.colorScheme)
        guard view.source != source || view.iconSize != iconSize || view.symbolTint != tint else { return }
        view.source = source
        view.iconSize = iconSize
        view.symbolTint = tint
        view.automaticLabel = Self.accessibleName(of: source)
        refreshAutomaticLabel(view)
        do {
            switch source {
            case .file(let path): try picture.setImage(filePath: path)
            case .pixels(let width, let height, let rgba):
                try picture.setImage(pixels: rgba, width: width, height: height)
            case .systemName(let name):
                try picture.setImage(
                    iconName: SystemSymbols.iconName(for: name), size: iconSize,
                    tint: tint.map { ($0.red, $0.green, $0.blue, $0.opacity) })
            case .platformImage(let image):
                try picture.setImage(pixels: image.rgba, width: image.width, height: image.height)
            case .named: break  // shown by updateNamedImage
            }
            picture.removeCSSClass("graft-image-missing")
            picture.tooltip = nil
        } catch {
            try? picture.setImage(iconName: "image-missing", size: 32)
            picture.addCSSClass("graft-image-missing")
            picture.tooltip = "\(error)"
        }
    }

    /// What SwiftUI would announce for an image: its name (the file's, without extension; the
    /// icon's), or "Image" for pixels that have none.
    static func accessibleName(of source: Image.Source) -> String {
        switch source {
        case .file(let path):
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.split(separator: ".").dropLast().joined(separator: ".").isEmpty
                ? file : file.split(separator: ".").dropLast().joined(separator: ".")
        case .systemName(let name): return SystemSymbols.iconName(for: name)
        case .pixels, .platformImage: return "Image"
        case .named(let image): return image.name
        }
    }
}
