import GraftCore

extension Color.Components {
    /// How the recording backend writes a resolved colour: `rgb(r,g,b)` in bytes, or
    /// `rgba(r,g,b,a)` when it is not opaque.
    public var recorded: String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if opacity >= 1 { return "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))" }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(opacity))"
    }
}
