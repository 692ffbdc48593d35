/// UIKit's colour: Graft's `Color`, which resolves per colour scheme, so the system colours and
/// `UIColor(dynamicProvider:)` follow light and dark by themselves.
public typealias UIColor = Color

/// Core Graphics' colour, as `layer.borderColor` takes it: the same value as `UIColor`.
public typealias CGColor = Color

/// UIKit's traits of a view or controller (its light or dark appearance).
public typealias UITraitCollection = TraitCollection

/// UIKit's name for light and dark (`UIUserInterfaceStyle`).
public typealias UIUserInterfaceStyle = ColorScheme

extension Color {
    /// A colour from red, green, blue and alpha components, 0…1 — `UIColor(red:green:blue:alpha:)`.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey from white 0…1 and alpha — `UIColor(white:alpha:)`.
    ///
    /// - Parameters:
    ///   - white: 0 is black, 1 white.
    ///   - alpha: The opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(white: Double(white), opacity: Double(alpha))
    }

    /// A colour that asks `dynamicProvider` for its light and its dark value —
    /// `UIColor(dynamicProvider:)`.
    ///
    /// - Parameter dynamicProvider: Gives the colour for light traits and for dark traits.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(
            light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)),
            dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The colour as `layer.borderColor` and `layer.backgroundColor` take it (`UIColor.cgColor`).
    public var cgColor: CGColor { self }

    /// The same colour with another alpha — `withAlphaComponent(_:)`.
    ///
    /// - Parameter alpha: The new opacity, 0…1.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = resolve(in: .light)
        let dark = resolve(in: .dark)
        return Color(
            light: Color(red: light.red, green: light.green, blue: light.blue, opacity: Double(alpha)),
            dark: Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: Double(alpha)))
    }

    /// The colour for `traitCollection`'s appearance, fixed — `resolvedColor(with:)`.
    ///
    /// - Parameter traitCollection: Light or dark traits.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let components = resolve(in: traitCollection.userInterfaceStyle)
        return Color(red: components.red, green: components.green, blue: components.blue, opacity: components.opacity)
    }
}

/// UIKit's image: Graft's decoded `PlatformImage` (the same type).
public typealias UIImage = PlatformImage
