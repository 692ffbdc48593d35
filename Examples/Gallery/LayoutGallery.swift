import Graft

/// GeometryReader, fixedSize, layoutPriority, a frame that fits its row, gestures and the
/// accessibility environment keys.
struct LayoutGallery: View {
    @State private var taps = 0
    @State private var longPresses = 0
    @State private var position = CGSize(width: 40, height: 0)
    @GestureState private var dragOffset = CGSize.zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.blue.frame(width: proxy.size.width / 3)
                    Color.purple.frame(width: proxy.size.width / 3)
                    Text("\(Int(proxy.size.width)) wide").font(.caption).frame(width: proxy.size.width / 3)
                }
            }
            .frame(height: 24)

            HStack {
                Text("Wireless network")
                Spacer(minLength: 20)
                Text("Connected and secure")
            }
            .frame(width: 200)
            .border(Color.gray)

            HStack {
                Text("A leading label that gives way").lineLimit(1)
                Text("Kept whole").lineLimit(1).layoutPriority(1)
            }
            .frame(width: 240)

            Text("Fixed size: never wraps").fixedSize().frame(width: 80, alignment: .leading)

            HStack {
                Text("Tapped \(taps)")
                    .padding(6)
                    .background(Color.yellow.opacity(0.4))
                    .onTapGesture { taps += 1 }
                Text("Held \(longPresses)")
                    .padding(6)
                    .background(Color.green.opacity(0.4))
                    .onLongPressGesture { longPresses += 1 }
                Circle().fill(Color.orange).frame(width: 24, height: 24)
                    .offset(x: position.width + dragOffset.width, y: dragOffset.height)
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onEnded { value in position.width += value.translation.width })
            }

            Text(
                "Reduce motion: \(reduceMotion ? "on" : "off"), contrast: \(contrast == .increased ? "high" : "standard")"
            )
            .font(.caption)
            Button("Open the GTK documentation") { openURL(URL(string: "https://docs.gtk.org/gtk4/")!) }
        }
        .padding()
    }
}

/// The layout gallery, light and dark.
struct Layout_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LayoutGallery().previewDisplayName("Layout (light)").colorScheme(.light)
            LayoutGallery().previewDisplayName("Layout (dark)").colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 360, height: 340))
    }
}
