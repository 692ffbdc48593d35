import GraftCore

extension GtkBackend {
    /// The CSS `filter` functions of `filters`, in order.
    static func cssFilters(_ filters: [ViewFilter]) -> String {
        filters.map { filter in
            switch filter {
            case .blur(let radius): "blur(\(cssNumber(radius))px)"
            case .grayscale(let amount): "grayscale(\(cssNumber(amount)))"
            case .saturation(let amount): "saturate(\(cssNumber(amount)))"
            case .contrast(let amount): "contrast(\(cssNumber(amount)))"
            case .hueRotation(let angle): "hue-rotate(\(cssNumber(angle.degrees))deg)"
            case .colorInvert: "invert(1)"
            }
        }.joined(separator: " ")
    }
}
