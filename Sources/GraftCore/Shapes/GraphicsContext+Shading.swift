import Foundation

extension GraphicsContext {
    /// What a fill or a stroke paints with: a colour, a gradient in the context's coordinates, or
    /// a shape style.
    ///
    /// ```swift
    /// context.fill(path, with: .linearGradient(Gradient(colors: [.red, .blue]),
    ///                                          startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
    /// ```
    public struct Shading {
        enum Kind {
            case resolved(CanvasShading)
            case color(Color)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case style(any ShapeStyle)
            case foreground
        }
        let kind: Kind

        /// A colour.
        ///
        /// - Parameter color: The colour, resolved for the context's colour scheme.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A colour from red, green and blue components.
        ///
        /// - Parameters:
        ///   - colorSpace: Accepted for SwiftUI compatibility; components are sRGB.
        ///   - red: The red component, 0…1.
        ///   - green: The green component, 0…1.
        ///   - blue: The blue component, 0…1.
        ///   - opacity: The opacity, 0…1.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            Shading(kind: .color(Color(red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// A grey.
        ///
        /// - Parameters:
        ///   - colorSpace: Accepted for SwiftUI compatibility.
        ///   - white: The grey level, 0 (black) … 1 (white).
        ///   - opacity: The opacity, 0…1.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
            -> Shading
        {
            Shading(kind: .color(Color(white: white, opacity: opacity)))
        }

        /// Colours along the line from `startPoint` to `endPoint`, in the context's coordinates.
        ///
        /// - Parameters:
        ///   - gradient: The colours.
        ///   - startPoint: Where the first colour sits.
        ///   - endPoint: Where the last colour sits.
        ///   - options: Accepted for SwiftUI compatibility; the end colours extend past the line.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }

        /// Colours in circles around `center`, from `startRadius` to `endRadius`.
        ///
        /// - Parameters:
        ///   - gradient: The colours.
        ///   - center: The circles' centre, in the context's coordinates.
        ///   - startRadius: Where the first colour sits.
        ///   - endRadius: Where the last colour sits.
        ///   - options: Accepted for SwiftUI compatibility.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }

        /// Colours around `center`, a full turn starting at `angle`.
        ///
        /// - Parameters:
        ///   - gradient: The colours.
        ///   - center: The centre, in the context's coordinates.
        ///   - angle: Where the first colour sits (0 points right; angles grow clockwise).
        ///   - options: Accepted for SwiftUI compatibility.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A shape style; a gradient's unit points are fractions of the bounds of what is filled.
        ///
        /// - Parameter style: The style.
        @MainActor public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        @MainActor func resolved(in environment: EnvironmentValues, bounds: CGRect) -> CanvasShading {
            let scheme = environment.colorScheme
            switch kind {
            case .resolved(let shading): return shading
            case .color(let color): return .color(color.resolve(in: scheme))
            case .linear(let gradient, let start, let end):
                return .linear(stops: gradient.resolved(in: environment), start: start, end: end)
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .radial(
                    stops: gradient.resolved(in: environment), center: center, startRadius: startRadius,
                    endRadius: endRadius)
            case .conic(let gradient, let center, let angle):
                return .conic(stops: gradient.resolved(in: environment), center: center, angle: angle)
            case .style(let style): return .paint(style._paint(in: environment), bounds: bounds)
            case .foreground: return .paint(ForegroundStyle()._paint(in: environment), bounds: bounds)
            }
        }
    }

