import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// A page of coloured bands: red 0–100, green 100–200, then white down to a blue band at the
/// bottom of a 2,000-pixel document.
private let bandsPage = """
    <!doctype html><title>Bands</title>
    <style>body{margin:0;background:#fff} div{width:100%}</style>
    <div style="height:100px;background:#ff0000"></div>
    <div style="height:100px;background:#00ff00"></div>
    <div style="height:1700px"></div>
    <div style="height:100px;background:#0000ff"></div>
    """

@Suite("WebPage snapshots and PDF", .serialized)
@MainActor
struct WebPageOutputTests {
    init() throws { try GtkRuntime.initialize() }

    func isColor(
        _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ red: UInt8, _ green: UInt8, _ blue: UInt8
    )
        -> Bool
    {
        abs(Int(pixel.red) - Int(red)) <= 8 && abs(Int(pixel.green) - Int(green)) <= 8
            && abs(Int(pixel.blue) - Int(blue)) <= 8 && pixel.alpha == 255
    }

    @Test("snapshot(of: .visible) has the view's size and the bands' colours; .fullDocument is the document's height")
    func snapshots() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/bands", .html(bandsPage))
        let page = WebPage()
        let host = try await WebTest.show(width: 400, height: 300) { WebView(page) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/bands"), into: page))
        _ = await WebTest.roundTrip(page)

        let start = ContinuousClock.now
        let visible = try await page.snapshot()
        let visibleTime = ContinuousClock.now - start
        #expect(visible.width == page.webView.allocatedWidth && visible.height == page.webView.allocatedHeight)
        #expect(visible.height < 2_000)
        #expect(isColor(visible.pixel(x: 10, y: 50), 255, 0, 0), "\(visible.pixel(x: 10, y: 50))")
        #expect(isColor(visible.pixel(x: visible.width / 2, y: 150), 0, 255, 0))
        #expect(isColor(visible.pixel(x: 10, y: visible.height - 10), 255, 255, 255))

        let fullStart = ContinuousClock.now
        let full = try await page.snapshot(of: .fullDocument)
        let fullTime = ContinuousClock.now - fullStart
        #expect(full.height == 2_000, "document snapshot \(full.width)×\(full.height)")
        #expect(full.width == visible.width, "width \(full.width)")
        #expect(isColor(full.pixel(x: 10, y: 50), 255, 0, 0))
        #expect(isColor(full.pixel(x: 10, y: 1_950), 0, 0, 255), "\(full.pixel(x: 10, y: 1_950))")
        print(
            "snapshot: visible \(visible.width)×\(visible.height) in \(visibleTime), full \(full.width)×\(full.height) in \(fullTime)"
        )
    }

    @Test("snapshot of a page never loaded fails with .snapshotFailed instead of crashing")
    func snapshotWithoutPage() async throws {
        let page = WebPage()
        await #expect(throws: WebPageError.self) { try await page.snapshot() }
        do {
            _ = try await page.snapshot()
        } catch {
            #expect(error.code == .snapshotFailed)
        }
    }

    @Test("pdf() prints the whole page to a paginated PDF document; with no page it throws .pdfFailed")
    func pdf() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let paragraphs = (0..<120).map { "<p>Line \($0) of the printed page</p>" }.joined()
        server.route("/text", .html("<!doctype html><title>Printed</title><h1>Graft prints</h1>\(paragraphs)"))
        let page = WebPage()
        await #expect(throws: WebPageError.self) { try await page.pdf() }
        let host = try await WebTest.show { WebView(page) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/text"), into: page))

        let start = ContinuousClock.now
        let data = try await page.pdf()
        let time = ContinuousClock.now - start
        #expect(data.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("%%EOF"))
        let pages = PDFStructure.pageCount(data)
        #expect(pages >= 2, "120 lines take more than one A4 page; found \(pages) pages")
        var letter = WebPage.PDFConfiguration()
        letter.paper = .letter
        letter.isLandscape = true
        let wideStart = ContinuousClock.now
        let wide = try await page.pdf(configuration: letter)
        print("pdf: letter landscape in \(ContinuousClock.now - wideStart)")
        #expect(PDFStructure.mediaBoxes(wide).contains { $0.width == 792 && $0.height == 612 })
        print("pdf: \(data.count) bytes, \(pages) pages in \(time)")
    }
}

/// Reads a PDF's page objects and media boxes from its uncompressed object dictionaries.
enum PDFStructure {
    static func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.matches(of: /\/Type\s*\/Page[^s]/).count
    }

    static func mediaBoxes(_ data: Data) -> [(width: Double, height: Double)] {
        let text = String(decoding: data, as: UTF8.self)
        return text.matches(of: /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/).compactMap {
            guard let x0 = Double($0.1), let y0 = Double($0.2), let x1 = Double($0.3), let y1 = Double($0.4) else {
                return nil
            }
            return ((x1 - x0).rounded(), (y1 - y0).rounded())
        }
    }
}
