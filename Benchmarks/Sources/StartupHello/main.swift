// The Graft side of the start-up benchmark: the hello app's view (Examples/Hello, copied: the
// benchmark package cannot link an example) in a HostingWindow, linked with `import Graft` only.
// On the window's first painted frame it prints
//   RESULT paint=<CLOCK_MONOTONIC ns> peak=<VmHWM bytes> webkit=<0|1> gstreamer=<0|1>
// and exits, as the raw C program (RawHello) does.
import BenchmarkSupport
import Graft
import RawGtk

struct HelloView: View {
    @State private var count = 0
    @State private var name = ""
    @State private var isDark = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Hello from Graft\(name.isEmpty ? "" : ", \(name)")").font(.title)
            TextField("Your name", text: $name)
            HStack {
                Button("Increment") { count += 1 }
                Text("Count: \(count)")
                Spacer()
            }
            Toggle("Dark", isOn: $isDark)
            ProgressView(value: Double(count % 11), total: 10)
            Spacer()
        }
        .padding(24)
        .preferredColorScheme(isDark ? .dark : .light)
    }
}

@MainActor
func run() -> Int32 {
    do {
        try GtkRuntime.initialize()
    } catch {
        print("error: \(error)")
        return 2
    }
    guard let window = try? HostingWindow(title: "Graft", width: 420, height: 320, content: { HelloView() }) else {
        print("error: no window")
        return 2
    }
    window.present()
    guard let probe = ListFrameProbe(windowTitled: "Graft"), let painted = probe.waitForFirstPaint() else {
        print("error: the window never painted")
        return 3
    }
    let report = ProcessReport.current()
    print(
        "RESULT paint=\(painted.wall) peak=\(report.peakResidentBytes) webkit=\(report.mapsWebKit ? 1 : 0) "
            + "gstreamer=\(report.mapsGStreamer ? 1 : 0)")
    return 0
}

exit(MainActor.assumeIsolated { run() })
