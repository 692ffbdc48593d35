/// The colours SwiftUI added after the first palette (`.cyan`, `.mint`, `.teal`, `.indigo`,
/// `.brown`), in the same medium tones as ``Color/red`` and ``Color/blue``.
///
/// ```swift
/// Circle().fill(.mint)
/// Text("Note").foregroundStyle(.indigo)
/// ```
extension Color {
    /// Cyan: a light blue-green.
    public static let cyan = Color(red: 0.20, green: 0.68, blue: 0.90)
    /// Mint: a pale, bright green-blue.
    public static let mint = Color(red: 0.0, green: 0.78, blue: 0.75)
    /// Teal: a dark blue-green.
    public static let teal = Color(red: 0.13, green: 0.56, blue: 0.64)
    /// Indigo: a deep violet-blue.
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    /// Brown.
    public static let brown = Color(red: 0.60, green: 0.42, blue: 0.27)
}

extension ShapeStyle where Self == Color {
    /// `Color.cyan`, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// `Color.mint`, as a shape style.
    public static var mint: Color { Color.mint }
    /// `Color.teal`, as a shape style.
    public static var teal: Color { Color.teal }
    /// `Color.indigo`, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// `Color.brown`, as a shape style.
    public static var brown: Color { Color.brown }
}
