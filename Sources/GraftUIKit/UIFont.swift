/// A font: a size and a weight of the system font, or a named family (`UIFont`), applied to GTK
/// text through one stylesheet class per font.
@MainActor
public final class UIFont: Hashable {
    /// A font weight (`UIFont.Weight`), on CSS's 100…900 scale.
    public struct Weight: Hashable, Sendable {
        /// The CSS weight.
        let css: Int
        /// 100.
        public static let ultraLight = Weight(css: 100)
        /// 200.
        public static let thin = Weight(css: 200)
        /// 300.
        public static let light = Weight(css: 300)
        /// 400.
        public static let regular = Weight(css: 400)
        /// 500.
        public static let medium = Weight(css: 500)
        /// 600.
        public static let semibold = Weight(css: 600)
        /// 700.
        public static let bold = Weight(css: 700)
        /// 800.
        public static let heavy = Weight(css: 800)
        /// 900.
        public static let black = Weight(css: 900)
    }

    private static var fontClasses: Set<String> = []

    /// The size in points (pixels on GTK).
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The family, `nil` for the system font.
    public let familyName: String?

    private init(size: CGFloat, weight: Weight, family: String?) {
        pointSize = size
        self.weight = weight
        familyName = family
    }

    /// A font of a named family — `UIFont(name:size:)`; `nil` when the name is empty.
    ///
    /// - Parameters:
    ///   - fontName: A font family installed on the system.
    ///   - fontSize: The size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(size: fontSize, weight: .regular, family: fontName)
    }

    /// The system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(size: fontSize, weight: weight, family: nil)
    }

    /// The bold system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .bold, family: nil)
    }

    /// A label's default size, 17 points.
    public static let labelFontSize: CGFloat = 17
    /// The default size of the system font, 14 points.
    public static let systemFontSize: CGFloat = 14

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The new size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight, family: familyName) }

    /// Whether two fonts are the same.
    ///
    /// - Parameters:
    ///   - lhs: A font.
    ///   - rhs: Another font.
    public nonisolated static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.familyName == rhs.familyName
    }

    /// Hashes the font's size, weight and family.
    ///
    /// - Parameter hasher: The hasher.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(familyName)
    }

    /// Gives `widget` this font's stylesheet class (replacing another font's).
    func apply(to widget: Gtk.Widget) {
        for old in widget.cssClasses where Self.fontClasses.contains(old) { widget.removeCSSClass(old) }
        var declarations = "font-size: \(Double(pointSize))px; font-weight: \(weight.css);"
        if let familyName { declarations += " font-family: \"\(familyName)\";" }
        let name = StyleSheet.shared.cssClass(for: declarations)
        Self.fontClasses.insert(name)
        widget.addCSSClass(name)
    }
}
