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

/// swift-corelibs-foundation and what it brings (ICU's data is most of its start-up memory);
/// libFoundationEssentials is not among them.
private let foundationLibraries = [
    "libFoundation.so", "libFoundationNetworking", "libFoundationInternationalization", "lib_FoundationICU",
]

@Suite("Start-up linking")
struct StartupLinkingTests {
    @Test(
        "The hello app (import Graft only) loads GTK, no web or media libraries, no Foundation but its Essentials",
        arguments: [webAndMediaLibraries, foundationLibraries])
    func helloLoadsNone(of prefixes: [String]) async throws {
        let libraries = try await loadedLibraries(of: "graft-hello")
        #expect(libraries.contains { $0.hasPrefix("libgtk-4") }, "\(libraries)")
        let unwanted = libraries.filter { line in prefixes.contains { line.hasPrefix($0) } }
        #expect(unwanted.isEmpty, "graft-hello loads \(unwanted)")
    }

    @Test("The showcase (import Graft, GraftWeb and GraftMedia) loads WebKit and GStreamer")
    func showcaseLoadsWebAndMedia() async throws {
        let libraries = try await loadedLibraries(of: "graft-showcase")
        #expect(libraries.contains { $0.hasPrefix("libwebkit") }, "\(libraries)")
        #expect(libraries.contains { $0.hasPrefix("libgst") }, "\(libraries)")
    }
}
