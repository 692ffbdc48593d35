/// What fills or strokes a shape: a colour, a gradient, or the foreground style.
@MainActor @preconcurrency
public protocol ShapeStyle {
    /// The paint this style stands for in `environment` (colours resolved for its scheme).
    func _paint(in environment: EnvironmentValues) -> Paint
}

/// A resolved shape style, as the backend draws it. Colours are already resolved for the scheme.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case color(Color.Components)
    /// Colours along a line from `start` to `end` (unit points of the shape's bounds).
    case linear(stops: [ResolvedStop], start: UnitPoint, end: UnitPoint)
    /// Colours in circles around `center`, from `startRadius` to `endRadius` points.
    case radial(stops: [ResolvedStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours around `center`, from `startAngle` to `endAngle` (0 points right, angles grow clockwise).
    case angular(stops: [ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// Colours in ellipses around `center`, from `startRadiusFraction` to `endRadiusFraction` of
    /// the bounds' width (horizontally) and height (vertically).
    case elliptical(stops: [ResolvedStop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)

    /// A gradient stop whose colour is resolved.
    public struct ResolvedStop: Hashable, Sendable {
        /// The colour.
        public var color: Color.Components
        /// Where it sits, 0…1.
        public var location: Double
    }
}

/// A point in a view's bounds, in fractions of its width and height: (0, 0) is the top-left corner.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction.
    public var x: Double
    /// The vertical fraction.
    public var y: Double
    /// A point at fractions `x` and `y`.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The top-left corner, (0, 0) (same as `topLeading`).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the left edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the right edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-left corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-right corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-left corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-right corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Color: ShapeStyle {
    /// The colour, resolved for the environment's colour scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(resolve(in: environment.colorScheme)) }
}

/// The style of the foreground: the environment's foreground colour, or the primary text colour.
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    /// The environment's foreground style (a gradient set by `.foregroundStyle`), its foreground
    /// colour, or the primary text colour, for its colour scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        if let paint = environment.foregroundPaint { return paint }
        return .color((environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Colours at locations, for the gradient styles.
///
/// ```swift
/// LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: .bottom)
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour at a location 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits, 0…1.
        public var location: Double
        /// A stop.
        public init(color: Color, location: Double) { (self.color, self.location) = (color, location) }
    }
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }

    func resolved(in environment: EnvironmentValues) -> [Paint.ResolvedStop] {
        stops.map {
            Paint.ResolvedStop(
                color: $0.color.resolve(in: environment.colorScheme), location: min(max($0.location, 0), 1))
        }
    }
}

extension Color {
    /// A gentle gradient of this colour, lighter at the top, as SwiftUI's `Color.gradient`.
    public var gradient: LinearGradient {
        LinearGradient(colors: [self.mix(white: 0.18), self], startPoint: .top, endPoint: .bottom)
    }

    /// This colour mixed with white by `amount`, in both schemes.
    func mix(white amount: Double) -> Color {
        func lift(_ c: Components) -> Color {
            Color(
                red: c.red + (1 - c.red) * amount, green: c.green + (1 - c.green) * amount,
                blue: c.blue + (1 - c.blue) * amount, opacity: c.opacity)
        }
        return Color(light: lift(light), dark: lift(dark))
    }
}

extension ShapeStyle where Self == Color {
    /// `Color.red`, so `.fill(.red)` reads as in SwiftUI.
    public static var red: Color { Color.red }
    /// `Color.orange`, as a shape style.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`, as a shape style.
    public static var green: Color { Color.green }
    /// `Color.blue`, as a shape style.
    public static var blue: Color { Color.blue }
    /// `Color.purple`, as a shape style.
    public static var purple: Color { Color.purple }
    /// `Color.pink`, as a shape style.
    public static var pink: Color { Color.pink }
    /// `Color.gray`, as a shape style.
    public static var gray: Color { Color.gray }
    /// `Color.black`, as a shape style.
    public static var black: Color { Color.black }
    /// `Color.white`, as a shape style.
    public static var white: Color { Color.white }
    /// `Color.clear` (fully transparent), as a shape style.
    public static var clear: Color { Color.clear }
    /// `Color.primary` (the text colour of the scheme), as a shape style.
    public static var primary: Color { Color.primary }
    /// `Color.secondary` (dimmed text colour), as a shape style.
    public static var secondary: Color { Color.secondary }
    /// `Color.accentColor`, as a shape style.
    public static var accentColor: Color { Color.accentColor }
}
