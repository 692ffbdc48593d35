import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@Suite("AsyncImage against a loopback HTTP server", .serialized)
@MainActor
struct AsyncImageGtkTests {
    /// Names each phase as a label, and shows the image when there is one.
    struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success(let image): image
                case .failure(let error): Text("failure \(error)")
                }
            }
        }
    }

    private func server() throws -> (TestHTTPServer, [UInt8]) {
        let server = try TestHTTPServer()
        let png = try ImageCodec.encode(RGBAImage(width: 12, height: 8, red: 200, green: 30, blue: 30), as: .png)
        server.route("/red.png", .data(png, contentType: "image/png", chunks: 3, chunkDelay: .milliseconds(300)))
        server.route(
            "/corrupt.png", .data(Array(png.prefix(40)) + [UInt8](repeating: 7, count: 60), contentType: "image/png"))
        return (server, png)
    }

    @Test(
        "A PNG goes from .empty to .success and is shown at its size; the second view of that URL is served from the cache"
    )
    func success() async throws {
        let (server, _) = try server()
        defer { server.stop() }
        let url = server.endpoint("/red.png")
        let host = try GtkTest.show { Phases(url: url) }
        defer { host.close() }
        #expect(host.root.labelTexts == ["empty"], "the first frame shows the empty phase while it loads")
        #expect(await waitUntil(.seconds(10)) { host.root.first("GtkPicture") != nil })
        let picture = try #require(host.root.first("GtkPicture"))
        #expect(picture.measure(orientation: .horizontal).natural == 12)
        #expect(host.root.labelTexts.isEmpty)
        let again = try GtkTest.show { Phases(url: url) }
        defer { again.close() }
        #expect(await waitUntil(.seconds(5)) { again.root.first("GtkPicture") != nil })
        #expect(server.requestCount(for: "/red.png") == 1, "the decoded image was cached")
    }

    @Test("A 404 and a corrupt image end in .failure with the reason; AsyncImage(url:) keeps its placeholder")
    func failures() async throws {
        let (server, _) = try server()
        defer { server.stop() }
        let host = try GtkTest.show(height: 300) {
            VStack {
                Phases(url: server.endpoint("/missing.png"))
                Phases(url: server.endpoint("/corrupt.png"))
                AsyncImage(url: server.endpoint("/missing.png")).frame(width: 40, height: 40)
            }
        }
        defer { host.close() }
        #expect(
            await waitUntil(.seconds(10)) {
                let texts = host.root.labelTexts
                return texts.count == 2 && texts.allSatisfy { $0.hasPrefix("failure") }
            }, "\(host.root.labelTexts)")
        let texts = host.root.labelTexts
        #expect(texts[0] == "failure the server answered HTTP 404")
        #expect(texts[1].hasPrefix("failure not an image"))
        #expect(host.root.first("GtkPicture") == nil, "no image is shown for either, nor for the plain placeholder")
    }
}
