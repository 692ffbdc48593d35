import Graft

/// A triangle, to show a custom `Shape` built from a `Path`.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// Every built-in shape, fills, strokes, a custom path and the three gradients.
struct ShapesGallery: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Rectangle().fill(.blue).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 40, height: 40)
                Circle().frame(width: 40, height: 40)
                Capsule().fill(.green).frame(width: 60, height: 30)
                Ellipse().stroke(.purple, lineWidth: 3).frame(width: 50, height: 30)
            }
            HStack(spacing: 8) {
                Triangle().fill(.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).strokeBorder(.pink, lineWidth: 4).frame(width: 40, height: 40)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 30))
                    path.addCurve(
                        to: CGPoint(x: 50, y: 30), control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 40, y: 0))
                    path.addArc(
                        center: CGPoint(x: 25, y: 30), radius: 25, startAngle: .zero, endAngle: .degrees(180),
                        clockwise: false)
                }
                .stroke(.blue, lineWidth: 2)
                .frame(width: 50, height: 56)
                Circle().fill(.red.opacity(0.8)).overlay(Circle().strokeBorder(.black, lineWidth: 2))
                    .frame(width: 40, height: 40)
            }
            HStack(spacing: 8) {
                LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 60, height: 40)
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 20))
                    .frame(width: 40, height: 40)
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    .frame(width: 40, height: 40)
                Capsule().fill(Color.blue.gradient).frame(width: 60, height: 30)
            }
        }
        .padding(8)
    }
}

/// Text styles, borders, clips, an overlay and the button styles.
struct DecorationsGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Bold").bold() + Text(" italic").italic() + Text(" under").underline()
                + Text(" struck").strikethrough() + Text(" mono").monospaced()
            Text("Weights: ") + Text("light").fontWeight(.light) + Text(" heavy").fontWeight(.heavy)
            HStack(spacing: 8) {
                Text("Border").padding(6).border(.red, width: 2)
                Color.blue.frame(width: 40, height: 30).cornerRadius(8)
                Color.green.frame(width: 30, height: 30).clipShape(Circle())
                Color.gray.frame(width: 50, height: 30)
                    .overlay(alignment: .bottomTrailing) { Color.red.frame(width: 10, height: 10) }
            }
            HStack(spacing: 6) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.green)
            }
            HStack(spacing: 12) {
                Button("Custom style") {}.buttonStyle(PillStyle())
                Color.white.frame(width: 40, height: 24).shadow(radius: 4, x: 2, y: 2)
                Color.orange.frame(width: 20, height: 20).offset(x: 10, y: 4)
            }
        }
        .padding(8)
    }
}

/// A custom `ButtonStyle`: the label on a capsule.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
            .background(Capsule().fill(.purple))
            .foregroundColor(.white)
    }
}

/// A view with a toolbar: in a window the items go to its header bar.
struct ToolbarGallery: View {
    @State private var saved = 0
    var body: some View {
        Text("Saved \(saved) times")
            .padding()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .principal) { Text("Editor").bold() }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("Draft")
                    Spacer()
                    Button("Share") {}
                }
            }
    }
}

/// Shapes and gradients, light and dark.
struct Shapes_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ShapesGallery().previewDisplayName("Shapes (light)").colorScheme(.light)
            ShapesGallery().previewDisplayName("Shapes (dark)").colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 300, height: 200))
    }
}

/// Text styles, borders, clips and button styles, light and dark.
struct Decorations_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DecorationsGallery().previewDisplayName("Decorations (light)").colorScheme(.light)
            DecorationsGallery().previewDisplayName("Decorations (dark)").colorScheme(.dark)
        }
        .previewLayout(.fixed(width: 380, height: 210))
    }
}

/// The toolbar view (its header-bar items show in a window, not in an offscreen preview).
struct Toolbar_Previews: PreviewProvider {
    static var previews: some View {
        ToolbarGallery().previewLayout(.fixed(width: 300, height: 120))
    }
}