    /// How a gradient shading extends past its ends; accepted for SwiftUI compatibility.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats past its end.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// The gradient repeats, reversed every other time.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Colours are interpolated in linear light.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How what is drawn combines with what the context already holds.
    ///
    /// On GTK each mode is the cairo operator of the same meaning (`multiply`, `screen`, the HSL
    /// modes, Porter-Duff `sourceIn`…); `plusDarker` has no cairo operator and draws as `multiply`.
    public struct BlendMode: RawRepresentable, Hashable, Sendable {
        /// The mode's number.
        public let rawValue: Int32
        /// A mode from its number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Draws over what is there.
        public static let normal = BlendMode(rawValue: 0)
        /// Multiplies colours (darkens).
        public static let multiply = BlendMode(rawValue: 1)
        /// Inverts, multiplies and inverts again (lightens).
        public static let screen = BlendMode(rawValue: 2)
        /// Multiplies or screens, depending on what is there.
        public static let overlay = BlendMode(rawValue: 3)
        /// Keeps the darker colour.
        public static let darken = BlendMode(rawValue: 4)
        /// Keeps the lighter colour.
        public static let lighten = BlendMode(rawValue: 5)
        /// Brightens what is there.
        public static let colorDodge = BlendMode(rawValue: 6)
        /// Darkens what is there.
        public static let colorBurn = BlendMode(rawValue: 7)
        /// A soft overlay.
        public static let softLight = BlendMode(rawValue: 8)
        /// A hard overlay.
        public static let hardLight = BlendMode(rawValue: 9)
        /// The difference of the colours.
        public static let difference = BlendMode(rawValue: 10)
        /// A softer difference.
        public static let exclusion = BlendMode(rawValue: 11)
        /// The hue of the new colour, the rest of what is there.
        public static let hue = BlendMode(rawValue: 12)
        /// The saturation of the new colour.
        public static let saturation = BlendMode(rawValue: 13)
        /// The hue and saturation of the new colour.
        public static let color = BlendMode(rawValue: 14)
        /// The luminosity of the new colour.
        public static let luminosity = BlendMode(rawValue: 15)
        /// Clears what is drawn over.
        public static let clear = BlendMode(rawValue: 16)
        /// Replaces what is there.
        public static let copy = BlendMode(rawValue: 17)
        /// Draws only where something is there, which is removed.
        public static let sourceIn = BlendMode(rawValue: 18)
        /// Draws only where nothing is there.
        public static let sourceOut = BlendMode(rawValue: 19)
        /// Draws only over what is there, keeping it elsewhere.
        public static let sourceAtop = BlendMode(rawValue: 20)
        /// Draws behind what is there.
        public static let destinationOver = BlendMode(rawValue: 21)
        /// Keeps what is there only where something is drawn.
        public static let destinationIn = BlendMode(rawValue: 22)
        /// Erases what is there where something is drawn.
        public static let destinationOut = BlendMode(rawValue: 23)
        /// Keeps what is there where something is drawn, the new drawing elsewhere.
        public static let destinationAtop = BlendMode(rawValue: 24)
        /// Keeps either, not both.
        public static let xor = BlendMode(rawValue: 25)
        /// Darkens by adding and inverting (drawn as `multiply` on GTK).
        public static let plusDarker = BlendMode(rawValue: 26)
        /// Adds the colours.
        public static let plusLighter = BlendMode(rawValue: 27)
    }
}

extension Color {
    /// The colour space of components given to a colour; Graft's colours are sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB space.
        case sRGB
        /// Linear sRGB; accepted, components are used as sRGB.
        case sRGBLinear
        /// Display P3; accepted, components are used as sRGB.
        case displayP3
    }
}

/// A resolved shading of a canvas operation, as the backend paints it (colours resolved for the
/// scheme, points in the context's coordinates).
public enum CanvasShading: Hashable, Sendable {
    /// One colour.
    case color(Color.Components)
    /// Colours along a line.
    case linear(stops: [Paint.ResolvedStop], start: CGPoint, end: CGPoint)
    /// Colours in circles around a centre.
    case radial(stops: [Paint.ResolvedStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours around a centre, a full turn from `angle`.
    case conic(stops: [Paint.ResolvedStop], center: CGPoint, angle: Angle)
    /// A shape style's paint, its unit points fractions of `bounds`.
    case paint(Paint, bounds: CGRect)
}
