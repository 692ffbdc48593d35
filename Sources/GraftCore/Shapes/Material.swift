/// A translucent background that lets what is behind show through, thicker materials less so.
///
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
///
/// On GTK a material is a veil of the scheme's background colour (light or dark) with the
/// material's opacity: what is behind shows through it, but it is not blurred, since GTK 4.8 has no
/// filter for what lies behind a widget.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the background colour covers what is behind, 0…1.
    let opacity: Double

    /// The thinnest material: most of what is behind shows through.
    public static let ultraThin = Material(opacity: 0.35)
    /// A thin material.
    public static let thin = Material(opacity: 0.5)
    /// The standard material.
    public static let regular = Material(opacity: 0.65)
    /// A thick material.
    public static let thick = Material(opacity: 0.8)
    /// The thickest material: little of what is behind shows through.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars (toolbars, tab bars): the standard one.
    public static let bar = Material(opacity: 0.65)

    /// The veil: the scheme's background colour at the material's opacity.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        let base = environment.colorScheme == .dark ? (0.12, 0.12, 0.13) : (0.97, 0.97, 0.97)
        return .color(Color.Components(red: base.0, green: base.1, blue: base.2, opacity: opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material: most of what is behind shows through.
    public static var ultraThinMaterial: Material { Material(opacity: 0.35) }
    /// A thin material.
    public static var thinMaterial: Material { Material(opacity: 0.5) }
    /// The standard material.
    public static var regularMaterial: Material { Material(opacity: 0.65) }
    /// A thick material.
    public static var thickMaterial: Material { Material(opacity: 0.8) }
    /// The thickest material: little of what is behind shows through.
    public static var ultraThickMaterial: Material { Material(opacity: 0.9) }
    /// The material of bars.
    public static var bar: Material { Material(opacity: 0.65) }
}

extension View {
    /// Fills the area behind the view with `style` (a colour, gradient or material), sized to it.
    ///
    /// ```swift
    /// Text("Caption").padding().background(.thinMaterial)
    /// ```
    ///
    /// - Parameters:
    ///   - style: The style to fill with.
    ///   - edges: Accepted for SwiftUI compatibility: the fill covers the view's bounds.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
}
