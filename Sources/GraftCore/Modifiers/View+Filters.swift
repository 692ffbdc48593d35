import Foundation

/// A colour or blur filter drawn over a view (SwiftUI's graphical effects).
public enum ViewFilter: Hashable, Sendable {
    /// A Gaussian blur of `radius` points.
    case blur(radius: Double)
    /// Grey by `amount` (0 unchanged, 1 fully grey).
    case grayscale(Double)
    /// Colour intensity times `amount` (0 grey, 1 unchanged, more is more vivid).
    case saturation(Double)
    /// Contrast times `amount` (0 flat grey, 1 unchanged).
    case contrast(Double)
    /// Hues turned by an angle.
    case hueRotation(Angle)
    /// Colours inverted.
    case colorInvert
}

/// Graphical effects: blur, grey, saturation, contrast, hue and inversion, plus hit testing.
///
/// ```swift
/// Image(systemName: "photo").blur(radius: isLoading ? 6 : 0)
/// Color.black.opacity(0.3).allowsHitTesting(false)
/// ```
///
/// On GTK each filter is the CSS `filter` function of the same name on a wrapper widget; none
/// changes the layout around the view.
extension View {
    /// Blurs the view by `radius` points.
    ///
    /// - Parameters:
    ///   - radius: The blur radius (0 draws the view sharp).
    ///   - opaque: Accepted for SwiftUI compatibility: the edges fade to transparent.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filtered(radius > 0 ? .blur(radius: Double(radius)) : nil)
    }

    /// Draws the view in grey by `amount` (0…1).
    ///
    /// - Parameter amount: 0 unchanged, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        filtered(amount != 0 ? .grayscale(min(max(amount, 0), 1)) : nil)
    }

    /// Multiplies the view's colour intensity by `amount`.
    ///
    /// - Parameter amount: 0 grey, 1 unchanged, more is more vivid.
    public func saturation(_ amount: Double) -> some View { filtered(amount != 1 ? .saturation(max(amount, 0)) : nil) }

    /// Multiplies the view's contrast by `amount`.
    ///
    /// - Parameter amount: 0 flat grey, 1 unchanged.
    public func contrast(_ amount: Double) -> some View { filtered(amount != 1 ? .contrast(max(amount, 0)) : nil) }

    /// Turns the view's hues by `angle`.
    ///
    /// - Parameter angle: The hue rotation.
    public func hueRotation(_ angle: Angle) -> some View { filtered(angle.radians != 0 ? .hueRotation(angle) : nil) }

    /// Inverts the view's colours.
    public func colorInvert() -> some View { filtered(.colorInvert) }

    /// Whether clicks, touches and drags reach this view and the views inside it; with `false`
    /// they go to what is below it (GTK's `can-target`).
    ///
    /// - Parameter enabled: Whether the view takes pointer input.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        var effect = ViewEffect()
        effect.allowsHitTesting = enabled
        return _EffectView(content: self, effect: effect)
    }

    /// An effect wrapper drawing `filter` (a wrapper with no filter changes nothing, so that
    /// animating a radius to 0 keeps the view's identity).
    private func filtered(_ filter: ViewFilter?) -> some View {
        var effect = ViewEffect()
        if let filter { effect.filters = [filter] }
        return _EffectView(content: self, effect: effect)
    }
}
