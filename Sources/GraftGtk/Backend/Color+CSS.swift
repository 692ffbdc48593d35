import GraftCore

extension Color.Components {
    /// The colour as a CSS value: `rgb(r,g,b)`, or `rgba(r,g,b,a)` when it is not opaque.
    package var css: String {
        func byte(_ v: Double) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        if opacity >= 1 { return "rgb(\(byte(red)),\(byte(green)),\(byte(blue)))" }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(opacity.isNaN ? 0 : max(opacity, 0)))"
    }
}
