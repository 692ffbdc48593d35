import Graft
import RepresentableExamples

/// Native GTK widgets inside Graft views: a custom-drawn widget and a controller's widget tree,
/// each shown in light and in dark side by side.
struct HostedWidgetsScreen: View {
    @State private var query = ""

    var body: some View {
        HStack(spacing: 0) {
            panel(.light)
            panel(.dark)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func panel(_ scheme: ColorScheme) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(scheme == .dark ? "Dark" : "Light").font(.headline)
            Text("GtkDrawingArea (a representable)").foregroundColor(.secondary)
            RoundedBorder().frame(width: 160, height: 160)
            Text("A controller's widget tree").foregroundColor(.secondary)
            RedLabel().frame(width: 240, height: 60)
            Text("GtkEntry with a coordinator").foregroundColor(.secondary)
            SearchField(text: $query) { _ in }
            Spacer()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background)
        .colorScheme(scheme)
    }
}
