// swift-tools-version:6.0
// Graft's benchmarks: a separate package so the framework's manifest stays free of them.
//
// Every benchmark measures a ratio against the raw GTK (or WebKit) C calls doing the same work in
// the same run (see docs/Performance.md). Run one with
// `swift run -c release --package-path Benchmarks <Executable>` (scripts/bench does it for you).
//
// Adding a benchmark: one executable target below, depending on "Graft" and on the shared support
// targets it needs (`BenchmarkSupport` for timing and tables, `RawGtk` for raw GTK baselines).
import PackageDescription

let package = Package(
    name: "GraftBenchmarks",
    dependencies: [
        .package(name: "Graft", path: "..")
    ],
    targets: [
        // Shared support.
        // The C library for raw baselines (the framework's own CGtk module is internal to Graft).
        .systemLibrary(name: "CGtkBench", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Raw GTK baselines and the frame-clock probe: the only benchmark code that touches C or Unsafe*.
        .target(
            name: "RawGtk",
            dependencies: ["CGtkBench", "BenchmarkSupport"]),
        // The loopback HTTP server of Graft's tests (the same files, linked here: it is not a product).
        .target(name: "BenchmarkHTTPServer"),
        // Clocks, medians and result tables (pure Swift).
        .target(name: "BenchmarkSupport"),
        // Raw GTK/GSK render-to-PNG baseline for PreviewBenchmarks (C calls only here).
        .target(name: "RawPreviewRender", dependencies: ["CGtkBench"]),
        // Raw WebKitGTK baselines and probes for WebBenchmarks: its only code that touches C or Unsafe*.
        .systemLibrary(name: "CWebKitBench", pkgConfig: "webkitgtk-6.0", providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .target(name: "RawWebKit", dependencies: ["CWebKitBench", "BenchmarkSupport"]),
        // Raw GStreamer → appsink → GdkMemoryTexture → GtkPicture baseline for CameraBenchmarks (C).
        .systemLibrary(
            name: "CGstBench", pkgConfig: "gstreamer-video-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
        .target(name: "CRawCamera", dependencies: ["CGstBench", "CGtkBench"]),
        .target(name: "RawCamera", dependencies: ["CRawCamera"]),
        // Raw GtkGridView of thumbnails (GTask decoding at scale) for PhotoLibraryBenchmarks (C).
        .target(name: "RawPhotoGrid", dependencies: ["CGtkBench"]),

        // Benchmarks (executables).
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [.product(name: "Graft", package: "Graft"), "RawGtk", "BenchmarkSupport"]),
        .executableTarget(
            name: "PreviewBenchmarks",
            dependencies: [.product(name: "Graft", package: "Graft"), "RawPreviewRender", "BenchmarkSupport"]),
        // Page loads through WebView vs. a bare WebKit view; progress notify → bar latency (issue 5).
        .executableTarget(
            name: "WebBenchmarks",
            dependencies: [
                .product(name: "Graft", package: "Graft"), .product(name: "GraftWeb", package: "Graft"),
                "BenchmarkHTTPServer", "RawWebKit", "BenchmarkSupport",
            ]),
        // List of 100 vs 100,000 rows against a raw GtkListView (issue 13).
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [.product(name: "Graft", package: "Graft"), "RawGtk", "BenchmarkSupport"]),
        // Camera preview at 1280×720, 30 fps: CameraView vs. the raw C pipeline (issue 9).
        .executableTarget(
            name: "CameraBenchmarks",
            dependencies: [
                .product(name: "Graft", package: "Graft"), .product(name: "GraftMedia", package: "Graft"), "RawCamera",
                "BenchmarkSupport",
            ]),
        // The image picker's photo library with 1,000 photos vs. a raw C GtkGridView (issue 9).
        .executableTarget(
            name: "PhotoLibraryBenchmarks",
            dependencies: [
                .product(name: "Graft", package: "Graft"), .product(name: "GraftMedia", package: "Graft"),
                "RawPhotoGrid",
                "RawGtk", "BenchmarkSupport",
            ]),
        // Start-up (issue 16): the hello app, linked with `import Graft` only, vs. the same widgets in a
        // plain C GTK program; each started as a fresh process by StartupBenchmarks.
        .executableTarget(name: "StartupBenchmarks", dependencies: ["BenchmarkSupport"]),
        .executableTarget(
            name: "StartupHello",
            dependencies: [.product(name: "Graft", package: "Graft"), "RawGtk", "BenchmarkSupport"]),
        .executableTarget(name: "RawHello", dependencies: ["CGtkBench"]),
        // NavigationStack push and pop at depth 1 vs 1,000 against a raw GtkStack (issue 28, item 7).
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [.product(name: "Graft", package: "Graft"), "RawGtk", "BenchmarkSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
