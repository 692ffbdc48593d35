import GraftTestSupport
import GtkBridge
import Testing

@Suite("Start-up without a display")
struct NoDisplayTests {
    @Test("With DISPLAY and WAYLAND_DISPLAY unset, start-up fails fast with a clear message")
    func noDisplayProbe() async throws {
        let result = try await Subprocess.runProduct(
            "NoDisplayProbe", removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: .seconds(10))
        #expect(!result.timedOut)
        #expect(result.duration < .seconds(5))
        #expect(result.status != 0)
        #expect(result.stderr.contains("Graft could not open a display: DISPLAY and WAYLAND_DISPLAY are unset"))
        #expect(result.stderr.contains("xvfb-run -a"))
        #expect(result.stdout.isEmpty)
    }

    @Test("A display that cannot be opened gives the display-unavailable error, not a crash")
    func unreachableDisplay() async throws {
        let result = try await Subprocess.runProduct(
            "NoDisplayProbe", removing: ["WAYLAND_DISPLAY"], adding: ["DISPLAY": ":4321"], timeout: .seconds(10))
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Graft could not open the display (DISPLAY=:4321)"))
    }

    @Test("WebPage() with no display ends with the typed error, not a crash inside WebKit")
    func webPageWithoutDisplay() async throws {
        let result = try await Subprocess.runProduct(
            "WebPageNoDisplayProbe", removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.status == 1, "exit status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("Graft could not open a display: DISPLAY and WAYLAND_DISPLAY are unset"))
        #expect(!result.stderr.contains("CRITICAL"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("The error type explains itself")
    func errorDescription() {
        let error = GtkInitError(reason: .noDisplayConfigured)
        #expect(error.description.hasPrefix("Graft could not open a display"))
    }
}
