import GraftCore
import GraftGtk
import GtkBridge

/// The edit step of the image picker: a square crop the user moves (drag, arrow keys) and zooms
/// (scroll wheel, `+`/`-`); Enter or "Choose" confirms, Escape or "Back" cancels.
@MainActor
public final class CropEditorController: WidgetController {
    /// Called with the cropped image when the user confirms.
    public var onConfirm: (@MainActor (PlatformImage) -> Void)?
    /// Called when the user goes back to the library.
    public var onCancel: (@MainActor () -> Void)?

    /// The image being cropped.
    public let image: PlatformImage
    /// The crop square now.
    public private(set) var square: CropSquare
    /// The area that draws the square and takes the pointer and keyboard.
    public let cropArea = Gtk.DrawingArea()
    /// "Choose" (confirm).
    public let chooseButton = Gtk.Button(label: "Choose")
    /// "Back" (cancel).
    public let backButton = Gtk.Button(label: "Back")
    private let picture = Gtk.Picture()
    private var dragStart: (x: Double, y: Double) = (0, 0)

    /// Pixels an arrow key moves the square.
    public static let keyStep = 10.0
    /// How much one `+` key or scroll-wheel step zooms.
    public static let zoomStep = 1.25

    /// Creates the editor for `image` with the largest centred square.
    ///
    /// - Parameter image: The picked image.
    public init(image: PlatformImage) {
        self.image = image
        square = CropSquare(imageWidth: image.width, imageHeight: image.height)
        super.init()
    }

    override public func loadView() {
        let root = Gtk.Box(orientation: .vertical, spacing: 6)
        root.addCSSClass("graft-crop-editor")
        try? picture.setImage(pixels: image.rgba, width: image.width, height: image.height)
        picture.canShrink = true
        picture.contentFit = .contain
        let overlay = Gtk.Overlay()
        overlay.child = picture
        overlay.addOverlay(cropArea)
        overlay.vexpand = true
        overlay.hexpand = true
        cropArea.focusable = true
        cropArea.setAccessibleLabel(
            "Crop square. Arrows move it, plus and minus zoom, Enter chooses, Escape goes back.")
        cropArea.tooltip = "Drag to move, scroll to zoom"
        root.append(overlay)
        let bar = Gtk.Box(orientation: .horizontal, spacing: 6)
        bar.marginStart = 8
        bar.marginEnd = 8
        bar.marginBottom = 8
        bar.halign = .end
        bar.append(backButton)
        bar.append(chooseButton)
        root.append(bar)
        view = root
    }

    override public func viewDidLoad() {
        cropArea.setDrawHandler { [weak self] context in self?.draw(context) }
        own(cropArea.onKeyPressed { [weak self] key in self?.handle(key) ?? false })
        own(cropArea.onScroll { [weak self] dy in self?.zoom(by: dy < 0 ? Self.zoomStep : 1 / Self.zoomStep) })
        for token in cropArea.onDrag(
            began: { [weak self] _, _ in
                guard let self else { return }
                self.dragStart = (self.square.centerX, self.square.centerY)
            },
            changed: { [weak self] dx, dy in
                guard let self else { return }
                let scale = self.displayScale
                self.square.place(centerX: self.dragStart.x + dx / scale, centerY: self.dragStart.y + dy / scale)
                self.cropArea.queueDraw()
            })
        {
            own(token)
        }
        own(chooseButton.onClicked { [weak self] in self?.confirm() })
        own(backButton.onClicked { [weak self] in self?.onCancel?() })
    }

    override public func viewDidAppear() { cropArea.grabFocus() }

    /// Handles a key the way the keyboard user expects; `false` for keys it does not use.
    @discardableResult
    public func handle(_ key: Gtk.Widget.Key) -> Bool {
        switch key {
        case .left: move(dx: -Self.keyStep, dy: 0)
        case .right: move(dx: Self.keyStep, dy: 0)
        case .up: move(dx: 0, dy: -Self.keyStep)
        case .down: move(dx: 0, dy: Self.keyStep)
        case .plus: zoom(by: Self.zoomStep)
        case .minus: zoom(by: 1 / Self.zoomStep)
        case .enter: confirm()
        case .escape: onCancel?()
        case .other: return false
        }
        return true
    }

    /// Crops to the square and reports the result.
    public func confirm() {
        guard let cropped = try? image.cropped(to: square.rect) else { return }
        onConfirm?(cropped)
    }

    private func move(dx: Double, dy: Double) {
        square.move(dx: dx, dy: dy)
        cropArea.queueDraw()
    }

    private func zoom(by factor: Double) {
        square.zoom(by: factor)
        cropArea.queueDraw()
    }

    /// Screen pixels per image pixel, as the picture shows the image (contain).
    private var displayScale: Double {
        let width = Double(max(cropArea.allocatedWidth, 1))
        let height = Double(max(cropArea.allocatedHeight, 1))
        return max(min(width / Double(image.width), height / Double(image.height)), 0.0001)
    }

    private func draw(_ context: Gtk.DrawingContext) {
        let scale = displayScale
        let offsetX = (Double(context.width) - Double(image.width) * scale) / 2
        let offsetY = (Double(context.height) - Double(image.height) * scale) / 2
        let rect = square.rect
        let left = offsetX + Double(rect.x) * scale
        let top = offsetY + Double(rect.y) * scale
        let side = Double(rect.width) * scale
        let width = Double(context.width)
        let height = Double(context.height)
        context.setColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        context.fillRect(x: 0, y: 0, width: width, height: top)
        context.fillRect(x: 0, y: top + side, width: width, height: height - top - side)
        context.fillRect(x: 0, y: top, width: left, height: side)
        context.fillRect(x: left + side, y: top, width: width - left - side, height: side)
        context.setColor(red: 1, green: 1, blue: 1, alpha: cropArea.hasFocus ? 1 : 0.8)
        context.strokeRoundedRect(x: left, y: top, width: side, height: side, radius: 0, lineWidth: 2)
    }
}
