import GraftUIKit
import Testing

extension UIKitSuite {
    @Suite("UIImageView on a GtkPicture")
    @MainActor
    struct ImageViewTests {
        /// 20 × 10 pixels: the left half red, the right half blue.
        static func halves() throws -> UIImage {
            var rgba: [UInt8] = []
            for _ in 0..<10 {
                for x in 0..<20 { rgba += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
            }
            return try UIImage(width: 20, height: 10, rgba: rgba)
        }

        static let red = [255, 0, 0]
        static let blue = [0, 0, 255]

        @Test("each content mode draws the image where UIKit does in a 100 × 100 view")
        func contentModes() throws {
            try GtkRuntime.initialize()
            let imageView = UIImageView(image: try Self.halves())
            #expect(imageView.frame.size == CGSize(width: 20, height: 10))
            #expect(imageView.contentMode == .scaleToFill)
            let window = try show(imageView, placedBy: topLeft(width: 100, height: 100))
            defer { window.destroy() }
            #expect(rounded(imageView.frame) == [0, 0, 100, 100])

            func pixels() throws -> RGBAImage {
                try settle(window)
                return try WidgetRenderer.renderImage(of: imageView)
            }
            // Stretched over the whole view.
            var image = try pixels()
            #expect(image.rgb(10, 10) == Self.red && image.rgb(90, 90) == Self.blue)
            // 100 × 50, letterboxed: rows 25..<75.
            imageView.contentMode = .scaleAspectFit
            image = try pixels()
            #expect(image.rgb(10, 50) == Self.red && image.rgb(90, 50) == Self.blue)
            #expect(![Self.red, Self.blue].contains(image.rgb(10, 10)))
            // 200 × 100, cropped to its middle: x from -50, so red left of 50 and blue right of it, full
            // height (GTK filters the scaled image, so the columns near 50 blend).
            imageView.contentMode = .scaleAspectFill
            image = try pixels()
            #expect(image.rgb(10, 5) == Self.red && image.rgb(20, 95) == Self.red && image.rgb(80, 5) == Self.blue)
            // Its own 20 × 10, centred: 40..<60 × 45..<55.
            imageView.contentMode = .center
            image = try pixels()
            #expect(image.rgb(42, 50) == Self.red && image.rgb(58, 50) == Self.blue)
            #expect(![Self.red, Self.blue].contains(image.rgb(30, 50)))
            // No image, nothing drawn.
            imageView.image = nil
            image = try pixels()
            #expect(![Self.red, Self.blue].contains(image.rgb(50, 50)) && !imageView.picture.hasImage)
        }
    }
}
