import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// The self-signed certificate (and key) for 127.0.0.1 that the TLS test server presents, made
/// once with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes
/// -days 36500 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1` (no tool needed to run).
let loopbackPEM = try! String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/loopback-tls.pem"),
    encoding: .utf8)

/// A 40×40 square, as a real image file.
private let squareSVG = Array(
    #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>"#
        .utf8)

@Suite("WebPage.hasOnlySecureContent", .serialized)
@MainActor
struct WebPageSecureContentTests {
    /// The plain server, and the TLS server in front of it (both stop when the test's suite
    /// value goes).
    let server: TestHTTPServer
    let secure: TestTLSServer

    init() throws {
        try GtkRuntime.initialize()
        server = try TestHTTPServer()
        secure = try TestTLSServer(relayingTo: server, certificatePEM: loopbackPEM)
    }

    /// A page in its own session that trusts the loopback certificate.
    func trustingPage() throws -> WebPage {
        var configuration = WebPage.Configuration()
        configuration.websiteDataStore = .nonPersistent
        let page = WebPage(configuration: configuration)
        try page.webView.networkSession.allowTLSCertificate(loopbackPEM, forHost: "127.0.0.1")
        return page
    }

    /// Whether the page's image has loaded (its natural width is the SVG's 40).
    func imageWidth(_ page: WebPage) async -> Int? {
        try? await page.callJavaScript("return document.images[0].naturalWidth") as? Int
    }

    @Test("an https page whose image is https too has only secure content; the change is observable")
    func secureSubresources() async throws {
        server.route("/secure", .html(#"<title>Secure</title><img src="/square.svg">"#))
        server.route("/square.svg", .data(squareSVG, contentType: "image/svg+xml"))
        let page = try trustingPage()
        let log = StateLog { page.hasOnlySecureContent }
        #expect(page.hasOnlySecureContent == false)

        #expect(await WebTest.load(URL(string: secure.url("/secure"))!, into: page))
        #expect(page.lastError == nil, "\(String(describing: page.lastError))")
        #expect(await WebTest.wait(timeout: .seconds(5)) { page.title == "Secure" })
        #expect(await imageWidth(page) == 40)
        #expect(server.requestCount(for: "/square.svg") == 1)
        #expect(secure.handshakeCount >= 1)
        #expect(page.webView.tlsCertificateErrors != nil)
        #expect(await WebTest.wait(timeout: .seconds(5)) { page.hasOnlySecureContent })
        #expect(log.states.last == true && log.states.contains(false))
    }

    @Test("an http image on an https page makes it not secure; a plain http page is not secure")
    func insecureSubresource() async throws {
        server.route("/mixed", .html(#"<title>Mixed</title><img src="\#(server.url("/plain.svg"))">"#))
        server.route("/plain.svg", .data(squareSVG, contentType: "image/svg+xml"))
        server.route("/secure", .html(#"<title>Secure</title>"#))
        let page = try trustingPage()

        #expect(await WebTest.load(URL(string: secure.url("/secure"))!, into: page))
        #expect(await WebTest.wait(timeout: .seconds(5)) { page.hasOnlySecureContent })

        let log = StateLog { page.hasOnlySecureContent }
        #expect(await WebTest.load(URL(string: secure.url("/mixed"))!, into: page))
        // The title comes in a notification of its own, which can follow the finish.
        #expect(await WebTest.wait(timeout: .seconds(5)) { page.title == "Mixed" })
        #expect(await imageWidth(page) == 40)
        #expect(server.requestCount(for: "/plain.svg") == 1, "the image came over plain HTTP")
        #expect(await WebTest.wait(timeout: .seconds(5)) { !page.hasOnlySecureContent })
        #expect(log.states.contains(false))

        #expect(await WebTest.load(server.endpoint("/secure"), into: page))
        #expect(page.webView.tlsCertificateErrors == nil)
        #expect(page.hasOnlySecureContent == false)
    }
}
