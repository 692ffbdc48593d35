import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Records a page's download events, in order, as an app iterating ``WebPage/downloadEvents`` sees them.
@MainActor
final class DownloadLog {
    var events: [WebPage.DownloadEvent] = []
    private var task: Task<Void, Never>?

    init(_ page: WebPage) {
        let stream = page.downloadEvents
        task = Task { @MainActor [weak self] in
            for await event in stream { self?.events.append(event) }
        }
    }

    deinit { task?.cancel() }

    var ended: Bool {
        events.contains {
            switch $0 {
            case .finished, .failed: true
            case .started, .progress: false
            }
        }
    }

    var progress: [Int] {
        events.compactMap { if case .progress(let download) = $0 { download.receivedByteCount } else { nil } }
    }
}

/// A fresh empty directory under the temporary directory.
private func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-downloads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// 5 MB of a pattern that repeats only every 251 × 256 bytes, so a dropped or repeated piece shows.
private let fiveMegabytes: [UInt8] = (0..<5_000_000).map { UInt8(truncatingIfNeeded: $0 % 251 &+ $0 / 256) }

@Suite("WebPage downloads", .serialized)
@MainActor
struct WebPageDownloadTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("a download link saves 5 MB byte for byte where the chooser says; progress rises to the size")
    func downloadLink() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/big.bin",
            .data(fiveMegabytes, contentType: "application/octet-stream", chunks: 50))
        server.route("/links", .html("<title>Links</title><a id=get href='/big.bin' download='data.bin'>get</a>"))
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = WebPage()
        var suggested: [String] = []
        page.downloadDestination = { download in
            suggested.append(download.suggestedFilename)
            return directory.appendingPathComponent("saved-\(download.suggestedFilename)")
        }
        let log = DownloadLog(page)
        #expect(await WebTest.load(server.endpoint("/links"), into: page))
        let start = ContinuousClock.now
        _ = try await page.callJavaScript("document.getElementById('get').click()")
        #expect(
            await WebTest.wait { log.ended },
            "\(log.events.count) events, \(log.progress.last ?? 0) bytes, requests \(server.requests)")
        let elapsed = ContinuousClock.now - start

        #expect(suggested == ["data.bin"])
        guard case .started(let download) = log.events.first else {
            Issue.record("first event: \(String(describing: log.events.first))")
            return
        }
        let expected = directory.appendingPathComponent("saved-data.bin")
        guard case .finished(let finished, let destination) = log.events.last else {
            Issue.record("last event: \(String(describing: log.events.last))")
            return
        }
        #expect(finished === download && destination.standardizedFileURL == expected.standardizedFileURL)
        #expect(download.state == .finished && download.fractionCompleted == 1)
        #expect(download.originalURL == server.endpoint("/big.bin"))
        #expect(download.expectedByteCount == fiveMegabytes.count)
        let progress = log.progress
        #expect(progress.count >= 5, "progress reports: \(progress.count)")
        #expect(progress == progress.sorted() && progress.last == fiveMegabytes.count)
        #expect(try Data(contentsOf: expected) == Data(fiveMegabytes))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["saved-data.bin"])
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("download: 5 MB in \(elapsed), \(Int(5.0 / seconds)) MB/s, \(progress.count) progress reports")
    }

    @Test("an attachment response becomes a download; cancel mid-way ends as cancelled and leaves no file")
    func cancelAttachment() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var response = TestHTTPServer.Response.data(
            fiveMegabytes, contentType: "application/octet-stream", chunks: 100, chunkDelay: .milliseconds(50))
        response.headers["Content-Disposition"] = "attachment; filename=\"report.dat\""
        server.route("/report", response)
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = WebPage()
        page.downloadDestination = { directory.appendingPathComponent($0.suggestedFilename) }
        let log = DownloadLog(page)
        page.load(server.endpoint("/report"))
        #expect(await WebTest.wait { !log.progress.isEmpty })
        guard case .started(let download) = log.events.first else {
            Issue.record("first event: \(String(describing: log.events.first))")
            return
        }
        #expect(download.suggestedFilename == "report.dat")
        download.cancel()
        #expect(await WebTest.wait { log.ended })
        guard case .failed(_, let error) = log.events.last else {
            Issue.record("last event: \(String(describing: log.events.last))")
            return
        }
        #expect(error.code == .cancelled)
        #expect(download.state == .cancelled)
        #expect(download.receivedByteCount < fiveMegabytes.count)
        // The navigation that became a download shows nothing: it fails as Apple's does (WebKit's
        // "frame load interrupted by policy change") and the page stays empty. That failure
        // reaches the page on its own path, possibly after the download has ended: wait for it.
        #expect(await WebTest.wait { !page.isLoading && page.lastError != nil })
        #expect(page.lastError?.code == .cannotShowContent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        download.cancel()  // ended: nothing happens
        #expect(download.state == .cancelled)
    }

    @Test("a destination in a folder that does not exist fails the download with .downloadFailed")
    func unwritableDestination() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/small", .data(Array(fiveMegabytes.prefix(10_000)), contentType: "application/octet-stream"))
        let page = WebPage()
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "graft-missing-\(UUID().uuidString)")
        page.downloadDestination = { _ in missing.appendingPathComponent("file.bin") }
        let log = DownloadLog(page)
        page.startDownload(from: server.endpoint("/small"))
        #expect(await WebTest.wait { log.ended })
        guard case .failed(let download, let error) = log.events.last else {
            Issue.record("last event: \(String(describing: log.events.last))")
            return
        }
        #expect(error.code == .downloadFailed, "\(error)")
        #expect(download.state == .failed(error))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("a destination chooser that answers nil cancels the download before any byte is written")
    func chooserDeclines() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var response = TestHTTPServer.Response.data(Array(fiveMegabytes.prefix(1_000)), contentType: "text/plain")
        response.headers["Content-Disposition"] = "attachment; filename=\"no.txt\""
        server.route("/no", response)
        let page = WebPage()
        page.downloadDestination = { _ in nil }
        let log = DownloadLog(page)
        page.startDownload(from: server.endpoint("/no"))
        #expect(await WebTest.wait { log.ended })
        guard case .failed(let download, let error) = log.events.last else {
            Issue.record("last event: \(String(describing: log.events.last))")
            return
        }
        #expect(error.code == .cancelled && download.state == .cancelled)
        #expect(log.progress.isEmpty)
    }
}
