// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Graft",
    products: [
        .library(name: "Graft", targets: ["Graft"]),
        .executable(name: "graft-hello", targets: ["GraftHello"]),
    ],
    targets: [
        // C libraries, from Debian's packages (see .ci/run for the apt names).
        .systemLibrary(
            name: "CGtk", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(
            name: "CWebKitGtk", pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]),

        // Bridges: the only Swift code that touches C or Unsafe*.
        .target(name: "GraftRunLoop", dependencies: ["CGtk"]),
        .target(name: "GtkBridge", dependencies: ["CGtk", "GraftRunLoop"]),
        .target(name: "WebKitBridge", dependencies: ["CWebKitGtk", "GtkBridge"]),

        // The framework.
        .target(name: "GraftCore"),
        .target(name: "GraftGtk", dependencies: ["GraftCore", "GtkBridge"]),
        .target(name: "Graft", dependencies: ["GraftCore", "GraftGtk"]),

        // Examples: the three representable patterns, used by tests and previews.
        .target(name: "RepresentableExamples", dependencies: ["Graft"], path: "Examples/RepresentableExamples"),

        // Apps and tools.
        .executableTarget(name: "GraftHello", dependencies: ["Graft", "GtkBridge"]),
        .executableTarget(name: "NoDisplayProbe", dependencies: ["GtkBridge"]),
        .executableTarget(name: "MainLoopProbe", dependencies: ["GtkBridge"]),

        // Tests.
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "WebKitBridge"]),
        .testTarget(name: "GraftCoreTests", dependencies: ["GraftCore"]),
        .testTarget(name: "GraftGtkTests", dependencies: ["Graft", "GtkBridge", "RepresentableExamples"]),
        .testTarget(name: "GtkWidgetsTests", dependencies: ["GtkBridge"]),
    ],
    swiftLanguageModes: [.v6]
)
