import GraftCore
import GtkBridge

/// A `.colorMultiply` / `.luminanceToAlpha` container: a `Gtk.ColorMatrixBin` around the content
/// (a stack of its widgets when there are several).
@MainActor
public final class NativeColorMatrix: NativeWidget {
    let bin: Gtk.ColorMatrixBin
    var matrix: ColorMatrix?
    var contentStack: Gtk.Overlay?
    init(_ bin: Gtk.ColorMatrixBin) {
        self.bin = bin
        super.init(bin)
    }
}

extension GtkBackend {
    /// A `Gtk.ColorMatrixBin`: its content drawn through `gtk_snapshot_push_color_matrix`.
    public func makeColorMatrix() -> NativeColorMatrix { NativeColorMatrix(Gtk.ColorMatrixBin()) }

    /// Sets the bin's matrix (redrawing only when it changed).
    public func updateColorMatrix(_ view: NativeColorMatrix, _ matrix: ColorMatrix) {
        guard view.matrix != matrix else { return }
        view.matrix = matrix
        view.bin.setMatrix(rows: matrix.rows.map { Float($0) }, offset: matrix.offset.map { Float($0) })
    }

    /// Puts the content in the bin.
    public func setColorMatrixChildren(_ view: NativeColorMatrix, _ content: [NativeWidget]) {
        if !Self.sameWidgets(view.children, content) {
            view.bin.child = nil
            view.bin.child = Self.stacked(content, in: &view.contentStack)
        }
        view.children = content
        view.refreshFills()
    }
}
