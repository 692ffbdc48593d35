import Graft

/// The `RoundedBorder` example's light rendering (radius 32, 14 px accent border, white fill), as
/// a Graft representable: the view the benchmark previews, and what the raw baseline draws in C.
struct BenchBorder: GtkWidgetRepresentable {
    func makeGtkWidget(context: Context) -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea(contentWidth: 64, contentHeight: 64)
        area.hexpand = true
        area.vexpand = true
        return area
    }

    func updateGtkWidget(_ area: Gtk.DrawingArea, context: Context) {
        area.setDrawHandler { canvas in
            let (width, height) = (Double(canvas.width), Double(canvas.height))
            canvas.setColor(red: 1, green: 1, blue: 1)
            canvas.fillRoundedRect(x: 0, y: 0, width: width, height: height, radius: 32)
            canvas.setColor(red: 0.21, green: 0.52, blue: 0.89)
            canvas.strokeRoundedRect(x: 0, y: 0, width: width, height: height, radius: 32, lineWidth: 14)
        }
    }
}
