import Graft

// The `#Preview` forms of current SwiftUI, rendered by `graft-previews` and checked by the
// preview tests (sizes and pixels).

/// A 120 × 60 orange box with a caption: a view whose natural size is known.
struct MacroSwatch: View {
    var caption = "Swatch"

    var body: some View {
        Text(caption).frame(width: 120, height: 60).background(Color.orange)
    }
}

/// Frames a preview with 10 points of blue on every side; the shared context is the frame's colour.
struct BlueFrame: PreviewModifier {
    static func makeSharedContext() async throws -> Color {
        try await Task.sleep(for: .milliseconds(10))
        return .blue
    }

    func body(content: Content, context: Color) -> some View {
        content.padding(10).background(context)
    }
}

/// A controller whose view is a label, for the controller form of `#Preview`.
final class SwatchController: WidgetController {
    override func loadView() {
        let label = Gtk.Label("Controller")
        view = label
    }
}

#Preview { MacroSwatch() }

#Preview("Swatch, named") { MacroSwatch(caption: "Named") }

#Preview(traits: .sizeThatFitsLayout) { MacroSwatch(caption: "Fits") }

#Preview("Fixed 200×100", traits: .fixedLayout(width: 200, height: 100)) { MacroSwatch() }

#Preview("Landscape", traits: .landscapeLeft) { MacroSwatch() }

#Preview("Portrait upside down", traits: .portraitUpsideDown) { MacroSwatch() }

#Preview("Framed", traits: .modifier(BlueFrame()), .sizeThatFitsLayout) { MacroSwatch() }

#Preview("Previewable state", traits: .sizeThatFitsLayout) {
    @Previewable @State var width = 80.0
    @Previewable @State var taps = 0
    Rectangle().fill(Color.red).frame(width: width, height: 20)
        .onTapGesture {
            taps += 1
            width += 10
        }
}

#Preview("GTK widget", traits: .sizeThatFitsLayout) {
    let label = Gtk.Label("A GTK label")
    label.marginStart = 8
    return label
}

#Preview("Widget controller", traits: .fixedLayout(width: 200, height: 100)) { SwatchController() }
