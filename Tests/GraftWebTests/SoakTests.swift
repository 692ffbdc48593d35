import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing
import WebKitBridge

@testable import GraftWeb

/// A plain GTK button, hosted as a representable.
struct SoakButton: GtkWidgetRepresentable {
    func makeGtkWidget(context: Context) -> Gtk.Button { Gtk.Button(label: "hosted") }
    func updateGtkWidget(_ button: Gtk.Button, context: Context) {}
}

/// What one soak window shows: a web view, a representable, and a sheet presented at once.
struct SoakContent: View {
    let url: URL
    @State var showsSheet = true
    var body: some View {
        VStack {
            Text("soak")
            SoakButton()
            WebView(url: url)
        }
        .sheet(isPresented: $showsSheet) { Text("sheet") }
    }
}

/// The process's resident memory in bytes (`/proc/self/statm`).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@Suite("Soak: windows with a web view, a representable and a sheet, opened and closed", .serialized)
@MainActor
struct SoakTests {
    @Test("Cycles of open → web view + representable + sheet → close leave nothing behind")
    func soak() async throws {
        let cycles = ProcessInfo.processInfo.environment["GRAFT_SOAK_CYCLES"].flatMap { Int($0) } ?? 12
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Soak"))
        let url = server.endpoint("/page")
        let counter = FinalizationCounter()
        // Measured after the first cycle: the first window connects process-wide handlers once.
        var boxesBefore = Int.max
        let processesBefore = WebKit.Sandbox.webProcesses().count
        var resident: [Int] = []
        let start = ContinuousClock.now
        for cycle in 0..<cycles {
            server.forgetRequests()
            let host = try HostingWindow(title: "soak \(cycle)", width: 320, height: 240) { SoakContent(url: url) }
            host.present()
            #expect(await WebTest.wait { !server.recordedRequests.isEmpty }, "cycle \(cycle): page requested")
            #expect(await WebTest.wait { Gtk.Window.toplevels.contains { $0.isModal } }, "cycle \(cycle): sheet shown")
            for widget in host.window.descendants { counter.track(widget) }
            host.window.close()
            #expect(
                await WebTest.wait { !Gtk.Window.toplevels.contains { $0.isModal } }, "cycle \(cycle): sheet closed")
            resident.append(residentBytes())
            if cycle == 0 {
                #expect(
                    await WebTest.wait(timeout: .seconds(10)) { WebKit.Sandbox.webProcesses().count <= processesBefore }
                )
                boxesBefore = SignalToken.liveClosureBoxes
            }
        }
        #expect(await WebTest.wait(timeout: .seconds(10)) { counter.finalized == counter.trackedCount })
        #expect(
            await WebTest.wait(timeout: .seconds(20)) { WebKit.Sandbox.webProcesses().count <= processesBefore },
            "web processes \(WebKit.Sandbox.webProcesses().count), before \(processesBefore)")
        #expect(await WebTest.wait(timeout: .seconds(10)) { SignalToken.liveClosureBoxes <= boxesBefore })
        let boxesAfter = SignalToken.liveClosureBoxes
        #expect(boxesAfter <= boxesBefore, "live signal handlers \(boxesBefore) → \(boxesAfter)")
        let half = resident.count / 2
        let growth = Double(resident.last! - resident[half]) / Double(resident[half]) * 100
        print(
            String(
                format:
                    "Soak: %d cycles in %@; resident %.1f → %.1f MB, growth over the last half %.2f %%; widgets finalized %d/%d; web processes %d (before %d); live signal handlers %d → %d",
                cycles, "\(ContinuousClock.now - start)", Double(resident[half]) / 1e6, Double(resident.last!) / 1e6,
                growth, counter.finalized, counter.trackedCount, WebKit.Sandbox.webProcesses().count, processesBefore,
                boxesBefore, boxesAfter))
        if cycles >= 100 {
            #expect(growth > -50 && growth < 2, "resident growth over the last half: \(growth) %")
        }
    }
}
