import Graft

extension Diffing where Value == RGBAImage {
    /// Compares images pixel by pixel and stores them as PNG.
    ///
    /// Two pixels match when no channel differs by more than `perPixelTolerance`; the images
    /// match when they have the same size and at least `precision` of their pixels match. The diff
    /// artifact shows the reference faded, with every mismatching pixel in opaque red.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match, from 0 to 1 (1: all of them).
    ///   - perPixelTolerance: The largest channel difference (0–255) a matching pixel may have.
    /// - Returns: The diffing.
    public static func image(precision: Double = 1, perPixelTolerance: UInt8 = 0) -> Diffing {
        Diffing(
            toData: { try $0.pngData() },
            fromData: { try RGBAImage(pngData: $0) },
            diff: { reference, actual in
                _ImageDiff.compare(reference, actual, precision: precision, tolerance: perPixelTolerance)
            })
    }
}

extension Snapshotting where Value: View, Format == RGBAImage {
    /// Renders a view to an image with ``/Graft/PreviewRenderer`` and compares it with a PNG reference.
    ///
    /// - Parameters:
    ///   - layout: The size to render at; the content's natural size by default.
    ///   - colorScheme: Light or dark.
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perPixelTolerance: The largest channel difference a matching pixel may have.
    /// - Returns: The strategy.
    public static func image(
        layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light, precision: Double = 1,
        perPixelTolerance: UInt8 = 0
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perPixelTolerance: perPixelTolerance)
        ) { view in
            try PreviewRenderer.render(view, layout: layout, colorScheme: colorScheme).pixels()
        }
    }
}

extension Snapshotting where Value == Preview, Format == RGBAImage {
    /// Renders one preview of a ``/Graft/PreviewProvider`` at its own layout and compares it with a PNG
    /// reference.
    ///
    /// - Parameters:
    ///   - colorScheme: The scheme; `nil` uses the preview's pinned scheme, or light.
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perPixelTolerance: The largest channel difference a matching pixel may have.
    /// - Returns: The strategy.
    public static func image(
        colorScheme: ColorScheme? = nil, precision: Double = 1, perPixelTolerance: UInt8 = 0
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perPixelTolerance: perPixelTolerance)
        ) { preview in
            try PreviewRenderer.render(preview, colorScheme: colorScheme).pixels()
        }
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// Compares an image with a PNG reference exactly.
    public static var image: Snapshotting { .image(precision: 1) }

    /// Compares an image with a PNG reference.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perPixelTolerance: The largest channel difference a matching pixel may have.
    /// - Returns: The strategy.
    public static func image(precision: Double, perPixelTolerance: UInt8 = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perPixelTolerance: perPixelTolerance))
        {
            $0
        }
    }
}

/// Pixel comparison and the diff picture.
enum _ImageDiff {
    static func compare(
        _ reference: RGBAImage, _ actual: RGBAImage, precision: Double, tolerance: UInt8
    ) -> (message: String, artifact: RGBAImage?)? {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        var mismatches = 0
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let target = (y * width + x) * 4
                guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
                    mismatches += 1
                    diff.replaceSubrange(target..<target + 4, with: [255, 0, 0, 255])
                    continue
                }
                let r = (y * reference.width + x) * 4
                let a = (y * actual.width + x) * 4
                var worst = 0
                for channel in 0..<4 {
                    worst = max(worst, abs(Int(reference.pixels[r + channel]) - Int(actual.pixels[a + channel])))
                }
                largest = max(largest, worst)
                if worst > Int(tolerance) {
                    mismatches += 1
                    diff.replaceSubrange(target..<target + 4, with: [255, 0, 0, 255])
                } else {
                    // The reference, faded towards white, so the red stands out.
                    let luma =
                        (Int(reference.pixels[r]) * 3 + Int(reference.pixels[r + 1]) * 6 + Int(reference.pixels[r + 2]))
                        / 10
                    let faded = UInt8(255 - (255 - luma) / 3)
                    diff.replaceSubrange(target..<target + 4, with: [faded, faded, faded, 255])
                }
            }
        }
        let total = width * height
        let matching = Double(total - mismatches) / Double(max(total, 1))
        let sameSize = reference.width == actual.width && reference.height == actual.height
        if sameSize && matching >= precision { return nil }
        var message: String
        if !sameSize {
            message =
                "the image is \(actual.width)×\(actual.height) but the reference is \(reference.width)×\(reference.height)"
        } else {
            message =
                "\(mismatches) of \(total) pixels differ (\(percent(matching)) match; the precision asks for \(percent(precision)))"
        }
        message += "; the largest channel difference is \(largest) (tolerance \(tolerance))"
        return (message, try? RGBAImage(width: width, height: height, pixels: diff))
    }

    private static func percent(_ fraction: Double) -> String {
        let value = (fraction * 100_000).rounded(.down) / 1000
        return "\(value)%"
    }
}
