#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Files of `/proc`, read with the C library, so what reads them (the start-up benchmark's child)
/// loads no Foundation.
enum ProcFile {
    /// The file at `path` read to its end ("" when it cannot be opened). `/proc` files report a
    /// size of 0, so no size is trusted: reads go on until one returns nothing.
    static func contents(of path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
