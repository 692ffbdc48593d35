import Foundation
import Graft
import GraftWeb

// A window with every control and accessibility modifier, for the accessibility tests to read over
// the AT-SPI bus as a screen reader does. It quits by itself after 60 seconds at most.

struct AccessibilityProbeApp: App {
    var body: some Scene {
        WindowGroup("Accessibility probe") { ProbeView() }
            .defaultSize(width: 480, height: 640)
    }
}

struct ProbeView: View {
    @State private var count = 0
    @State private var name = ""
    @State private var isDark = false
    @State private var page = WebPage()
    @State private var copies = 1
    @State private var size = 0
    @State private var level = 0.5
    @State private var due = Date(timeIntervalSince1970: 1_800_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Button("Increment") { count += 1 }
            Text("Count: \(count)")
            TextField("Your name", text: $name)
            Toggle("Dark", isOn: $isDark)
            ProgressView(value: 0.3)
            ProgressView()
            Image(systemName: "go-home")
            Image(systemName: "starred").accessibilityHidden(true)
            Button {
                count = 0
            } label: {
                Image(systemName: "edit-delete")
            }
            .accessibilityLabel("Reset")
            .accessibilityHint("Sets the count back to zero")
            HStack {
                Text("Rating")
                Text("4.5")
            }
            .accessibilityElement(children: .combine)
            Text("Chosen").accessibilityAddTraits(.isSelected)
            Text("Volume").accessibilityValue("7 of 10")
            SelfNamedWidget().accessibilityHint("Drawn by hand")
            SelfNamedWidget().accessibilityLabel("Renamed widget")
            WebView(page).frame(width: 300, height: 60)
            Stepper("Copies", value: $copies, in: 1...10)
            Picker("Size", selection: $size) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            Slider(value: $level, in: 0...1).accessibilityLabel("Level")
            DatePicker("Due", selection: $due, displayedComponents: .date)
        }
        .padding(16)
        .onAppear {
            page.load(html: "<title>Probe page</title><h1>Web heading</h1>", baseURL: nil)
            Task { @MainActor in
                try await Task.sleep(for: .seconds(60))
                MainLoop.quit()
            }
        }
    }
}

/// A hosted widget that names itself, as a representable's native widget may.
struct SelfNamedWidget: GtkWidgetRepresentable {
    func makeGtkWidget(context: Context) -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea(contentWidth: 40, contentHeight: 20)
        area.setAccessibleLabel("Custom widget")
        return area
    }
    func updateGtkWidget(_ area: Gtk.DrawingArea, context: Context) {}
}

AccessibilityProbeApp.main()
