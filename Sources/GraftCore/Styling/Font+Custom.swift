/// Fonts by family name: `Font.custom("Helvetica Neue", size: 28)`.
///
/// The name goes to fontconfig, as a GTK app's font names do: an installed family is used, and a
/// missing one falls back to the closest face fontconfig has (the default sans-serif at worst),
/// as Apple's platforms fall back to the system font. An empty name is the system face.
extension Font {
    /// The family `name` at `size` points.
    ///
    /// - Parameters:
    ///   - name: The family (or a face's PostScript name, which fontconfig matches too).
    ///   - size: The size in points.
    public static func custom(_ name: String, size: Double) -> Font {
        var font = Font(size: size.isFinite && size > 0 ? size : Font.body.size, weight: .regular)
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        font.family = trimmed.isEmpty ? nil : trimmed
        return font
    }

    /// The family `name` at `size` points, sized as `textStyle` is (the desktop's text scaling
    /// applies to both alike).
    ///
    /// - Parameters:
    ///   - name: The family.
    ///   - size: The size in points.
    ///   - textStyle: The text style whose scaling the font follows.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// The family `name` at exactly `fixedSize` points.
    ///
    /// - Parameters:
    ///   - name: The family.
    ///   - fixedSize: The size in points.
    public static func custom(_ name: String, fixedSize: Double) -> Font { custom(name, size: fixedSize) }
}
