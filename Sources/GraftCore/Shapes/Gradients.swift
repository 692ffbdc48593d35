import Foundation

/// Colours along a line; a shape style and a view that fills its space.
///
/// ```swift
/// LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
///     .frame(height: 80)
/// Circle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` of the bounds.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - startPoint: Where the first colour sits.
    ///   - endPoint: Where the last colour sits.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    /// A gradient through evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient from `startPoint` to `endPoint`, its colours resolved for the environment's scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linear(stops: gradient.resolved(in: environment), start: startPoint, end: endPoint)
    }
    /// Fills the space offered with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

/// Colours in circles around a centre; a shape style and a view that fills its space.
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    /// A gradient from `startRadius` to `endRadius` points around `center`.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre, in fractions of the bounds.
    ///   - startRadius: Where the first colour sits.
    ///   - endRadius: Where the last colour sits.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    /// A gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The circular gradient around `center`, its colours resolved for the environment's scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radial(
            stops: gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Fills the space offered with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

/// Colours around a centre, like a colour wheel; a shape style and a view that fills its space.
///
/// On GTK it is drawn as thin cairo wedges (one per degree of the sweep), so a very large shape
/// shows faint spokes near its rim; there is no native conic gradient in cairo.
public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center`.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre, in fractions of the bounds.
    ///   - startAngle: Where the first colour sits (0 points right; angles grow clockwise).
    ///   - endAngle: Where the last colour sits.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    /// A gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn through evenly spaced `colors`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: angle,
            endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// The sweep around `center`, its colours resolved for the environment's scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angular(stops: gradient.resolved(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Fills the space offered with the gradient.
    public var body: some View { Rectangle().fill(self) }
}

/// Colours in ellipses around a centre, stretched to the bounds' proportions; a shape style and
/// a view that fills its space.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange]))
///     .frame(width: 200, height: 80)
/// ```
///
/// On GTK it is a cairo radial gradient whose pattern matrix stretches its circles to the bounds.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the bounds around `center`.
    ///
    /// - Parameters:
    ///   - gradient: The colours.
    ///   - center: The centre, in fractions of the bounds.
    ///   - startRadiusFraction: Where the first colour sits, as a fraction of the bounds' size.
    ///   - endRadiusFraction: Where the last colour sits (0.5 reaches the middle of each edge).
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        (self.gradient, self.center) = (gradient, center)
        (self.startRadiusFraction, self.endRadiusFraction) = (startRadiusFraction, endRadiusFraction)
    }
    /// A gradient through evenly spaced `colors`.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// A gradient through `stops`.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The stretched radial gradient, its colours resolved for the environment's scheme.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .elliptical(
            stops: gradient.resolved(in: environment), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// Fills the space offered with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
