import Foundation
import GraftTestSupport
import Testing

/// The shared libraries the dynamic loader maps for one of the package's executables, from `ldd`.
private func loadedLibraries(of product: String) async throws -> [String] {
    let executable = Subprocess.productsDirectory.appendingPathComponent(product)
    let result = try await Subprocess.run(
        URL(fileURLWithPath: "/usr/bin/ldd"), arguments: [executable.path], timeout: .seconds(20))
    #expect(!result.timedOut)
    #expect(result.status == 0, "ldd \(product): \(result.stderr)")
    return result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

private let webAndMediaLibraries = ["libwebkit", "libjavascriptcore", "libsoup", "libgst"]

/// Foundation, as `import SwiftUI` brings it: swift-corelibs-foundation and its networking.
private let foundationLibraries = ["libFoundation.so", "libFoundationEssentials", "libFoundationNetworking"]

@Suite("Start-up linking")
struct StartupLinkingTests {
    @Test("The hello app (import Graft only) loads GTK and Foundation, and no web or media libraries")
    func helloLoadsNoWebOrMedia() async throws {
        let libraries = try await loadedLibraries(of: "graft-hello")
        #expect(libraries.contains { $0.hasPrefix("libgtk-4") }, "\(libraries)")
        for prefix in foundationLibraries {
            #expect(libraries.contains { $0.hasPrefix(prefix) }, "graft-hello does not load \(prefix)")
        }
        let unwanted = libraries.filter { line in webAndMediaLibraries.contains { line.hasPrefix($0) } }
        #expect(unwanted.isEmpty, "graft-hello loads \(unwanted)")
    }

    @Test("The showcase (import Graft, GraftWeb and GraftMedia) loads WebKit and GStreamer")
    func showcaseLoadsWebAndMedia() async throws {
        let libraries = try await loadedLibraries(of: "graft-showcase")
        #expect(libraries.contains { $0.hasPrefix("libwebkit") }, "\(libraries)")
        #expect(libraries.contains { $0.hasPrefix("libgst") }, "\(libraries)")
    }
}
