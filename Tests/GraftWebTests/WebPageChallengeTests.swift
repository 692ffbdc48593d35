import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A decider that answers every request for credentials the same way and records them.
@MainActor
final class ChallengeDecider: WebPage.NavigationDeciding {
    var disposition = URLSession.AuthChallengeDisposition.useCredential
    var credential: URLCredential?
    var challenges: [(space: URLProtectionSpace, failures: Int)] = []

    func decideAuthenticationChallengeDisposition(
        for challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        challenges.append((challenge.protectionSpace, challenge.previousFailureCount))
        return (disposition, credential)
    }
}

/// A decider that leaves challenges to the default handling.
@MainActor
struct DefaultDecider: WebPage.NavigationDeciding {}

@Suite("WebPage authentication challenges", .serialized)
@MainActor
struct WebPageChallengeTests {
    init() throws { try GtkRuntime.initialize() }

    private static let secret = TestHTTPServer.Response.protected(
        Pages.titled("Secret"), user: "reader", password: "open sesame", realm: "Vault")

    /// The requests to `path` that carried an `Authorization` header.
    private func authorized(_ server: TestHTTPServer, _ path: String) -> [String] {
        server.recordedRequests.filter { $0.path == path }.compactMap { $0.headers["authorization"] }
    }

    @Test("the right credentials load the page; the challenge names the server, realm and method")
    func rightCredentials() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/vault", Self.secret)
        let decider = ChallengeDecider()
        decider.credential = URLCredential(user: "reader", password: "open sesame", persistence: .none)
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/vault"), into: page))
        #expect(await WebTest.roundTrip(page) == "Secret")
        #expect(decider.challenges.count == 1)
        let space = decider.challenges.first?.space
        #expect(space?.host == "127.0.0.1" && space?.port == Int(server.port) && space?.realm == "Vault")
        #expect(space?.authenticationMethod == NSURLAuthenticationMethodHTTPBasic)
        #expect(decider.challenges.first?.failures == 0)
        let expected = "Basic " + Data("reader:open sesame".utf8).base64EncodedString()
        #expect(authorized(server, "/vault") == [expected])
    }

    @Test("wrong credentials are tried three times, then the load fails with .authenticationFailed")
    func wrongCredentials() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/vault", Self.secret)
        let decider = ChallengeDecider()
        decider.credential = URLCredential(user: "reader", password: "wrong", persistence: .none)
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.loadFailing(server.endpoint("/vault"), into: page, timeout: .seconds(20)))
        #expect(page.lastError?.code == .authenticationFailed)
        #expect(decider.challenges.map(\.failures) == [0, 1, 2])
        #expect(authorized(server, "/vault").count == 3)
        #expect(await WebTest.roundTrip(page) != "Secret")
    }

    @Test("a cancelled challenge fails the load with .cancelled and shows nothing of the server's answer")
    func cancelledChallenge() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/home", Pages.titled("Home"))
        server.route("/vault", Self.secret)
        let decider = ChallengeDecider()
        decider.disposition = .cancelAuthenticationChallenge
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/home"), into: page))
        #expect(await WebTest.loadFailing(server.endpoint("/vault"), into: page))
        #expect(page.lastError?.code == .cancelled)
        #expect(decider.challenges.count == 1)
        #expect(authorized(server, "/vault").isEmpty)
        #expect(await WebTest.roundTrip(page) == "Home")
    }

    @Test("the default handling goes on without credentials: the server's 401 page is shown")
    func defaultHandling() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/vault", Self.secret)
        let page = WebPage(navigationDecider: DefaultDecider())
        #expect(await WebTest.load(server.endpoint("/vault"), into: page))
        #expect(await WebTest.roundTrip(page) == "Unauthorized")
        #expect(authorized(server, "/vault").isEmpty)
    }

    @Test(
        "an untrusted certificate asks the decider: accepted, the page loads again over TLS; refused, it stays failed")
    func serverTrust() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let secure = try TestTLSServer(relayingTo: server, certificatePEM: loopbackPEM)
        server.route("/trusted", Pages.titled("Trusted"))
        server.route("/refused", Pages.titled("Refused"))
        for accept in [false, true] {
            var configuration = WebPage.Configuration()
            configuration.websiteDataStore = .nonPersistent
            let decider = ChallengeDecider()
            decider.disposition = accept ? .useCredential : .performDefaultHandling
            let page = WebPage(configuration: configuration, navigationDecider: decider)
            let path = accept ? "/trusted" : "/refused"
            #expect(await WebTest.loadFailing(URL(string: secure.url(path))!, into: page))
            #expect(await WebTest.wait(timeout: .seconds(10)) { decider.challenges.count == 1 })
            let space = decider.challenges.first?.space
            #expect(space?.authenticationMethod == WebPage.serverTrustAuthenticationMethod)
            #expect(space?.host == "127.0.0.1" && space?.port == Int(secure.port))
            if accept {
                #expect(await WebTest.wait { page.title == "Trusted" && !page.isLoading })
                #expect(page.lastError == nil && page.url?.scheme == "https")
                #expect(server.requestCount(for: path) == 1)
            } else {
                #expect(await WebTest.sentinelLoad(server) != nil)
                #expect(server.requestCount(for: path) == 0)
                #expect(page.lastError != nil && page.title != "Refused")
            }
        }
    }
}
