/// A variant of a symbol image: filled, in a circle, a square or a rectangle, or struck through.
///
/// ```swift
/// Label("Favourites", systemImage: "star").symbolVariant(.fill)     // star.fill
/// Image(systemName: "person").symbolVariant(.circle.fill)           // person.circle.fill
/// ```
///
/// A variant is applied to the names of `Image(systemName:)` and a `Label`'s icon: the name with
/// the variant's parts (slash, then the shape, then fill) when it is a known symbol, else the name
/// with fewer of them, else the name as it is.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape, if any: `circle`, `square` or `rectangle`.
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant: symbols show as named.
    public static let none = SymbolVariants()
    /// Symbols in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Symbols in a square.
    public static let square = SymbolVariants(shape: "square")
    /// Symbols in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled symbols.
    public static let fill = SymbolVariants(isFilled: true)
    /// Symbols struck through.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with(shape: "circle") }
    /// This variant in a square.
    public var square: SymbolVariants { with(shape: "square") }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with(shape: "rectangle") }
    /// This variant, filled.
    public var fill: SymbolVariants {
        var copy = self
        copy.isFilled = true
        return copy
    }
    /// This variant, struck through.
    public var slash: SymbolVariants {
        var copy = self
        copy.isSlashed = true
        return copy
    }

    /// Whether this variant has all the parts of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(shape: String) -> SymbolVariants {
        var copy = self
        copy.shape = shape
        return copy
    }

    /// The names to try for `name` under this variant, most specific first, `name` last.
    public func _candidates(for name: String) -> [String] {
        let parts = Set(name.split(separator: "."))
        func named(slash: Bool, shape: String?, fill: Bool) -> String {
            var result = name
            if slash, !parts.contains("slash") { result += ".slash" }
            if let shape, !parts.contains(Substring(shape)) { result += "." + shape }
            if fill, !parts.contains("fill") { result += ".fill" }
            return result
        }
        let names = [
            named(slash: isSlashed, shape: shape, fill: isFilled), named(slash: isSlashed, shape: shape, fill: false),
            named(slash: isSlashed, shape: nil, fill: isFilled), named(slash: isSlashed, shape: nil, fill: false), name,
        ]
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant symbol images below take, set by `.symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows the symbol images below (`Image(systemName:)`, a `Label`'s icon) in `variant`.
    ///
    /// - Parameter variant: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, combined
    ///   (`.circle.fill`), or `.none`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
