// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax host modules (`<toolchain>/usr/lib/swift/host`), which `#Preview`'s
/// compiler plugin is built on: no package has to be fetched. Found from the running toolchain —
/// the PackageDescription library this manifest is linked with, then `swiftc` on the `PATH`.
func toolchainHostModules() -> String {
    var candidates: [String] = []
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    if let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
        let start = line.firstIndex(of: "/")
    {
        // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
        candidates.append(URL(fileURLWithPath: String(line[start...])).deletingLastPathComponent()
            .appendingPathComponent("../../host").standardizedFileURL.path)
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        candidates.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardizedFileURL.path)
    }
    for folder in candidates
    where FileManager.default.fileExists(atPath: folder + "/SwiftCompilerPluginMessageHandling.swiftmodule") {
        return folder
    }
    fatalError("""
        Graft: the toolchain's SwiftSyntax host modules were not found (looked in \(candidates)); \
        #Preview needs a Swift 6 toolchain from swift.org whose usr/lib/swift/host holds SwiftSyntax
        """)
}
let hostModules = toolchainHostModules()

let package = Package(
    name: "Graft",
    products: [
        // `import Graft`: the UI framework (views, the GTK backend, previews), as `import SwiftUI`.
        .library(name: "Graft", targets: ["Graft"]),
        // `import GraftWeb`: WebView, WebPage and Gtk.WebView (WebKitGTK), as `import WebKit`.
        .library(name: "GraftWeb", targets: ["GraftWeb"]),
        // `import GraftMedia`: the image picker and the camera (GStreamer), as `import PhotosUI` and
        // `import AVFoundation`. An app that imports neither loads no WebKit and no GStreamer.
        .library(name: "GraftMedia", targets: ["GraftMedia"]),
        // `import GraftUIKit`: UIView, Auto Layout, the UIKit controls and UIViewController on GTK, as
        // `import UIKit`.
        .library(name: "GraftUIKit", targets: ["GraftUIKit"]),
        .library(name: "GraftSnapshotTesting", targets: ["GraftSnapshotTesting"]),
        .plugin(name: "GraftPreviewsRegistry", targets: ["GraftPreviewsRegistry"]),
        // `swift package previews [--watch]` in any package that depends on Graft.
        .plugin(name: "GraftPreviewsPlugin", targets: ["GraftPreviewsPlugin"]),
        // Not products: the examples and apps (`PortingExamples`, `graft-showcase`, `graft-hello`,
        // `graft-previews` for this package's own previews, …),
        // the test support and the C list model are targets of this package, built, run
        // (`swift run graft-showcase`) and tested here, and vended to no one.
    ],
    targets: [
        // C libraries, from Debian's packages (see .ci/run for the apt names).
        .systemLibrary(
            name: "CGtk", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(
            name: "CWebKitGtk", pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]),
        .systemLibrary(
            name: "CGst", pkgConfig: "gstreamer-video-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),

        // What the framework used to ask Foundation's Thread and FileHandle for, from the C library.
        .target(name: "GraftSystem"),
        // Bridges: the only Swift code that touches C or Unsafe*.
        .target(name: "GraftRunLoop", dependencies: ["CGtk"]),
        // A count-only GListModel (a C GObject type) for the recycling lists.
        .target(name: "GraftListModel", dependencies: ["CGtk"]),
        .target(name: "GtkBridge", dependencies: ["CGtk", "GraftRunLoop", "GraftListModel"]),
        .target(name: "WebKitBridge", dependencies: ["CWebKitGtk", "GtkBridge"]),
        .target(name: "GstBridge", dependencies: ["CGst", "CGtk", "GtkBridge"]),

        // The framework.
        // The runtime's description of stored properties (the engine's input comparison).
        .target(name: "ReflectionBridge"),
        .target(name: "GraftCore", dependencies: ["ReflectionBridge", "GraftSystem"]),
        .target(name: "GraftGtk", dependencies: ["GraftCore", "GtkBridge", "GraftSystem"]),
        // `#Preview`'s compiler plugin, on the toolchain's SwiftSyntax (unsafe flags: see docs/Previews.md).
        .macro(
            name: "GraftMacros", dependencies: ["GraftPreviewSites"], swiftSettings: [.unsafeFlags(["-I", hostModules])],
            linkerSettings: [.unsafeFlags(["-L", hostModules, "-Xlinker", "-rpath", "-Xlinker", hostModules])]),
        .target(
            name: "GraftPreviews", dependencies: ["GraftCore", "GraftGtk", "GtkBridge", "GraftSystem", "GraftMacros"]),
        .target(
            name: "GraftWeb", dependencies: ["GraftCore", "GraftGtk", "GtkBridge", "WebKitBridge", "GraftUIKit"]),
        .target(name: "GraftMedia", dependencies: ["GraftCore", "GraftGtk", "GtkBridge", "GstBridge", "GraftUIKit"]),
        .target(name: "GraftUIKit", dependencies: ["GraftCore", "GraftGtk", "GtkBridge"]),
        .target(name: "Graft", dependencies: ["GraftCore", "GraftGtk", "GraftPreviews", "GtkBridge", "GraftUIKit"]),
        // Snapshot assertions for Swift Testing and XCTest (test targets only).
        .target(name: "GraftSnapshotTesting", dependencies: ["Graft"]),
        // A loopback HTTP server for tests and benchmarks (POSIX sockets; test infrastructure, kept
        // out of Sources so unsafe code stays in the bridges there).
        .target(name: "GraftTestSupport", dependencies: ["GtkBridge"], path: "Tests/Support/GraftTestSupport"),
        // An in-memory backend, so the engine can be tested with no display.
        .target(name: "GraftTestBackend", dependencies: ["GraftCore"], path: "Tests/Support/GraftTestBackend"),

        // Examples: the three representable patterns, used by tests and previews.
        .target(name: "RepresentableExamples", dependencies: ["Graft"], path: "Examples/RepresentableExamples"),
        // The everyday SwiftUI API (shapes, gradients, text styles, toolbar, form) in previews.
        .target(name: "GalleryExamples", dependencies: ["Graft"], path: "Examples/Gallery"),
        // The UIKit-in-SwiftUI patterns of docs/Porting.md, ported by renaming.
        .target(
            name: "PortingExamples", dependencies: ["Graft", "GraftWeb"], path: "Examples/PortingExamples",
            exclude: ["UIKitOriginals"]),

        // UIKit-level code of the classic tutorials, with only its imports changed (`import GraftUIKit`).
        .target(name: "UIKitExamples", dependencies: ["Graft", "GraftUIKit", "GraftMedia"], path: "Examples/UIKitExamples"),
        // The web tutorials' UIKit-level code (a `WKWebView` representable, the KVO progress controller
        // with Auto Layout, a Combine-style progress coordinator), with only its imports changed.
        .target(
            name: "UIKitWebExamples", dependencies: ["Graft", "GraftUIKit", "GraftWeb"],
            path: "Examples/UIKitWebExamples"),

        // Apps and tools.
        // The registry plugin gives the app `--graft-previews` (its `#Preview` renders from the app target).
        .executableTarget(
            name: "graft-hello", dependencies: ["Graft", "ExampleSupport"], path: "Examples/Hello",
            plugins: ["GraftPreviewsRegistry"]),
        // Web examples: a small browser and the ZStack progress overlay, on a bundled page.
        .target(name: "ExampleSupport", dependencies: ["Graft"], path: "Examples/ExampleSupport"),
        .executableTarget(
            name: "Browser", dependencies: ["Graft", "GraftWeb", "ExampleSupport"], path: "Examples/Browser",
            resources: [.copy("Resources")]),
        .executableTarget(
            name: "ProgressOverlay", dependencies: ["Graft", "GraftWeb", "ExampleSupport"],
            path: "Examples/ProgressOverlay",
            resources: [.copy("Resources")]),
        // The classic image-picker screen (a reusable library) and its thin app.
        .target(
            name: "ImagePickerScreen", dependencies: ["Graft", "GraftMedia"], path: "Examples/ImagePickerDemo/Screen"),
        .executableTarget(
            name: "ImagePickerDemo", dependencies: ["Graft", "GraftMedia", "ImagePickerScreen", "ExampleSupport"],
            path: "Examples/ImagePickerDemo/App"),
        // `graft-previews`: renders every PreviewProvider of the targets it links (found by the plugin).
        .executableTarget(
            name: "graft-previews", dependencies: ["Graft", "RepresentableExamples", "GalleryExamples"],
            path: "Sources/GraftPreviewsCommand",
            plugins: ["GraftPreviewsRegistry"]),
        .executableTarget(name: "GraftPreviewsScanner", dependencies: ["GraftPreviewSites"]),
        // The names that tie a `#Preview` to its registry entry (the macro's and the scanner's).
        .target(name: "GraftPreviewSites"),
        // The showcase app: every component on one window, each screen with its own code.
        .executableTarget(
            name: "graft-showcase",
            dependencies: ["Graft", "GraftMedia", "GraftWeb", "ImagePickerScreen", "RepresentableExamples"],
            path: "Examples/Showcase",
            resources: [.copy("Resources")], plugins: ["EmbedSources", "GraftPreviewsRegistry"]),
        .executableTarget(name: "SourceEmbedder", path: "Examples/SourceEmbedder"),
        .plugin(name: "EmbedSources", capability: .buildTool(), dependencies: ["SourceEmbedder"]),
        .plugin(name: "GraftPreviewsRegistry", capability: .buildTool(), dependencies: ["GraftPreviewsScanner"]),
        .plugin(
            name: "GraftPreviewsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "previews",
                    description:
                        "Render the package's previews, light and dark, into .build/previews (--watch to follow edits)")
            )
        ),

        // Tests, and the helper programs some tests run as subprocesses.
        .executableTarget(name: "NoDisplayProbe", dependencies: ["GtkBridge"], path: "Tests/Probes/NoDisplayProbe"),
        .executableTarget(name: "MainLoopProbe", dependencies: ["GtkBridge"], path: "Tests/Probes/MainLoopProbe"),
        .executableTarget(
            name: "WebPageNoDisplayProbe", dependencies: ["Graft", "GraftWeb"],
            path: "Tests/Probes/WebPageNoDisplayProbe"),
        .executableTarget(
            name: "CameraNoDisplayProbe", dependencies: ["GraftMedia"], path: "Tests/Probes/CameraNoDisplayProbe"),
        .executableTarget(
            name: "AccessibilityProbe", dependencies: ["Graft", "GraftWeb"], path: "Tests/Probes/AccessibilityProbe"),
        .executableTarget(name: "AppStorageProbe", dependencies: ["Graft"], path: "Tests/Probes/AppStorageProbe"),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "WebKitBridge", "GraftTestSupport"]),
        .testTarget(name: "GraftCoreTests", dependencies: ["GraftCore", "GraftTestBackend", "GraftTestSupport"]),
        .testTarget(
            name: "GraftGtkTests",
            dependencies: [
                "Graft", "GraftGtk", "GtkBridge", "RepresentableExamples", "GraftTestBackend", "GraftTestSupport",
            ],
            // An asset catalog and a data file, as an app declares its own (docs/Porting.md, "Resources").
            resources: [.process("Resources")]),
        .testTarget(name: "GtkWidgetsTests", dependencies: ["GtkBridge"]),
        .testTarget(
            name: "GraftWebTests",
            dependencies: [
                "Graft", "GraftWeb", "WebKitBridge", "GraftTestSupport", "GraftSnapshotTesting", "PortingExamples",
                "UIKitWebExamples",
            ],
            exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(
            name: "GraftPreviewsTests",
            dependencies: [
                "Graft", "GtkBridge", "GraftSnapshotTesting", "GraftTestSupport", "RepresentableExamples",
                "PortingExamples", "GalleryExamples",
            ],
            exclude: ["__Snapshots__"], plugins: ["GraftPreviewsRegistry"]),
        .testTarget(name: "AccessibilityTests", dependencies: ["GraftTestSupport"]),
        .testTarget(
            name: "ShowcaseTests", dependencies: ["Graft", "GraftSnapshotTesting", "GraftTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GraftUIKitTests",
            dependencies: ["Graft", "GraftUIKit", "GtkBridge", "GraftSnapshotTesting", "UIKitExamples"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GraftMediaTests",
            dependencies: [
                "Graft", "GraftMedia", "GtkBridge", "GstBridge", "ImagePickerScreen", "GraftTestSupport", "GraftUIKit",
                "UIKitExamples",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
