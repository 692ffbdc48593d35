import Foundation
import GraftCore
import GtkBridge

extension GtkBackend {
    /// Lets `AsyncImage` decode what it loads with gdk-pixbuf (any format it reads, refusing
    /// decompression bombs from the header), on the loading thread.
    static func installImageDecoder() {
        guard _ImageDecoding.decode == nil else { return }
        _ImageDecoding.decode = { data in
            let decoded = try ImageCodec.decode(Array(data))
            return try PlatformImage(width: decoded.width, height: decoded.height, rgba: decoded.pixels)
        }
    }
}
