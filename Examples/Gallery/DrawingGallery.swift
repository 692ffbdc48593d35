import Graft

/// Stroke styles, trimmed and inset shapes, uneven corners, the newer colours, filters and
/// view-level text styling.
struct DrawingGallery: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(.mint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(.indigo, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
                    .frame(width: 40, height: 40)
                UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16).fill(.teal)
                    .frame(width: 40, height: 40)
                Circle().inset(by: 8).fill(.cyan).frame(width: 40, height: 40)
                Capsule().fill(.brown).frame(width: 50, height: 24)
            }
            HStack(spacing: 8) {
                HStack(spacing: 0) {
                    Color.indigo.frame(width: 20, height: 30)
                    Color.mint.frame(width: 20, height: 30)
                }
                .blur(radius: 3)
                Color.red.frame(width: 40, height: 30).grayscale(1)
                Color.teal.frame(width: 40, height: 30).hueRotation(.degrees(120))
            }
            VStack(spacing: 2) {
                Text("Graft").font(.title)
                Text("on GTK, in a black serif")
                Text("tracked caption2").font(.caption2).tracking(2)
            }
            .fontWeight(.black)
            .fontDesign(.serif)
            .multilineTextAlignment(.center)
        }
        .padding(8)
    }
}

/// The drawing gallery, light and dark.
struct Drawing_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DrawingGallery().previewDisplayName("Drawing (light)").colorScheme(.light)
            DrawingGallery().previewDisplayName("Drawing (dark)").colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 300, height: 200))
    }
}
