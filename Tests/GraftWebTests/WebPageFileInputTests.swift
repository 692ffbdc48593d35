import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Answers file inputs with the files it is given, and records what the page asked for.
@MainActor
final class FilePresenter: WebPage.DialogPresenting {
    let answer: WebPage.FileInputPromptResult
    var asked: [(multiple: Bool, types: [String])] = []

    init(_ answer: WebPage.FileInputPromptResult) { self.answer = answer }

    func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame: WebPage.FrameInfo) async
        -> WebPage.FileInputPromptResult
    {
        asked.append((parameters.allowsMultipleSelection, parameters.acceptedMIMETypes))
        return answer
    }
}

@Suite("WebPage file inputs", .serialized)
@MainActor
struct WebPageFileInputTests {
    init() throws { try GtkRuntime.initialize() }

    private static let page = """
        <title>Upload</title><input type=file id=f accept="text/plain">
        <script>
        window.picked = 'none';
        document.getElementById('f').addEventListener('change', event => {
            const file = event.target.files[0];
            window.picked = file ? file.name + ':' + file.size : 'empty';
        });
        document.getElementById('f').addEventListener('cancel', () => { window.picked = 'cancelled'; });
        </script>
        """

    /// Shows the upload page with `presenter` answering its file input, and clicks the input.
    private func clickFileInput(answering presenter: FilePresenter, _ server: TestHTTPServer) async throws
        -> (WebPage, HostingWindow)
    {
        server.route("/upload", .html(Self.page))
        let page = WebPage()
        page.dialogPresenter = presenter
        let host = try await WebTest.show { WebView(page) }
        #expect(await WebTest.load(server.endpoint("/upload"), into: page))
        _ = try await page.callJavaScript("document.getElementById('f').click()")
        return (page, host)
    }

    @Test("an <input type=file> asks the dialog presenter; the page sees the chosen file's name and size")
    func choosesFile() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "graft-upload-\(UUID().uuidString).txt")
        try Data(repeating: 65, count: 1_234).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let presenter = FilePresenter(.selected([file]))
        let (page, host) = try await clickFileInput(answering: presenter, server)
        defer { host.close() }
        var picked: String?
        #expect(
            await WebTest.wait(timeout: .seconds(10)) {
                Task { picked = try? await page.callJavaScript("return window.picked") as? String }
                return picked == "\(file.lastPathComponent):1234"
            }, "the page saw \(String(describing: picked))")
        #expect(presenter.asked.count == 1)
        #expect(presenter.asked.first?.multiple == false && presenter.asked.first?.types == ["text/plain"])
    }

    @Test("a presenter that cancels leaves the input empty: the page hears cancel, not change")
    func cancels() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let presenter = FilePresenter(.cancel)
        let (page, host) = try await clickFileInput(answering: presenter, server)
        defer { host.close() }
        var state: String?
        #expect(
            await WebTest.wait(timeout: .seconds(10)) {
                Task {
                    state =
                        try? await page.callJavaScript(
                            "return window.picked + '|' + document.getElementById('f').files.length") as? String
                }
                return state == "cancelled|0"
            }, "the page saw \(String(describing: state))")
        #expect(presenter.asked.count == 1)
    }
}
