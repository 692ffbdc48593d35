import Graft

/// A custom-drawn widget: a rounded rectangle with a thick accent border, whose fill follows the
/// colour scheme (white in light, near-black in dark). The first representable example.
///
/// ```swift
/// VStack { RoundedBorder().frame(width: 200, height: 200) }
/// ```
public struct RoundedBorder: GtkWidgetRepresentable {
    /// The corner radius in pixels.
    public var cornerRadius: Double
    /// The border's width in pixels.
    public var borderWidth: Double
    /// The border's colour.
    public var borderColor: Color

    /// A rounded border; the defaults are those of the example (radius 32, 14 px, accent blue).
    public init(cornerRadius: Double = 32, borderWidth: Double = 14, borderColor: Color = .accentColor) {
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }

    /// Makes the drawing area, 64 × 64 points at least, growing to fill the space.
    public func makeGtkWidget(context: Context) -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea(contentWidth: 64, contentHeight: 64)
        area.hexpand = true
        area.vexpand = true
        return area
    }

    /// Redraws the border with the current radius, width and colour for the colour scheme.
    public func updateGtkWidget(_ area: Gtk.DrawingArea, context: Context) {
        let scheme = context.environment.colorScheme
        let fill = Color(light: .white, dark: Color(white: 0.08)).resolve(in: scheme)
        let border = borderColor.resolve(in: scheme)
        let (radius, width) = (cornerRadius, borderWidth)
        area.setDrawHandler { canvas in
            let (w, h) = (Double(canvas.width), Double(canvas.height))
            canvas.setColor(red: fill.red, green: fill.green, blue: fill.blue, alpha: fill.opacity)
            canvas.fillRoundedRect(x: 0, y: 0, width: w, height: h, radius: radius)
            canvas.setColor(red: border.red, green: border.green, blue: border.blue, alpha: border.opacity)
            canvas.strokeRoundedRect(x: 0, y: 0, width: w, height: h, radius: radius, lineWidth: width)
        }
        area.queueDraw()
    }
}
