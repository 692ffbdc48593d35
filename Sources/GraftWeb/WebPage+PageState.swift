import Foundation
import GraftCore
internal import WebKitBridge

extension WebPage {
    /// Reads the page's `<meta name="theme-color">` from WebKit into ``themeColor``.
    ///
    /// WebKit hands the colour over as single-precision floats; CSS colours have 8 bits a
    /// channel, so the components are rounded back to those (`#ff8000` is exactly 128/255 green).
    func updateThemeColor() {
        func byte(_ value: Double) -> Double { (value * 255).rounded() / 255 }
        let color = webView.themeColor.map {
            Color(red: byte($0.red), green: byte($0.green), blue: byte($0.blue), opacity: byte($0.alpha))
        }
        if color != themeColor { themeColor = color }
    }
}
