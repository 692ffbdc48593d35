#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension GtkRuntime {
    /// The main thread's stack that GTK 4 measures, lays out and draws nested widgets on: one
    /// recursion per level, about 770 bytes a level for boxes (a raw C program nesting `GtkBox`es
    /// on an 8 MiB stack crashes between 10,906 and 10,937 levels).
    static let bytesPerNestingLevel = 768
    /// Stack kept for what the innermost widgets need themselves (text layout, drawing).
    static let reservedStackBytes = 512 * 1024

    /// How deep widgets can nest before GTK overflows the main thread's stack: the stack's size
    /// (`ulimit -s`; 8 MiB when unlimited or unknown), less a reserve, over the bytes GTK uses a level.
    public static var maximumNestingDepth: Int {
        var limit = rlimit()
        var bytes = 8 * 1024 * 1024
        if getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            bytes = Int(clamping: limit.rlim_cur)
        }
        return max(0, bytes - reservedStackBytes) / bytesPerNestingLevel
    }
}
