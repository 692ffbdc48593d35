import Foundation
import Graft
import Testing

/// Pixel helpers for the preview tests.
extension RGBAImage {
    /// The pixel as RGB components (alpha dropped).
    func rgb(_ x: Int, _ y: Int) -> [Int] {
        let pixel = pixel(x: x, y: y)
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }
}

/// Whether two colours are within `tolerance` in every channel.
func close(_ lhs: [Int], _ rhs: [Int], tolerance: Int = 3) -> Bool {
    zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

/// `Color.accentColor` in 8-bit RGB (0.21, 0.52, 0.89).
let accentBlue = [54, 133, 227]

/// A fresh empty folder under the temporary directory.
func makeTemporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-previews-tests-\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
