import CGst

extension Gst {
    /// One decoded video frame: tightly packed 8-bit RGBA pixels (straight alpha), rows top to bottom.
    ///
    /// Immutable and shareable across threads; the pixels are held once (a `GBytes`) and also back
    /// the texture shown on screen, so keeping a frame costs no copy. ``rgbaPixels()`` copies them
    /// out.
    public final class VideoFrame: @unchecked Sendable {
        /// The width in pixels.
        public let width: Int
        /// The height in pixels.
        public let height: Int
        /// A 0-based sequence number: the how-manieth frame the sink received.
        public let sequenceNumber: Int
        /// The `GBytes` holding `width * height * 4` bytes (one reference owned).
        let bytes: OpaquePointer

        init(width: Int, height: Int, sequenceNumber: Int, bytes: OpaquePointer) {
            self.width = width
            self.height = height
            self.sequenceNumber = sequenceNumber
            self.bytes = bytes
            g_bytes_ref(bytes)
        }

        deinit { g_bytes_unref(bytes) }

        /// A copy of the pixels: `width * height * 4` bytes, red, green, blue, alpha.
        public func rgbaPixels() -> [UInt8] {
            var size: gsize = 0
            guard let data = g_bytes_get_data(bytes, &size) else { return [] }
            return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
        }
    }
}
