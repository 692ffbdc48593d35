import Graft

/// Pattern 4, the SwiftUI side, and pattern 5: previews light and dark at a fixed 200 × 200.
struct Bordered: UIViewRepresentable {
    func makeUIView(context: Context) -> BorderedView {
        BorderedView()
    }

    func updateUIView(_ view: BorderedView, context: Context) {}
}

struct Bordered_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Bordered()
                .previewDisplayName("Bordered (light)")
                .environment(\.colorScheme, .light)
            Bordered()
                .previewDisplayName("Bordered (dark)")
                .environment(\.colorScheme, .dark)
        }
        .previewLayout(.fixed(width: 200, height: 200))
    }
}
