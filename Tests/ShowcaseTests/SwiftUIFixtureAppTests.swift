import Graft
import GraftTestSupport
import Testing

/// An app written as a SwiftUI developer writes it — `import Graft` only — in a package of its
/// own that depends on this checkout of Graft: an asset catalog (an image set and a colour set with
/// a dark appearance), a JSON resource, `#Preview`s, `DispatchQueue.main.asyncAfter`,
/// `UserDefaults`, `Text(_:format:)` and a `URLSession` request. It is built from clean (a few
/// minutes on two cores; `GRAFT_PLUGIN_TESTS=0` skips it locally, as the plugin test).
@Suite(
    "A SwiftUI app in a package of its own builds, runs and renders its previews",
    .enabled(if: ProcessInfo.processInfo.environment["GRAFT_PLUGIN_TESTS"] != "0"))
struct SwiftUIFixtureAppTests {
    static let graftRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let app = """
        import Graft

        struct Greeting: Decodable { let text: String }

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup("Shelf") { ShelfView(runsChecks: true) }.defaultSize(width: 320, height: 240)
            }
        }

        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image("Swatch").resizable().frame(width: 60, height: 80)
                    Color("Tint").frame(width: 60, height: 80)
                }
            }
        }

        struct ShelfView: View {
            let runsChecks: Bool
            @State private var report = "waiting"

            var body: some View {
                VStack {
                    Swatches()
                    Text(1234.5, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                    Text(report)
                }
                .task { if runsChecks { await check() } }
            }

            func check() async {
                var parts: [String] = []
                let url = Bundle.module.url(forResource: "greeting", withExtension: "json")
                let greeting = url.flatMap { try? Data(contentsOf: $0) }.flatMap {
                    try? JSONDecoder().decode(Greeting.self, from: $0)
                }
                parts.append("json=\\(greeting?.text ?? "missing")")
                let defaults = UserDefaults.standard
                defaults.set(41, forKey: "shelf.answer")
                parts.append("defaults=\\(defaults.integer(forKey: "shelf.answer"))")
                let fired: Bool = await withCheckedContinuation { done in
                    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { done.resume(returning: true) }
                }
                parts.append("asyncAfter=\\(fired)")
                if let server = ProcessInfo.processInfo.environment["SHELF_SERVER"], let endpoint = URL(string: server) {
                    do {
                        let (data, response) = try await URLSession.shared.data(for: URLRequest(url: endpoint))
                        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                        parts.append("net=\\(status):\\(String(decoding: data, as: UTF8.self))")
                    } catch {
                        parts.append("net=error:\\(error.localizedDescription)")
                    }
                }
                parts.append("price=\\(1234.5.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US"))))")
                report = parts.joined(separator: " ")
                print("REPORT " + report)
                exit(0)
            }
        }

        #Preview("Shelf", traits: .fixedLayout(width: 120, height: 80)) { Swatches() }

        #Preview { ShelfView(runsChecks: false) }

        """

    static func manifest(graft: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Shelf",
            dependencies: [.package(path: "\(Self.graftRoot.path)")],
            targets: [
                .executableTarget(
                    name: "Shelf", dependencies: [.product(name: "Graft", package: "\(graft)")],
                    resources: [.process("Resources")],
                    plugins: [.plugin(name: "GraftPreviewsRegistry", package: "\(graft)")])
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// Writes the package: sources, an asset catalog with a 4 × 4 blue image (1x) and an orange /
    /// sky-blue colour set, and a JSON file.
    static func writeFixture(at root: URL) throws {
        let sources = root.appendingPathComponent("Sources/Shelf")
        let assets = sources.appendingPathComponent("Resources/Assets.xcassets")
        let imageSet = assets.appendingPathComponent("Swatch.imageset")
        let colorSet = assets.appendingPathComponent("Tint.colorset")
        for folder in [imageSet, colorSet] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try manifest(graft: graftRoot.lastPathComponent.lowercased())
            .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try app.write(to: sources.appendingPathComponent("ShelfApp.swift"), atomically: true, encoding: .utf8)
        try #"{"text": "Hello from the bundle"}"#
            .write(to: sources.appendingPathComponent("Resources/greeting.json"), atomically: true, encoding: .utf8)
        try #"{"info": {"version": 1, "author": "xcode"}}"#
            .write(to: assets.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let blue = try RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 255).pngData()
        try Data(blue).write(to: imageSet.appendingPathComponent("swatch.png"))
        try #"""
        {"images": [{"idiom": "universal", "filename": "swatch.png", "scale": "1x"}], "info": {"version": 1, "author": "xcode"}}
        """#.write(to: imageSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "255", "green": "128", "blue": "0", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x80", "blue": "0xFF", "alpha": "1.000"}}}
        ], "info": {"version": 1, "author": "xcode"}}
        """#.write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    @Test(
        "It builds from clean, runs (bundle JSON, UserDefaults, asyncAfter, URLSession, format styles) and renders its #Previews with the catalog's image and colour, light and dark"
    )
    func buildRunAndPreview() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-shelf-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeFixture(at: root)
        let swift = try #require(Self.findSwift())

        let build = try await Subprocess.run(
            swift, arguments: ["build", "--package-path", root.path], timeout: .seconds(2400))
        try #require(!build.timedOut && build.status == 0, "swift build: \(build.stderr)\n\(build.stdout)")
        let executable = root.appendingPathComponent(".build/debug/Shelf")

        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/hello", .html("hi"))
        let run = try await Subprocess.run(
            executable, adding: ["SHELF_SERVER": server.url("/hello")], timeout: .seconds(60))
        #expect(!run.timedOut && run.status == 0, "\(run.stderr)")
        let report = run.stdout.split(separator: "\n").first { $0.hasPrefix("REPORT ") }.map(String.init) ?? ""
        for part in [
            "json=Hello from the bundle", "defaults=41", "asyncAfter=true", "net=200:hi", "price=$1,234.50",
        ] {
            #expect(report.contains(part), "\(part) missing from “\(report)”; stderr: \(run.stderr)")
        }
        #expect(server.requestCount(for: "/hello") == 1)

        let output = root.appendingPathComponent("previews")
        let previews = try await Subprocess.run(
            executable, arguments: ["--graft-previews", "--output", output.path],
            removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: .seconds(120))
        #expect(!previews.timedOut && previews.status == 0, "\(previews.stderr)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        #expect(written.filter { $0.hasSuffix(".png") }.count >= 5, "\(written)")  // 2 previews × 2 schemes + sheet
        let light = try RGBAImage(pngData: Array(Data(contentsOf: output.appendingPathComponent("Shelf.light.png"))))
        let dark = try RGBAImage(pngData: Array(Data(contentsOf: output.appendingPathComponent("Shelf.dark.png"))))
        #expect((light.width, light.height) == (120, 80))
        #expect(light.rgb(30, 40) == [0, 0, 255], "the image set's picture")
        #expect(dark.rgb(30, 40) == [0, 0, 255], "the image set's picture")
        #expect(light.rgb(90, 40) == [255, 128, 0], "the colour set, light")
        #expect(dark.rgb(90, 40) == [0, 128, 255], "the colour set's dark appearance")
    }

    /// The `swift` this test runs under (on PATH, else the one in /opt/swift).
    static func findSwift() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            + [URL(fileURLWithPath: "/opt/swift/usr/bin/swift")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

extension RGBAImage {
    /// The pixel as RGB components (alpha dropped).
    fileprivate func rgb(_ x: Int, _ y: Int) -> [Int] {
        let pixel = pixel(x: x, y: y)
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }
}
